import { ArrowLeft, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { useQuizLocalState } from '../quiz-storage.ts';

/**
 * On a role opened from the quiz results (`?from=matches`): how well it matched, why, and the way
 * back to all the matches. Nothing when this device has no results holding the role.
 */
export function MatchContext({ jobId }: { jobId: string }) {
  const { results } = useQuizLocalState();
  if (!results) return null;
  const index = results.matches.findIndex((m) => m.job.job_id === jobId);
  const match = results.matches[index];
  const back = (
    <Link
      to="/results"
      className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 hover:text-emerald-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to your matches
    </Link>
  );
  if (!match) return <div className="print:hidden">{back}</div>;
  return (
    <section
      aria-labelledby="match-context-title"
      className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 print:hidden"
    >
      {back}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id="match-context-title" className="text-lg font-semibold text-navy-900">
          Why this matches you
        </p>
        <p className="tabular text-sm text-slate-700">
          Match {index + 1} of {results.matches.length} ·{' '}
          <span className="font-semibold text-emerald-800">{match.match}%</span>
        </p>
      </div>
      {match.levelFit ? (
        <p className="flex gap-2 text-sm text-slate-800">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
          <span>{match.levelFit}</span>
        </p>
      ) : null}
      {match.reasons.length > 0 ? (
        <ul className="space-y-1 text-slate-800">
          {match.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-emerald-600"
              />
              {reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          This role was among the popular roles shown when your matches could not be worked out.
        </p>
      )}
    </section>
  );
}
