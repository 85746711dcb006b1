import { SearchX, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useJobs } from '../api/get-jobs.ts';
import { ALL_CATEGORIES, categoriesOf, filterJobs } from '../filter-jobs.ts';
import { RoleCard, type RoleCardProgress } from './role-card.tsx';

export function RoleCatalogue({
  progress = {},
}: {
  /** Tasks passed per role the signed-in user has started, by job id. */
  progress?: Readonly<Record<string, RoleCardProgress>>;
} = {}) {
  const { data, isPending } = useJobs();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const searchId = useId();
  const categoryId = useId();

  const jobs = useMemo(() => data?.jobs ?? [], [data]);
  const categories = useMemo(() => categoriesOf(jobs), [jobs]);
  const visible = useMemo(() => filterJobs(jobs, search, category), [jobs, search, category]);

  return (
    <section aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="sr-only">
        Role catalogue
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
            Search roles
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Try “analyst”, “treasury” or “ESG”"
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm placeholder:text-slate-500 focus:border-emerald-600"
          />
        </div>
        <div className="sm:w-64">
          <label htmlFor={categoryId} className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-emerald-600"
          >
            <option value={ALL_CATEGORIES}>All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
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
        <div className="py-16 text-center">
          <Spinner label="Loading roles…" />
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            Showing <span className="tabular font-semibold text-slate-900">{visible.length}</span>{' '}
            of <span className="tabular">{jobs.length}</span> roles
          </p>
          {visible.length === 0 ? (
            <Card className="mt-4 flex flex-col items-center px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="size-10 text-slate-400" />
              <p className="mt-4 text-lg font-semibold text-navy-900">No roles found</p>
              <p className="mt-1 text-slate-600">Try adjusting your search or filter criteria</p>
            </Card>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((job) => (
                <RoleCard key={job.job_id} job={job} progress={progress[job.job_id]} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
