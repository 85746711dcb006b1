import { Compass, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import type { QuizMatch } from '../../../../shared/contracts/quiz.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useQuiz } from '../api/get-quiz.ts';
import { matchQuiz, saveShortlist, type QuizAnswer } from '../api/match-quiz.ts';
import {
  readShortlist,
  readStoredResults,
  storeQuizResults,
  storeShortlist,
} from '../quiz-storage.ts';
import { QuizPanel } from './quiz-panel.tsx';
import { TopMatches } from './top-matches.tsx';

interface QuizSectionProps {
  /** The signed-in user, whose results and shortlist are also kept in their profile. */
  user: { uid: string; email: string; shortlistedJobs: string[]; dismissedJobs: string[] } | null;
  /** The catalogue, for SPEC.md's fallback when matching fails. */
  catalogue: readonly JobSummary[];
  startOpen?: boolean;
  onClose?: () => void;
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function QuizSection({ user, catalogue, startOpen = false, onClose }: QuizSectionProps) {
  const [open, setOpen] = useState(startOpen);
  const [submitting, setSubmitting] = useState(false);
  const [justFinished, setJustFinished] = useState(false);
  const [results, setResults] = useState<{ matches: QuizMatch[]; personalised: boolean } | null>(
    readStoredResults,
  );
  const [lists, setLists] = useState(() => {
    const local = readShortlist();
    // A signed-in user's saved shortlist joins what this device remembers.
    return user
      ? {
          shortlisted: [...new Set([...local.shortlisted, ...user.shortlistedJobs])],
          dismissed: [...new Set([...local.dismissed, ...user.dismissedJobs])],
        }
      : local;
  });
  const quiz = useQuiz(open);

  const close = () => {
    setOpen(false);
    onClose?.();
  };

  const submit = async (answers: QuizAnswer[]) => {
    setSubmitting(true);
    const outcome = await matchQuiz(answers, user, catalogue);
    storeQuizResults(answers, outcome.matches, outcome.personalised);
    setResults(outcome);
    setSubmitting(false);
    setJustFinished(true);
    close();
  };

  const updateLists = (next: { shortlisted: string[]; dismissed: string[] }) => {
    setLists(next);
    storeShortlist(next.shortlisted, next.dismissed);
    if (user) {
      saveShortlist(next.shortlisted, next.dismissed).catch((error: unknown) =>
        console.warn('The shortlist could not be saved to your account.', error),
      );
    }
  };

  if (open) {
    if (quiz.isPending) {
      return (
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <Spinner label="Loading the quiz…" />
        </div>
      );
    }
    if (quiz.isError) {
      return (
        <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6">
          <p className="font-semibold text-navy-900">The quiz could not be loaded.</p>
          <p className="mt-1 text-slate-600">
            Please try again in a moment, or browse the roles below.
          </p>
          <div className="mt-4 flex gap-2">
            <Button onClick={() => void quiz.refetch()}>Try again</Button>
            <Button variant="secondary" onClick={close}>
              Skip Quiz &amp; Browse Roles
            </Button>
          </div>
        </div>
      );
    }
    return (
      <QuizPanel
        quiz={quiz.data}
        submitting={submitting}
        onSubmit={(a) => void submit(a)}
        onSkip={close}
      />
    );
  }

  if (results) {
    return (
      <TopMatches
        matches={results.matches}
        personalised={results.personalised}
        shortlisted={lists.shortlisted}
        dismissed={lists.dismissed}
        onToggleShortlist={(id) =>
          updateLists({ ...lists, shortlisted: toggle(lists.shortlisted, id) })
        }
        onToggleDismiss={(id) => updateLists({ ...lists, dismissed: toggle(lists.dismissed, id) })}
        onRetake={() => setOpen(true)}
        focusOnMount={justFinished}
      />
    );
  }

  return (
    <section
      aria-labelledby="quiz-intro-heading"
      className="flex flex-col gap-4 rounded-2xl bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <Compass aria-hidden="true" className="size-10 shrink-0 text-emerald-300" />
        <div>
          <h2 id="quiz-intro-heading" className="text-xl font-bold">
            Not sure where to start?
          </h2>
          <p className="mt-1 text-navy-100">
            Answer 20 quick questions about what you enjoy and how you work. We will show the 12
            roles that fit you best, and why.
          </p>
        </div>
      </div>
      <Button variant="inverse" size="lg" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" className="size-5" /> Take the quiz
      </Button>
    </section>
  );
}
