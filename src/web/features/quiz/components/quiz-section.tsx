import { useQueryClient } from '@tanstack/react-query';
import { Clock, Compass, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import type { PublicQuiz } from '../../../../shared/contracts/quiz.ts';
import { describeQuizTime } from '../../../../shared/domain/quiz-results.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { saveResultsToAccount } from '../account-sync.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { matchQuiz } from '../api/match-quiz.ts';
import { useQuizStep } from '../hooks/use-quiz-step.ts';
import {
  readQuizLocalState,
  storeQuizProgress,
  storeQuizResults,
  toShownMatch,
  useQuizLocalState,
  type QuizLocalState,
} from '../quiz-storage.ts';
import { answersById, answersInOrder, firstUnanswered, reachableStep } from '../quiz-steps.ts';
import { catalogueIndex } from '../role-facts.ts';
import { MatchesSummary } from './matches-summary.tsx';
import { QuizPanel } from './quiz-panel.tsx';

interface QuizSectionProps {
  /** The signed-in user, whose results are also kept in their profile. */
  user: { uid: string; email: string } | null;
  /** The catalogue: salary bands and levels, and SPEC.md's fallback when matching fails. */
  catalogue: readonly JobSummary[];
}

/** The answers the quiz starts from: those in progress, else the last finished ones to change. */
function currentAnswers(state: QuizLocalState): Record<string, string[]> {
  return state.progress?.answers ?? answersById(state.results?.answers ?? []);
}

/** Where a left quiz picks up: the question last shown, unless it is done (then a new round). */
function resumeStep(quiz: PublicQuiz | undefined, state: QuizLocalState): number {
  const progress = state.progress;
  if (!progress || progress.finished) return 1;
  if (!quiz) return progress.step;
  return reachableStep(quiz, progress.answers, progress.step);
}

/** Question 1 for a first visit; an unfinished quiz shows where it stopped. */
function unfinishedStep(state: QuizLocalState): number | null {
  const progress = state.progress;
  if (!progress || progress.finished || Object.keys(progress.answers).length === 0) return null;
  return progress.step;
}

/**
 * The quiz on the role catalogue (SPEC.md section 2): an introduction (or the top matches once
 * there are some) while closed; while open (`?quiz=N`), the questions, one history step each, with
 * the answers kept on this device as they are chosen so a reload carries on.
 */
export function QuizSection({ user, catalogue }: QuizSectionProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const state = useQuizLocalState();
  const { open, step, goTo, previous, close } = useQuizStep();
  const quiz = useQuiz(open);
  const [submitting, setSubmitting] = useState(false);
  const answers = currentAnswers(state);
  const total = quiz.data?.questions.length ?? 20;
  const shownStep = quiz.data && step !== null ? reachableStep(quiz.data, answers, step) : null;

  // `?quiz=start`, a step past the first unanswered question or one that is not a number: the
  // address is put right in place, so Back does not return to it.
  useEffect(() => {
    if (!open || !quiz.data) return;
    const target = step === null ? resumeStep(quiz.data, readQuizLocalState()) : (shownStep ?? 1);
    if (target !== step) goTo(target, { replace: true });
  }, [open, quiz.data, step, shownStep, goTo]);

  // The question shown is remembered, for coming back to it from the catalogue later.
  useEffect(() => {
    if (shownStep === null) return;
    const current = readQuizLocalState();
    if (current.progress && current.progress.step !== shownStep && !current.progress.finished)
      storeQuizProgress({ ...current.progress, step: shownStep });
  }, [shownStep]);

  const answer = (questionId: string, optionIds: string[]) => {
    const current = readQuizLocalState();
    storeQuizProgress({
      answers: { ...currentAnswers(current), [questionId]: optionIds },
      step: shownStep ?? 1,
      finished: false,
    });
  };

  const submit = async (data: PublicQuiz) => {
    const current = readQuizLocalState();
    const chosen = currentAnswers(current);
    const list = answersInOrder(data, chosen);
    setSubmitting(true);
    const outcome = await matchQuiz(list, user, catalogue);
    const results = {
      matches: outcome.matches.map(toShownMatch),
      answers: list,
      personalised: outcome.personalised,
      completedAt: new Date().toISOString(),
    };
    storeQuizResults(results);
    storeQuizProgress({ answers: chosen, step: data.questions.length, finished: true });
    if (user && outcome.personalised) {
      // SPEC.md section 8: a failed save is logged only; the matches are on this device anyway.
      saveResultsToAccount(client, results).catch((error: unknown) =>
        console.warn('Quiz results could not be saved to your account.', error),
      );
    }
    setSubmitting(false);
    void navigate('/results', { state: { fromQuiz: true } });
  };

  const next = () => {
    if (!quiz.data || shownStep === null) return;
    if (shownStep < quiz.data.questions.length) goTo(shownStep + 1, { from: shownStep });
    else if (firstUnanswered(quiz.data, currentAnswers(readQuizLocalState())) > total)
      void submit(quiz.data);
  };

  if (open) {
    if (quiz.isPending || (quiz.data && shownStep === null)) {
      return (
        <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <Spinner label="Loading the quiz…" />
        </div>
      );
    }
    if (quiz.isError) {
      return (
        <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6">
          <h1 className="text-xl font-semibold text-navy-900">The quiz could not be loaded.</h1>
          <p className="mt-1 text-slate-600">
            Please try again in a moment, or browse the roles instead.
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
        step={shownStep ?? 1}
        answers={answers}
        submitting={submitting}
        onAnswer={answer}
        onNext={next}
        onPrevious={() => previous(shownStep ?? 1)}
        onSkip={close}
      />
    );
  }

  const unfinished = unfinishedStep(state);
  const start = () => goTo(resumeStep(quiz.data, state));

  if (state.results) {
    return (
      <MatchesSummary
        matches={state.results.matches}
        dismissed={state.dismissed}
        catalogue={catalogueIndex(catalogue)}
        resumeStep={unfinished}
        onRetake={start}
      />
    );
  }

  return (
    <section
      aria-labelledby="quiz-intro-heading"
      className="flex flex-col gap-3 rounded-2xl bg-navy-900 p-4 text-white sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-8"
    >
      <div className="flex gap-4">
        <Compass aria-hidden="true" className="size-10 shrink-0 text-emerald-300 max-sm:hidden" />
        <div>
          <h2 id="quiz-intro-heading" className="text-lg font-bold sm:text-xl">
            Not sure where to start?
          </h2>
          <p className="mt-1 text-navy-100 max-sm:hidden">
            Answer 20 quick questions about what you enjoy and how you work. We will show the 12
            roles that fit you best, and why.
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-200">
            <Clock aria-hidden="true" className="size-4" />
            {unfinished
              ? `You stopped at question ${unfinished}.`
              : `20 questions · ${describeQuizTime(total, false)}`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="inverse" size="lg" onClick={start}>
          <Sparkles aria-hidden="true" className="size-5" />
          {unfinished ? 'Continue the quiz' : 'Take the quiz'}
        </Button>
        {unfinished ? (
          <button
            type="button"
            className="min-h-12 rounded-lg px-4 font-semibold text-white underline-offset-4 hover:underline"
            onClick={() => {
              storeQuizProgress({ answers: {}, step: 1, finished: false });
              goTo(1);
            }}
          >
            Start again
          </button>
        ) : null}
      </div>
    </section>
  );
}
