import type { JobSummary } from '../../../shared/contracts/catalogue.ts';

export const ALL_CATEGORIES = 'All';

/** SPEC.md section 5: title or description, case-insensitive; category is All or a derived one. */
export function filterJobs(
  jobs: readonly JobSummary[],
  search: string,
  category: string,
): JobSummary[] {
  const needle = search.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (category === ALL_CATEGORIES || job.category === category) &&
      (needle === '' ||
        job.title.toLowerCase().includes(needle) ||
        job.description.toLowerCase().includes(needle)),
  );
}

export function categoriesOf(jobs: readonly JobSummary[]): string[] {
  return [...new Set(jobs.map((job) => job.category))].sort((a, b) =>
    a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b),
  );
}
