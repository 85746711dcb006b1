import { useQueries } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, Link2, Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobProfile, JobSummary } from '../../../../shared/contracts/catalogue.ts';
import type { SimulationOutline } from '../../../../shared/contracts/simulation.ts';
import {
  MAX_COMPARED_ROLES,
  MIN_COMPARED_ROLES,
} from '../../../../shared/domain/role-comparison.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { jobQueryOptions } from '../api/get-job.ts';
import { useJobs } from '../api/get-jobs.ts';
import { simulationOutlineQueryOptions } from '../api/get-simulation-outline.ts';
import { categoriesOf, LEVEL_LABELS } from '../catalogue-query.ts';
import { levelTone } from './role-card.tsx';
import { SalaryBandBar } from './salary-band-bar.tsx';

/** SPEC.md section 9: a role's profile shows at most 5 daily tasks; so does the comparison. */
const DAY_CAP = 5;

const SECTIONS = {
  salary: 'Salary band',
  level: 'Level and path',
  skills: 'Skills',
  day: 'A typical day',
  tasks: 'What the simulation asks you to do',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 px-5 py-4">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="space-y-2 text-sm leading-6 text-slate-700">
      {items.map((item, i) => (
        <li key={item} className="flex gap-2.5">
          {ordered ? (
            <span
              aria-hidden="true"
              className="tabular mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-xs font-semibold text-emerald-800"
            >
              {i + 1}
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-emerald-600"
            />
          )}
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

/**
 * A column's frame: a card on a phone; on wider screens its six parts (header and five sections)
 * sit in rows the columns share (CSS subgrid), so each part lines up across the roles however
 * long its text.
 */
const columnClasses =
  'flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm md:row-span-6 md:grid md:grid-rows-subgrid md:gap-0';

function RoleColumn({
  job,
  outline,
  outlineFailed,
  onRemove,
}: {
  job: JobProfile;
  outline: SimulationOutline | undefined;
  outlineFailed: boolean;
  onRemove: () => void;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={columnClasses}>
      <header className="p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge tone="navy">{job.category}</Badge>
            <Badge tone={levelTone(job.difficulty)}>{LEVEL_LABELS[job.difficulty]}</Badge>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${job.title} from the comparison`}
            className="-mt-1 -mr-2 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-navy-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <h2 id={headingId} className="mt-3 text-xl font-semibold text-navy-900">
          {job.title}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{job.summary}</p>
        <Link
          to={`/simulations/${job.job_id}`}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline"
        >
          View role<span className="sr-only"> {job.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <Section title={SECTIONS.salary}>
        <SalaryBandBar title={job.title} />
      </Section>
      <Section title={SECTIONS.level}>
        <p className="text-sm font-semibold text-navy-900">{LEVEL_LABELS[job.difficulty]}</p>
        <ul className="mt-1 space-y-1 text-sm leading-6 text-slate-700">
          {job.experienceLevels.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </Section>
      <Section title={SECTIONS.skills}>
        <ul className="flex flex-wrap gap-1.5">
          {job.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-800"
            >
              {skill}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={SECTIONS.day}>
        <Bullets items={job.dailyTasks.slice(0, DAY_CAP)} />
      </Section>
      <Section title={SECTIONS.tasks}>
        {outline ? (
          outline.tasks.length > 0 ? (
            <>
              <Bullets items={outline.tasks} ordered />
              <p className="mt-3 text-sm text-slate-600">
                Written answers in a simulated week at work, each with feedback.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">This role’s simulation is still being written.</p>
          )
        ) : outlineFailed ? (
          <p className="text-sm text-slate-600">
            The simulation’s tasks could not be loaded. Please reload the page.
          </p>
        ) : (
          <Spinner label="Loading tasks…" className="text-sm" />
        )}
      </Section>
    </article>
  );
}

/**
 * On a phone the roles stack, one long card each: this small table puts the figures that are
 * easiest to compare (level and salary band) side by side before them.
 */
function AtAGlance({ jobs }: { jobs: readonly JobProfile[] }) {
  return (
    <div className="mb-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:hidden">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The roles at a glance</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Level
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Salary
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <tr key={job.job_id}>
              <th scope="row" className="px-3 py-2 font-medium text-navy-900">
                {job.title}
              </th>
              <td className="px-3 py-2 text-slate-700">{LEVEL_LABELS[job.difficulty]}</td>
              <td className="tabular px-3 py-2 text-right whitespace-nowrap text-slate-800">
                {job.salary_range}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A place in the comparison: a role loading, one the address names wrongly, or the place to add
 * another (at the top, where the eye starts).
 */
function PlaceholderColumn({ children, top = false }: { children: ReactNode; top?: boolean }) {
  if (top) {
    // An open place: as tall as what it holds, dashed so it reads as room for one more.
    return (
      <div
        id="add-role"
        className="scroll-mt-24 rounded-xl border-2 border-dashed border-slate-300 bg-white/60 p-6 md:row-span-6 md:self-start"
      >
        {children}
      </div>
    );
  }
  return (
    <div className={`${columnClasses} min-h-72 items-center justify-center p-6 text-center`}>
      <div className="w-full md:row-span-6 md:self-center">{children}</div>
    </div>
  );
}

/** Roles like the first one compared (same category, nearest in level), to add in one click. */
function suggestionsFor(
  first: JobSummary | undefined,
  jobs: readonly JobSummary[],
  taken: readonly string[],
): JobSummary[] {
  if (!first) return [];
  const level = { entry: 0, mid: 1, senior: 2 } as const;
  return jobs
    .filter((job) => job.category === first.category && !taken.includes(job.job_id))
    .sort(
      (a, b) =>
        Math.abs(level[a.difficulty] - level[first.difficulty]) -
        Math.abs(level[b.difficulty] - level[first.difficulty]),
    )
    .slice(0, 3);
}

function AddRole({
  jobs,
  taken,
  onAdd,
}: {
  jobs: readonly JobSummary[];
  taken: readonly string[];
  onAdd: (jobId: string) => void;
}) {
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const available = jobs.filter((job) => !taken.includes(job.job_id));
  const suggestions = suggestionsFor(
    jobs.find((job) => job.job_id === taken[0]),
    jobs,
    taken,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    onAdd(choice);
    setChoice('');
  };
  return (
    <div className="mx-auto w-full max-w-sm text-left">
      <h2 className="text-lg font-semibold text-navy-900">
        {taken.length === 0 ? 'Choose a role' : 'Add a role to compare'}
      </h2>
      <form onSubmit={submit} className="mt-3">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
          Role
        </label>
        <div className="mt-1 flex gap-2">
          <select
            id={selectId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="h-10 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2.5 text-sm shadow-sm focus:border-emerald-600"
          >
            <option value="">Pick a role…</option>
            {categoriesOf(available).map((category) => (
              <optgroup key={category} label={category}>
                {available
                  .filter((job) => job.category === category)
                  .map((job) => (
                    <option key={job.job_id} value={job.job_id}>
                      {job.title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <Button type="submit" disabled={!choice}>
            <Plus aria-hidden="true" className="size-4" /> Add
          </Button>
        </div>
      </form>
      {suggestions.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-medium text-slate-700">Roles in the same field</h3>
          <ul className="mt-2 flex flex-col items-start gap-1.5">
            {suggestions.map((job) => (
              <li key={job.job_id}>
                <button
                  type="button"
                  onClick={() => onAdd(job.job_id)}
                  className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-navy-900 hover:border-emerald-600 hover:bg-emerald-50"
                >
                  <Plus aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Add </span>
                  {job.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function CopyLink() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void copy()}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Link2 aria-hidden="true" className="size-4" />
        )}
        Copy link
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {state === 'copied'
          ? 'Link copied: anyone who opens it sees this comparison.'
          : state === 'failed'
            ? 'Copy the address from your browser’s address bar to share this comparison.'
            : ''}
      </p>
    </div>
  );
}

/**
 * Two or three roles side by side (PRODUCT.md "Role comparison"): salary band, level and path,
 * skills, a typical day and the tasks the simulation asks for, from public data only. The roles
 * come from the address; adding or removing one asks the route to change it.
 */
export function RoleComparison({
  jobIds,
  onChange,
}: {
  jobIds: readonly string[];
  onChange: (jobIds: string[]) => void;
}) {
  const catalogue = useJobs().data?.jobs ?? [];
  const profiles = useQueries({ queries: jobIds.map((id) => jobQueryOptions(id)) });
  const outlines = useQueries({
    queries: jobIds.map((id) => simulationOutlineQueryOptions(id)),
  });
  const remove = (jobId: string) => onChange(jobIds.filter((id) => id !== jobId));
  const add = (jobId: string) => onChange([...jobIds, jobId]);
  const loaded = profiles.flatMap((query) => (query.data ? [query.data] : []));
  const slots = jobIds.length < MAX_COMPARED_ROLES ? 1 : 0;
  const columns = jobIds.length + slots;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/role-selection${jobIds.length > 0 ? `?compare=${jobIds.join(',')}` : ''}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:text-emerald-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All roles
        </Link>
        {jobIds.length >= MIN_COMPARED_ROLES ? <CopyLink /> : null}
      </div>
      {jobIds.length === 1 ? (
        <p className="mb-4 text-slate-700">
          {/* On a phone the place to add one is below the whole role: this leads to it. */}
          <a
            href="#add-role"
            className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
          >
            Add one or two roles
          </a>{' '}
          to compare it with.
        </p>
      ) : null}
      {loaded.length >= MIN_COMPARED_ROLES ? <AtAGlance jobs={loaded} /> : null}
      <div
        className={`grid grid-cols-1 gap-4 md:gap-y-0 ${columns >= 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}
      >
        {jobIds.map((jobId, i) => {
          const profile = profiles[i]!;
          const outline = outlines[i]!;
          if (profile.data) {
            return (
              <RoleColumn
                key={jobId}
                job={profile.data}
                outline={outline.data}
                outlineFailed={outline.isError}
                onRemove={() => remove(jobId)}
              />
            );
          }
          return (
            <PlaceholderColumn key={jobId}>
              {profile.isError ? (
                <>
                  <p className="font-semibold text-navy-900">
                    {profile.error instanceof ApiError && profile.error.status === 404
                      ? `We have no role called “${jobId}”.`
                      : 'This role could not be loaded.'}
                  </p>
                  <Button variant="secondary" className="mt-4" onClick={() => remove(jobId)}>
                    Remove it
                  </Button>
                </>
              ) : (
                <Spinner label="Loading role…" />
              )}
            </PlaceholderColumn>
          );
        })}
        {slots > 0 ? (
          <PlaceholderColumn top>
            <AddRole jobs={catalogue} taken={jobIds} onAdd={add} />
          </PlaceholderColumn>
        ) : null}
      </div>
      {jobIds.length >= MAX_COMPARED_ROLES ? (
        <p className="mt-4 text-sm text-slate-600">
          Three roles is the most that fit side by side. Remove one to add another.
        </p>
      ) : null}
    </div>
  );
}
