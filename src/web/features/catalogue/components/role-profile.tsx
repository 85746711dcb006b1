import { ArrowLeft, BriefcaseBusiness, CalendarClock, Columns3, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { compareUrl } from '../../../../shared/domain/role-comparison.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { catalogueHref } from '../../../lib/catalogue-return.ts';
import { useJob } from '../api/get-job.ts';
import { SalaryBandBar } from './salary-band-bar.tsx';

/** SPEC.md section 9: the profile shows at most 5 responsibilities and 5 daily tasks. */
const PROFILE_LIST_CAP = 5;

function ListCard({
  title,
  icon,
  items,
}: {
  title: string;
  icon: ReactNode;
  items: readonly string[];
}) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        {icon}
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.slice(0, PROFILE_LIST_CAP).map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-600"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** An unknown role, or one that could not be loaded, with a way back to the catalogue. */
export function RoleUnavailable({ missing }: { missing: boolean }) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-navy-900">
        {missing ? 'Role not found' : 'This role could not be loaded'}
      </h1>
      <p className="mt-3 text-slate-600">
        {missing
          ? 'We have no role at this address. It may have been renamed.'
          : 'Please check your connection and try again in a moment.'}
      </p>
      <ButtonLink to="/role-selection" className="mt-6">
        Browse all roles
      </ButtonLink>
    </Card>
  );
}

export function RoleProfile({
  jobId,
  renderSimulation,
  showBackLink = true,
}: {
  jobId: string;
  /** The way into the role's simulation, composed by the route. */
  renderSimulation?: (job: { job_id: string; title: string }) => ReactNode;
  /** Off where the page's own header already leads back to the roles. */
  showBackLink?: boolean;
}) {
  const { data: job, isPending, error } = useJob(jobId);
  const back = catalogueHref(useLocation().state);

  if (isPending) {
    return (
      <div className="py-24 text-center">
        <Spinner label="Loading role…" />
      </div>
    );
  }
  if (error || !job)
    return <RoleUnavailable missing={error instanceof ApiError && error.status === 404} />;

  return (
    <article className="space-y-6">
      {showBackLink ? (
        <Link
          to={back}
          className="inline-flex items-center gap-1 text-sm font-medium text-navy-700 hover:text-emerald-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All roles
        </Link>
      ) : null}
      <header className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge tone="emerald">{job.category}</Badge>
          <Badge tone="slate">
            {job.difficulty === 'entry'
              ? 'Entry level'
              : job.difficulty === 'senior'
                ? 'Senior'
                : 'Mid level'}
          </Badge>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{job.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-navy-100">{job.summary}</p>
        <Link
          to={compareUrl([job.job_id])}
          className="mt-5 inline-flex min-h-10 items-center gap-2 rounded-lg border border-navy-400 px-3 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          <Columns3 aria-hidden="true" className="size-4" /> Compare with other roles
        </Link>
      </header>

      {renderSimulation ? renderSimulation(job) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold text-navy-900">About the role</h2>
          <p className="mt-3 leading-7 text-slate-700">{job.description}</p>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Core skills
          </h3>
          <div className="mt-3">
            <Chips items={job.skills} />
          </div>
        </Card>
        <Card className="space-y-6 p-6">
          <SalaryBandBar title={job.title} />
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              How people get in and grow
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {job.experienceLevels.map((level) => (
                <li key={level}>{level}</li>
              ))}
            </ul>
          </div>
        </Card>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <ListCard
          title="Responsibilities"
          icon={<BriefcaseBusiness aria-hidden="true" className="size-5 text-emerald-700" />}
          items={job.responsibilities}
        />
        <ListCard
          title="A typical day"
          icon={<CalendarClock aria-hidden="true" className="size-5 text-emerald-700" />}
          items={job.dailyTasks}
        />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Sparkles aria-hidden="true" className="size-5 text-emerald-700" /> You might enjoy it
            if you like
          </h2>
          <div className="mt-4">
            <Chips items={job.interests} />
          </div>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-navy-900">People who thrive here are</h2>
          <div className="mt-4">
            <Chips items={job.personalityTraits} />
          </div>
        </Card>
      </div>
    </article>
  );
}
