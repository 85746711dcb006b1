import { Search, SearchX, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { MAX_COMPARED_ROLES } from '../../../../shared/domain/role-comparison.ts';
import { DIFFICULTIES } from '../../../../shared/domain/role-derivations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJobs } from '../api/get-jobs.ts';
import {
  categoriesOf,
  hasFilters,
  LEVEL_LABELS,
  readCatalogueState,
  salaryOptions,
  SORTS,
  viewCatalogue,
  writeCatalogueState,
  type CatalogueState,
} from '../catalogue-query.ts';
import { useLiveSearchParams } from '../hooks/use-live-search-params.ts';
import { useFirstDraw } from '../../../lib/use-progressive-count.ts';
import { CompareTray } from './compare-tray.tsx';
import { RoleCard, type RoleCardProgress } from './role-card.tsx';

const selectClasses =
  'mt-1 h-[46px] w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-emerald-600';

/**
 * The role catalogue (SPEC.md section 2, issue 15): search ranked by relevance, filters for
 * category, level and salary band, a sort, and up to three roles picked for comparison. All of it
 * lives in the address (catalogue-query.ts), so Back from a role brings the same view back.
 */
export function RoleCatalogue({
  progress = {},
}: {
  /** Tasks passed per role the signed-in user has started, by job id. */
  progress?: Readonly<Record<string, RoleCardProgress>>;
} = {}) {
  const { data, isPending } = useJobs();
  const [params, setParams] = useLiveSearchParams();
  const state = readCatalogueState(params);
  const update = (change: Partial<CatalogueState>) =>
    setParams((current) => writeCatalogueState(current, change));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = {
    search: `${id}-search`,
    filters: `${id}-filters`,
    category: `${id}-category`,
    level: `${id}-level`,
    salary: `${id}-salary`,
    sort: `${id}-sort`,
    fullNote: `${id}-compare-full`,
  };

  const jobs = useMemo(() => data?.jobs ?? [], [data]);
  const categories = useMemo(() => categoriesOf(jobs), [jobs]);
  const salaries = useMemo(() => salaryOptions(jobs), [jobs]);
  const { category, level, salary, sort } = state;
  // Kept between renders while the address stays, so the cards (memoised) see the same terms.
  const query = params.toString();
  const view = useMemo(
    () => viewCatalogue(jobs, readCatalogueState(new URLSearchParams(query))),
    [jobs, query],
  );
  // The first time the catalogue is drawn in a visit, a card away from the screen is laid out only
  // as it comes near it: 130-odd cards (2,400 elements) cost a screenful of layout, not one long
  // task. Coming back, every card is laid out at once, so the scroll position can be put back.
  const layOutNearScreen = useFirstDraw('role-catalogue', data !== undefined);
  // Only the catalogue's own parameters: the way back must not reopen the quiz, say.
  const returnParams = writeCatalogueState(new URLSearchParams(), state).toString();
  const returnSearch = returnParams ? `?${returnParams}` : '';
  const filterCount = [category, level, salary].filter((value) => value !== null).length;
  const filtered = hasFilters(state) || state.search.trim() !== '';

  const picked = state.compare
    .map((jobId) => jobs.find((job) => job.job_id === jobId))
    .filter((job) => job !== undefined);
  const pickedIds = picked.map((job) => job.job_id);
  const full = pickedIds.length >= MAX_COMPARED_ROLES;
  // The same function from render to render, so the cards (memoised) are not drawn again for it.
  const togglePicked = useCallback(
    (jobId: string) =>
      setParams((current) => {
        const compared = readCatalogueState(current).compare.filter((picked) =>
          jobs.some((job) => job.job_id === picked),
        );
        return writeCatalogueState(current, {
          compare: compared.includes(jobId)
            ? compared.filter((x) => x !== jobId)
            : [...compared, jobId],
        });
      }),
    [setParams, jobs],
  );

  const clearFilters = () => {
    update({ search: '', category: null, level: null, salary: null });
    searchRef.current?.focus();
  };

  return (
    <section aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="sr-only">
        Role catalogue
      </h2>
      <div
        role="search"
        aria-label="Find roles"
        className="flex flex-col gap-3 lg:flex-row lg:items-end"
      >
        <div className="flex items-end gap-2 lg:flex-[2]">
          <div className="min-w-0 flex-1">
            <label htmlFor={ids.search} className="block text-sm font-medium text-slate-700">
              Search roles
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id={ids.search}
                ref={searchRef}
                type="search"
                value={state.search}
                onChange={(event) => update({ search: event.target.value })}
                placeholder="Try “risk”, “treasury” or “ESG”"
                className="h-[46px] w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-slate-500 focus:border-emerald-600"
              />
            </div>
          </div>
          <Button
            variant="secondary"
            className="min-h-[46px] shrink-0 sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {filterCount > 0 ? (
              <span className="tabular rounded-full bg-emerald-700 px-1.5 text-xs text-white">
                {filterCount}
                <span className="sr-only"> on</span>
              </span>
            ) : null}
          </Button>
        </div>
        <div
          id={ids.filters}
          className={`${filtersOpen ? 'grid' : 'hidden'} gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid sm:grid-cols-3 sm:border-0 sm:bg-transparent sm:p-0 lg:flex-[3]`}
        >
          <div>
            <label htmlFor={ids.category} className="block text-sm font-medium text-slate-700">
              Category
            </label>
            <select
              id={ids.category}
              value={category ?? ''}
              onChange={(event) =>
                update({
                  category: categories.find((c) => c === event.target.value) ?? null,
                })
              }
              className={selectClasses}
            >
              <option value="">All categories</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.level} className="block text-sm font-medium text-slate-700">
              Level
            </label>
            <select
              id={ids.level}
              value={level ?? ''}
              onChange={(event) =>
                update({ level: DIFFICULTIES.find((d) => d === event.target.value) ?? null })
              }
              className={selectClasses}
            >
              <option value="">All levels</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {LEVEL_LABELS[d]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.salary} className="block text-sm font-medium text-slate-700">
              Salary band
            </label>
            <select
              id={ids.salary}
              value={salary ?? ''}
              onChange={(event) => update({ salary: event.target.value || null })}
              className={selectClasses}
            >
              <option value="">All salary bands</option>
              {salaries.map((band) => (
                <option key={band.key} value={band.key}>
                  {band.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {data?.reduced ? (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <p>
            We couldn’t load the full catalogue, so we’re showing a reduced list of {jobs.length}{' '}
            core roles. Reload the page in a moment to see all of them.
          </p>
        </div>
      ) : null}

      {isPending ? (
        // As tall as the screen, so the footer does not show and then drop as the cards arrive.
        <div className="min-h-dvh py-16 text-center">
          <Spinner label="Loading roles…" />
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="flex items-center gap-3 text-sm">
              <p className="text-slate-600" aria-live="polite">
                <span className="max-sm:sr-only">Showing </span>
                <span className="tabular font-semibold text-slate-900">
                  {view.jobs.length}
                </span> of <span className="tabular">{jobs.length}</span> roles
              </p>
              {filtered && view.jobs.length > 0 ? (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
                >
                  Clear filters
                </button>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={ids.sort} className="text-sm font-medium text-slate-700">
                Sort
              </label>
              <select
                id={ids.sort}
                value={sort}
                onChange={(event) =>
                  update({ sort: SORTS.find((s) => s.key === event.target.value)?.key })
                }
                className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm shadow-sm focus:border-emerald-600"
              >
                {SORTS.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {view.jobs.length === 0 ? (
            <Card className="mt-4 flex flex-col items-center px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <p className="mt-4 text-lg font-semibold text-navy-900">No roles found</p>
              <p className="mt-1 text-slate-600">Try adjusting your search or filter criteria</p>
              <Button variant="secondary" className="mt-6" onClick={clearFilters}>
                Clear filters
              </Button>
            </Card>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {view.jobs.map((job) => (
                <RoleCard
                  key={job.job_id}
                  job={job}
                  progress={progress[job.job_id]}
                  terms={view.terms}
                  returnSearch={returnSearch}
                  selected={pickedIds.includes(job.job_id)}
                  full={full}
                  onToggle={togglePicked}
                  fullNoteId={ids.fullNote}
                  layOutNearScreen={layOutNearScreen}
                />
              ))}
            </ul>
          )}
          {picked.length > 0 ? (
            <CompareTray
              picked={picked}
              onRemove={togglePicked}
              onClear={() => update({ compare: [] })}
              fullNoteId={ids.fullNote}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
