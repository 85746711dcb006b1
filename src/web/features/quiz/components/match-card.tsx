import { ArrowRight, GraduationCap, Star, X } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import type { RoleFacts } from '../role-facts.ts';

export interface MatchCardMatch {
  job: { job_id: string; title: string };
  match: number;
  reasons: readonly string[];
  levelFit?: string;
}

interface MatchCardProps {
  match: MatchCardMatch;
  rank: number;
  facts: RoleFacts;
  /** Where "View role" goes (with ?from=matches from the person's own results). */
  roleLink: string;
  headingLevel?: 'h2' | 'h3';
  /** "Why it matches you" on one's own results, "Why it matched" on a shared page. */
  reasonsTitle: string;
  /** Shortlist and set aside, on one's own results only. */
  actions?: {
    starred: boolean;
    setAside: boolean;
    onToggleShortlist: () => void;
    onToggleDismiss: () => void;
  };
}

export function MatchBar({ value }: { value: number }) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div
          className="h-full rounded-full bg-emerald-600 print:bg-emerald-700"
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="tabular w-12 text-right text-sm font-semibold text-navy-900">{value}%</span>
    </div>
  );
}

/** A quiz match: the fit, what the role pays and at what level, and why it matched. */
export function MatchCard({
  match,
  rank,
  facts,
  roleLink,
  headingLevel: Heading = 'h2',
  reasonsTitle,
  actions,
}: MatchCardProps) {
  const title = match.job.title;
  return (
    <li
      data-testid="match-card"
      className={`match-card flex flex-col rounded-xl border bg-white p-5 shadow-sm print:break-inside-avoid print:shadow-none ${
        actions?.starred ? 'border-emerald-500' : 'border-slate-200'
      } ${actions?.setAside ? 'opacity-70' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="tabular text-xs font-semibold text-slate-600">Match {rank}</p>
          <Heading className="text-lg font-semibold text-navy-900">{title}</Heading>
          <div className="mt-1">
            <Badge tone="navy">{facts.category}</Badge>
          </div>
        </div>
        {actions ? (
          <div className="flex gap-1 print:hidden">
            <button
              type="button"
              aria-pressed={actions.starred}
              aria-label={`Shortlist ${title}`}
              onClick={actions.onToggleShortlist}
              className={`rounded-full p-2 ${actions.starred ? 'text-amber-700' : 'text-slate-500 hover:text-amber-700'}`}
            >
              <Star
                aria-hidden="true"
                className="size-5"
                fill={actions.starred ? 'currentColor' : 'none'}
              />
            </button>
            <button
              type="button"
              aria-pressed={actions.setAside}
              aria-label={`${actions.setAside ? 'Bring back' : 'Set aside'} ${title}`}
              onClick={actions.onToggleDismiss}
              className="rounded-full p-2 text-slate-500 hover:text-red-700"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      <div className="mt-3">
        <MatchBar value={match.match} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm print:bg-white print:px-0">
        <div>
          <dt className="text-slate-600">Salary band</dt>
          <dd className="tabular font-semibold text-navy-900">{facts.salaryRange}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Level</dt>
          <dd className="font-semibold text-navy-900">{facts.level}</dd>
        </div>
      </dl>
      {match.levelFit ? (
        <p className="mt-3 flex gap-2 text-sm text-slate-700">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-600" />
          <span>{match.levelFit}</span>
        </p>
      ) : null}
      {match.reasons.length > 0 ? (
        <div className="mt-3">
          <p className="text-sm font-semibold text-navy-900">{reasonsTitle}</p>
          <ul
            className="mt-1 space-y-1 text-sm text-slate-700"
            aria-label={`${reasonsTitle}: ${title}`}
          >
            {match.reasons.map((reason) => (
              <li key={reason} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-emerald-600"
                />
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link
        to={roleLink}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-emerald-800 hover:underline print:hidden"
      >
        View role <span className="sr-only">{title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
