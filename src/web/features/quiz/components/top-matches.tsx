import { ArrowRight, Columns3, RotateCcw, Star, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QuizMatch } from '../../../../shared/contracts/quiz.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import {
  compareUrl,
  MAX_COMPARED_ROLES,
  MIN_COMPARED_ROLES,
} from '../../../../shared/domain/role-comparison.ts';

interface TopMatchesProps {
  matches: readonly QuizMatch[];
  personalised: boolean;
  shortlisted: readonly string[];
  dismissed: readonly string[];
  onToggleShortlist: (jobId: string) => void;
  onToggleDismiss: (jobId: string) => void;
  onRetake: () => void;
  /** Move focus (and the view) to the results, as after finishing the quiz. */
  focusOnMount?: boolean;
}

function MatchBar({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${value}%` }} />
      </div>
      <span className="tabular w-12 text-right text-sm font-semibold text-navy-900">{value}%</span>
    </div>
  );
}

export function TopMatches(props: TopMatchesProps) {
  const {
    matches,
    personalised,
    shortlisted,
    dismissed,
    onToggleShortlist,
    onToggleDismiss,
    onRetake,
  } = props;
  const [showDismissed, setShowDismissed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!props.focusOnMount) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [props.focusOnMount]);
  const visible = matches.filter((m) => showDismissed || !dismissed.includes(m.job.job_id));
  const hiddenCount = matches.filter((m) => dismissed.includes(m.job.job_id)).length;
  // Role comparison (issue 15, catalogue side): the shortlist when it holds two or more, else
  // the top three matches still in play.
  const kept = matches.filter((m) => !dismissed.includes(m.job.job_id)).map((m) => m.job.job_id);
  const starredIds = kept.filter((id) => shortlisted.includes(id));
  const compareIds = (starredIds.length >= MIN_COMPARED_ROLES ? starredIds : kept).slice(
    0,
    MAX_COMPARED_ROLES,
  );

  return (
    <section aria-labelledby="matches-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="matches-heading"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-bold tracking-tight text-navy-900 focus:outline-none"
          >
            Your top matches
          </h2>
          <p className="text-slate-600">
            {shortlisted.length > 0
              ? `${shortlisted.length} on your shortlist. `
              : 'Star the roles you want to keep; set aside the ones that are not for you. '}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {hiddenCount > 0 ? (
            <Button variant="ghost" onClick={() => setShowDismissed(!showDismissed)}>
              {showDismissed ? 'Hide set-aside roles' : `Show ${hiddenCount} set aside`}
            </Button>
          ) : null}
          {compareIds.length >= MIN_COMPARED_ROLES ? (
            <ButtonLink variant="secondary" to={compareUrl(compareIds)}>
              <Columns3 aria-hidden="true" className="size-4" />
              {starredIds.length >= MIN_COMPARED_ROLES
                ? 'Compare shortlist'
                : `Compare top ${compareIds.length}`}
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={onRetake}>
            <RotateCcw aria-hidden="true" className="size-4" /> Retake quiz
          </Button>
        </div>
      </div>
      {personalised ? null : (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <p>
            We could not work out your matches just now, so these are popular roles, not
            personalised to your answers. Retake the quiz in a moment for your own results.
          </p>
        </div>
      )}
      <ol className="grid gap-4 md:grid-cols-2">
        {visible.map((m, rank) => {
          const starred = shortlisted.includes(m.job.job_id);
          const setAside = dismissed.includes(m.job.job_id);
          return (
            <li
              key={m.job.job_id}
              data-testid="match-card"
              className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${starred ? 'border-emerald-500' : 'border-slate-200'} ${setAside ? 'opacity-60' : ''}`}
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="tabular text-xs font-semibold text-slate-500">Match {rank + 1}</p>
                  <h3 className="text-lg font-semibold text-navy-900">{m.job.title}</h3>
                  <div className="mt-1">
                    <Badge tone="navy">{m.category}</Badge>
                  </div>
                </div>
                <div className="flex gap-1">
                  <button
                    type="button"
                    aria-pressed={starred}
                    aria-label={`Shortlist ${m.job.title}`}
                    onClick={() => onToggleShortlist(m.job.job_id)}
                    className={`rounded-full p-2 ${starred ? 'text-amber-600' : 'text-slate-400 hover:text-amber-600'}`}
                  >
                    <Star
                      aria-hidden="true"
                      className="size-5"
                      fill={starred ? 'currentColor' : 'none'}
                    />
                  </button>
                  <button
                    type="button"
                    aria-pressed={setAside}
                    aria-label={`${setAside ? 'Bring back' : 'Set aside'} ${m.job.title}`}
                    onClick={() => onToggleDismiss(m.job.job_id)}
                    className="rounded-full p-2 text-slate-400 hover:text-red-700"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </div>
              <div className="mt-3">
                <MatchBar value={m.match} />
              </div>
              {m.reasons.length > 0 ? (
                <ul
                  className="mt-3 space-y-1 text-sm text-slate-700"
                  aria-label={`Why ${m.job.title} matches you`}
                >
                  {m.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-600"
                      />
                      {reason}
                    </li>
                  ))}
                </ul>
              ) : null}
              <Link
                to={`/simulations/${m.job.job_id}`}
                className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-emerald-800 hover:underline"
              >
                View role <span className="sr-only">{m.job.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
