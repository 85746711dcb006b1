import { ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { ShownMatch } from '../quiz-storage.ts';
import { roleFacts, type CatalogueIndex } from '../role-facts.ts';
import { matchRoleLink } from './results-view.tsx';

/**
 * SPEC.md's top matches on the role catalogue, in brief: the best three (one on a phone, so the
 * catalogue starts on the first screen), with the way to all 12 and why.
 */
export function MatchesSummary({
  matches,
  dismissed,
  catalogue,
  onRetake,
  resumeStep,
}: {
  matches: readonly ShownMatch[];
  dismissed: readonly string[];
  catalogue: CatalogueIndex;
  onRetake: () => void;
  /** A retake left part way: the question to go back to. */
  resumeStep: number | null;
}) {
  const top = matches.filter((m) => !dismissed.includes(m.job.job_id)).slice(0, 3);
  return (
    <section
      aria-labelledby="matches-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="matches-heading" className="text-lg font-bold text-navy-900 sm:text-xl">
          Your top matches
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onRetake}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-navy-800 hover:bg-navy-50"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {resumeStep ? `Continue the retake (question ${resumeStep})` : 'Retake quiz'}
          </button>
          <ButtonLink to="/results" size="md">
            See all {matches.length} and why <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
      <ol className="mt-3 divide-y divide-slate-100">
        {top.map((m, i) => {
          const facts = roleFacts({ ...m.job, category: m.category }, catalogue);
          return (
            <li
              key={m.job.job_id}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 ${i > 0 ? 'max-sm:hidden' : 'max-sm:border-b-0'}`}
            >
              <Link
                to={matchRoleLink(m.job.job_id)}
                className="font-semibold text-navy-900 hover:text-emerald-800 hover:underline"
              >
                {m.job.title}
              </Link>
              <span className="tabular text-sm text-slate-600">
                <span className="font-semibold text-emerald-800">{m.match}%</span> ·{' '}
                {facts.salaryRange} · {facts.level}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
