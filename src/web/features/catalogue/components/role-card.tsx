import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const difficultyLabel = { entry: 'Entry level', mid: 'Mid level', senior: 'Senior' } as const;

/** How far the signed-in user has got with a role they started. */
export interface RoleCardProgress {
  passed: number;
  graded: number;
}

export function RoleCard({ job, progress }: { job: JobSummary; progress?: RoleCardProgress }) {
  return (
    <li className="h-full">
      <Link
        to={`/simulations/${job.job_id}`}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-emerald-400 hover:shadow-md"
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone="navy">{job.category}</Badge>
          <Badge
            tone={
              job.difficulty === 'entry'
                ? 'emerald'
                : job.difficulty === 'senior'
                  ? 'amber'
                  : 'slate'
            }
          >
            {difficultyLabel[job.difficulty]}
          </Badge>
        </div>
        <h2 className="mt-3 text-lg font-semibold text-navy-900 group-hover:text-emerald-800">
          {job.title}
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{job.summary}</p>
        {progress ? (
          <p className="tabular mt-3 text-sm font-medium text-emerald-800">
            Tasks passed {progress.passed} of {progress.graded}
          </p>
        ) : null}
        <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3 text-sm">
          <span className="tabular font-medium text-slate-800">
            <span className="sr-only">Salary band: </span>
            {job.salary_range}
          </span>
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            View role <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </div>
      </Link>
    </li>
  );
}
