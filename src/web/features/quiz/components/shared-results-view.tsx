import { Printer, Sparkles } from 'lucide-react';
import type { SharedResults } from '../../../../shared/contracts/shares.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LEVEL_LABELS } from '../role-facts.ts';
import { MatchCard } from './match-card.tsx';
import { formatQuizDate } from './results-view.tsx';

/**
 * A shared link (`/results/:shareId`): the matches someone chose to share, read-only, with links to
 * the roles. Their answers were never stored, so they cannot show here.
 */
export function SharedResultsView({ shared }: { shared: SharedResults }) {
  return (
    <article aria-labelledby="shared-heading" className="quiz-results space-y-6">
      <p className="hidden text-sm font-semibold tracking-[0.2em] text-emerald-800 uppercase print:block">
        FinSim career matches
      </p>
      <div>
        <h1
          id="shared-heading"
          className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
        >
          Shared career matches
        </h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-600">
          The roles FinSim&rsquo;s quiz matched someone with, shared on{' '}
          {formatQuizDate(shared.sharedAt)}. Their answers stay private.
        </p>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <ButtonLink to="/role-selection?quiz=start">
          <Sparkles aria-hidden="true" className="size-4" /> Take the quiz yourself
        </ButtonLink>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </Button>
      </div>
      {shared.matches.length === 0 ? (
        <p className="text-slate-700">The roles in these results are no longer in the catalogue.</p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
          {shared.matches.map((m, i) => (
            <MatchCard
              key={m.job_id}
              match={{ job: m, match: m.score, reasons: m.reasons, levelFit: m.levelFit }}
              rank={i + 1}
              facts={{
                category: m.category,
                salaryRange: m.salary_range,
                difficulty: m.difficulty,
                level: LEVEL_LABELS[m.difficulty],
              }}
              roleLink={`/simulations/${encodeURIComponent(m.job_id)}`}
              reasonsTitle="Why it matched"
            />
          ))}
        </ol>
      )}
    </article>
  );
}
