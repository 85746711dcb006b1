import { formatLongDate } from '../../../../shared/domain/formats.ts';
import {
  Check,
  Columns3,
  Copy,
  Link2,
  Printer,
  RotateCcw,
  Share2,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  compareUrl,
  MAX_COMPARED_ROLES,
  MIN_COMPARED_ROLES,
} from '../../../../shared/domain/role-comparison.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { shareResults } from '../api/share-results.ts';
import { useShortlist } from '../hooks/use-shortlist.ts';
import { useQuizLocalState, type StoredResults } from '../quiz-storage.ts';
import { roleFacts, type CatalogueIndex } from '../role-facts.ts';
import { MatchCard } from './match-card.tsx';

/** Where a match's "View role" goes from one's own results: the role page says why, and links back. */
export const matchRoleLink = (jobId: string) =>
  `/simulations/${encodeURIComponent(jobId)}?from=matches`;

export function formatQuizDate(iso: string): string {
  return formatLongDate(new Date(iso));
}

type ShareState =
  | { kind: 'idle' }
  | { kind: 'sharing' }
  | { kind: 'shared'; url: string; copied: boolean }
  | { kind: 'failed'; message: string };

function SharePanel({ results }: { results: StoredResults }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const share = async () => {
    setState({ kind: 'sharing' });
    try {
      const { url } = await shareResults(results.answers);
      setState({ kind: 'shared', url, copied: false });
    } catch (error) {
      setState({
        kind: 'failed',
        message:
          error instanceof ApiError && error.code !== 'http-error'
            ? error.message
            : 'The link could not be made just now. Please try again in a moment.',
      });
    }
  };

  useEffect(() => {
    if (state.kind === 'shared' && !state.copied) input.current?.select();
  }, [state]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setState({ kind: 'shared', url, copied: true });
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      input.current?.select();
    }
  };

  if (state.kind !== 'shared') {
    return (
      <div className="print:hidden">
        <Button
          variant="secondary"
          onClick={() => void share()}
          disabled={state.kind === 'sharing'}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {state.kind === 'sharing' ? 'Making a link…' : 'Share results'}
        </Button>
        {state.kind === 'failed' ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {state.message}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="w-full rounded-xl border border-emerald-200 bg-emerald-50 p-4 print:hidden">
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <Link2 aria-hidden="true" className="size-4 text-emerald-800" /> Your link is ready
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Anyone with this link sees your matches and why they fit, but not your answers.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="share-url" className="sr-only">
          Link to your shared results
        </label>
        <input
          id="share-url"
          ref={input}
          readOnly
          value={state.url}
          className="min-h-10 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-navy-900"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={() => void copy(state.url)}>
          {state.copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state.copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-emerald-900">
        {state.copied ? 'Link copied.' : ''}
      </p>
    </div>
  );
}

/**
 * The results page (`/results`): the 12 matches with the salary band, level and reasons of each,
 * the shortlist, a print-ready layout (A4 portrait, see styles.css) and a link to share them.
 */
export function ResultsView({
  catalogue,
  signedIn,
}: {
  catalogue: CatalogueIndex;
  signedIn: boolean;
}) {
  const { results } = useQuizLocalState();
  const { shortlisted, dismissed, toggleShortlist, toggleDismiss } = useShortlist(signedIn);
  const [showDismissed, setShowDismissed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fromQuiz = (useLocation().state as { fromQuiz?: boolean } | null)?.fromQuiz === true;

  // Arriving from the quiz, the reader starts at the results it produced.
  useEffect(() => {
    if (fromQuiz) headingRef.current?.focus();
  }, [fromQuiz]);

  if (!results) {
    return (
      <div className="mx-auto max-w-xl text-center">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold text-navy-900 focus:outline-none"
        >
          No matches yet
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Take the 20-question quiz and we will show the 12 roles that fit you best, and why.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/role-selection?quiz=start">Take the quiz</ButtonLink>
          <ButtonLink to="/role-selection" variant="secondary">
            Browse all roles
          </ButtonLink>
        </div>
      </div>
    );
  }

  const visible = results.matches.filter((m) => showDismissed || !dismissed.includes(m.job.job_id));
  const hiddenCount = results.matches.filter((m) => dismissed.includes(m.job.job_id)).length;
  const kept = results.matches.filter((m) => shortlisted.includes(m.job.job_id)).length;
  // Role comparison: the shortlist when it holds two or more, else the top matches still in play.
  const inPlay = results.matches
    .filter((m) => !dismissed.includes(m.job.job_id))
    .map((m) => m.job.job_id);
  const starred = inPlay.filter((id) => shortlisted.includes(id));
  const compareIds = (starred.length >= MIN_COMPARED_ROLES ? starred : inPlay).slice(
    0,
    MAX_COMPARED_ROLES,
  );

  return (
    <article aria-labelledby="results-heading" className="quiz-results space-y-6">
      <p className="hidden text-sm font-semibold tracking-[0.2em] text-emerald-800 uppercase print:block">
        FinSim career matches
      </p>
      <div>
        <h1
          id="results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold tracking-tight text-navy-900 focus:outline-none sm:text-4xl"
        >
          Your top matches
        </h1>
        <p className="mt-2 text-lg text-slate-600">
          {results.completedAt
            ? `From the quiz you took on ${formatQuizDate(results.completedAt)}. `
            : ''}
          <span className="print:hidden">
            {kept > 0
              ? `${kept} on your shortlist.`
              : 'Star the roles you want to keep; set aside the ones that are not for you.'}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </Button>
        {results.personalised && results.answers.length > 0 ? (
          <SharePanel results={results} />
        ) : null}
        {compareIds.length >= MIN_COMPARED_ROLES ? (
          <ButtonLink variant="secondary" to={compareUrl(compareIds)}>
            <Columns3 aria-hidden="true" className="size-4" />
            {starred.length >= MIN_COMPARED_ROLES
              ? 'Compare shortlist'
              : `Compare top ${compareIds.length}`}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/role-selection?quiz=start" variant="ghost">
          <RotateCcw aria-hidden="true" className="size-4" /> Retake quiz
        </ButtonLink>
        <ButtonLink to="/role-selection" variant="ghost">
          Browse all roles
        </ButtonLink>
      </div>
      {results.personalised ? null : (
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
      <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        {visible.map((m) => (
          <MatchCard
            key={m.job.job_id}
            match={m}
            rank={results.matches.indexOf(m) + 1}
            facts={roleFacts({ ...m.job, category: m.category }, catalogue)}
            roleLink={matchRoleLink(m.job.job_id)}
            reasonsTitle="Why it matches you"
            actions={{
              starred: shortlisted.includes(m.job.job_id),
              setAside: dismissed.includes(m.job.job_id),
              onToggleShortlist: () => toggleShortlist(m.job.job_id),
              onToggleDismiss: () => toggleDismiss(m.job.job_id),
            }}
          />
        ))}
      </ol>
      {hiddenCount > 0 ? (
        <Button
          variant="ghost"
          className="print:hidden"
          onClick={() => setShowDismissed(!showDismissed)}
        >
          {showDismissed ? 'Hide set-aside roles' : `Show ${hiddenCount} set aside`}
        </Button>
      ) : null}
    </article>
  );
}
