import type { JobSummary } from '../../../shared/contracts/catalogue.ts';
import { parseComparedRoles } from '../../../shared/domain/role-comparison.ts';
import {
  CATEGORIES,
  categorySlug,
  DIFFICULTIES,
  type Category,
  type Difficulty,
} from '../../../shared/domain/role-derivations.ts';
import { queryTerms, rankRoles } from '../../../shared/domain/role-search.ts';

/**
 * What the catalogue shows, kept in the page's address so that Back, a reload or a shared link
 * bring the same view: `/role-selection?search=risk&category=risk-management&level=entry
 * &salary=40-70&sort=salary-high&compare=a,b`. Defaults are left out of the address, and values
 * the page does not know are read as the default. Other parameters (the quiz's) are left alone.
 */
export interface CatalogueState {
  search: string;
  category: Category | null;
  level: Difficulty | null;
  /** A salary band as "40-70" (thousands of GBP). */
  salary: string | null;
  sort: SortKey;
  /** Roles picked for comparison, by job id. */
  compare: string[];
}

export const SORTS = [
  { key: 'relevance', label: 'Most relevant' },
  { key: 'title', label: 'Title A to Z' },
  { key: 'salary-high', label: 'Highest salary' },
  { key: 'salary-low', label: 'Lowest salary' },
  { key: 'level', label: 'Entry level first' },
] as const;
export type SortKey = (typeof SORTS)[number]['key'];

export const LEVEL_LABELS: Record<Difficulty, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};

const PARAM = {
  search: 'search',
  category: 'category',
  level: 'level',
  salary: 'salary',
  sort: 'sort',
  compare: 'compare',
} as const;

const SALARY_KEY = /^(\d+)-(\d+)$/;

export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const category = params.get(PARAM.category);
  const level = params.get(PARAM.level);
  const salary = params.get(PARAM.salary);
  const sort = params.get(PARAM.sort);
  return {
    search: params.get(PARAM.search) ?? '',
    category: CATEGORIES.find((c) => categorySlug(c) === category || c === category) ?? null,
    level: DIFFICULTIES.find((d) => d === level) ?? null,
    salary: salary && SALARY_KEY.test(salary) ? salary : null,
    sort: SORTS.find((s) => s.key === sort)?.key ?? 'relevance',
    compare: parseComparedRoles(params.get(PARAM.compare)),
  };
}

/** The address's parameters with this change made; parameters of others are kept as they are. */
export function writeCatalogueState(
  params: URLSearchParams,
  change: Partial<CatalogueState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  if (change.search !== undefined) set(PARAM.search, change.search);
  if (change.category !== undefined)
    set(PARAM.category, change.category ? categorySlug(change.category) : null);
  if (change.level !== undefined) set(PARAM.level, change.level);
  if (change.salary !== undefined) set(PARAM.salary, change.salary);
  if (change.sort !== undefined) set(PARAM.sort, change.sort === 'relevance' ? null : change.sort);
  if (change.compare !== undefined) set(PARAM.compare, change.compare.join(','));
  return next;
}

export function hasFilters(state: Pick<CatalogueState, 'category' | 'level' | 'salary'>): boolean {
  return state.category !== null || state.level !== null || state.salary !== null;
}

export interface SalaryOption {
  key: string;
  label: string;
  minK: number;
  maxK: number;
}

/** A role's band from its `salary_range` ("£40k-£70k", "£100k-£200k+"); null if unreadable. */
export function salaryOf(job: Pick<JobSummary, 'salary_range'>): SalaryOption | null {
  const m = /£(\d+)k\s*-\s*£(\d+)k/.exec(job.salary_range);
  if (!m) return null;
  const minK = Number(m[1]);
  const maxK = Number(m[2]);
  return { key: `${minK}-${maxK}`, label: job.salary_range, minK, maxK };
}

/** The salary bands the catalogue holds, lowest first. */
export function salaryOptions(jobs: readonly JobSummary[]): SalaryOption[] {
  const bands = new Map<string, SalaryOption>();
  for (const job of jobs) {
    const band = salaryOf(job);
    if (band && !bands.has(band.key)) bands.set(band.key, band);
  }
  return [...bands.values()].sort((a, b) => a.minK - b.minK || a.maxK - b.maxK);
}

export function categoriesOf(jobs: readonly JobSummary[]): Category[] {
  return [...new Set(jobs.map((job) => job.category))].sort((a, b) =>
    a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b),
  );
}

const LEVEL_ORDER: Record<Difficulty, number> = { entry: 0, mid: 1, senior: 2 };

function compareBy(sort: SortKey): ((a: JobSummary, b: JobSummary) => number) | null {
  const salary = (job: JobSummary) => salaryOf(job) ?? { minK: 0, maxK: 0 };
  switch (sort) {
    case 'relevance':
      return null;
    case 'title':
      return (a, b) => a.title.localeCompare(b.title, 'en-GB');
    case 'salary-high':
      return (a, b) => salary(b).minK - salary(a).minK || salary(b).maxK - salary(a).maxK;
    case 'salary-low':
      return (a, b) => salary(a).minK - salary(b).minK || salary(a).maxK - salary(b).maxK;
    case 'level':
      return (a, b) => LEVEL_ORDER[a.difficulty] - LEVEL_ORDER[b.difficulty];
  }
}

export interface CatalogueView {
  jobs: JobSummary[];
  /** The search's words, for highlighting. */
  terms: string[];
}

/**
 * The roles to show: those the search finds (most relevant first), within the filters, in the
 * chosen order; roles equal in that order keep their relevance order.
 */
export function viewCatalogue(
  jobs: readonly JobSummary[],
  state: Omit<CatalogueState, 'compare'>,
): CatalogueView {
  const found = rankRoles(jobs, state.search)
    .map((r) => r.role)
    .filter(
      (job) =>
        (state.category === null || job.category === state.category) &&
        (state.level === null || job.difficulty === state.level) &&
        (state.salary === null || salaryOf(job)?.key === state.salary),
    );
  const order = compareBy(state.sort);
  // Array.prototype.sort is stable, so ties keep the relevance order.
  return { jobs: order ? found.sort(order) : found, terms: queryTerms(state.search) };
}
