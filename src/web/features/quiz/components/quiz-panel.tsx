import { ArrowLeft, ArrowRight, Clock, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PublicQuiz } from '../../../../shared/contracts/quiz.ts';
import { describeQuizTime } from '../../../../shared/domain/quiz-results.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceList } from '../../../components/ui/choice-list.tsx';

/** Long enough to see the choice land, short enough not to wait for it. */
export const AUTO_ADVANCE_MS = 400;

/** A choice counts as made by pointer when it follows a press this soon (not arrow keys). */
const POINTER_CHOICE_MS = 1000;

interface QuizPanelProps {
  quiz: PublicQuiz;
  /** The question shown, from 1. */
  step: number;
  answers: Readonly<Record<string, readonly string[]>>;
  submitting: boolean;
  onAnswer: (questionId: string, optionIds: string[]) => void;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
}

/**
 * SPEC.md section 2: one question at a time, Previous off at the first, 'Get My Matches' at the
 * last. On a phone it fills the screen with Previous and Next held at the bottom, so Next is always
 * in view. A single-choice answer picked by pointer moves on by itself; arrow keys (which pick as
 * they move) and multiple choice never do.
 */
export function QuizPanel(props: QuizPanelProps) {
  const { quiz, step, answers, submitting, onAnswer, onNext, onPrevious, onSkip } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pointerAt = useRef(0);
  const choicesRef = useRef<HTMLDivElement>(null);
  const advance = useRef<number | undefined>(undefined);
  const index = Math.min(Math.max(step, 1), quiz.questions.length) - 1;
  const question = quiz.questions[index]!;
  const selected = answers[question.id] ?? [];
  const total = quiz.questions.length;
  const last = index === total - 1;
  const multiple = question.type === 'multi';
  const answeredCount = quiz.questions.filter((q) => answers[q.id]?.length).length;

  // Each question starts at its own text, for keyboard and screen-reader users alike; a pending
  // move on is dropped when the question changes another way (Back, Previous).
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
    return () => window.clearTimeout(advance.current);
  }, [index]);

  // How the last choice was made: a press (mouse, touch, pen) or keys. Listened to, not handled.
  useEffect(() => {
    const choices = choicesRef.current;
    if (!choices) return;
    const pressed = () => (pointerAt.current = Date.now());
    const typed = () => (pointerAt.current = 0);
    choices.addEventListener('pointerdown', pressed);
    choices.addEventListener('keydown', typed);
    return () => {
      choices.removeEventListener('pointerdown', pressed);
      choices.removeEventListener('keydown', typed);
    };
  }, []);

  const choose = (ids: string[]) => {
    onAnswer(question.id, ids);
    window.clearTimeout(advance.current);
    const byPointer = Date.now() - pointerAt.current < POINTER_CHOICE_MS;
    pointerAt.current = 0;
    if (!multiple && !last && byPointer && ids.length > 0) {
      advance.current = window.setTimeout(onNext, AUTO_ADVANCE_MS);
    }
  };

  const progress = Math.round(((index + 1) / total) * 100);

  return (
    <section
      aria-labelledby="quiz-heading"
      className="flex flex-col bg-white max-sm:-mx-4 max-sm:min-h-[calc(100dvh-4rem)] max-sm:px-4 max-sm:pt-4 sm:rounded-2xl sm:border sm:border-slate-200 sm:p-8 sm:shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div>
          <h1 id="quiz-heading" className="text-xl font-bold text-navy-900 sm:text-2xl">
            Career matching quiz
          </h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            {describeQuizTime(total - index, answeredCount > 0)}
            <span className="max-sm:hidden">· saved on this device as you go</span>
          </p>
        </div>
        <Button variant="ghost" onClick={onSkip} className="-mr-2 max-sm:-ml-2 max-sm:px-2">
          <X aria-hidden="true" className="size-4" /> Skip Quiz &amp; Browse Roles
        </Button>
      </div>
      <div className="mt-4">
        <p className="tabular text-sm font-medium text-slate-700">
          Question {index + 1} of {total}
        </p>
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-all"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
      <fieldset className="mt-6 flex-1">
        <legend className="contents">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold text-navy-900 focus:outline-none"
          >
            {question.text}
          </h2>
        </legend>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {question.help ??
            (multiple
              ? question.maxSelections
                ? `Choose up to ${question.maxSelections}.`
                : 'Choose all that apply.'
              : 'Choose one.')}
        </p>
        <div ref={choicesRef}>
          <ChoiceList
            name={question.id}
            choices={question.options}
            selected={selected}
            multiple={multiple}
            limit={multiple ? question.maxSelections : 1}
            onChange={choose}
          />
        </div>
      </fieldset>
      <div className="sticky bottom-0 mt-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white py-3 max-sm:-mx-4 max-sm:px-4 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:static sm:border-0 sm:py-0">
        <Button variant="secondary" disabled={index === 0} onClick={onPrevious}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button
          disabled={selected.length === 0 || submitting}
          onClick={() => {
            window.clearTimeout(advance.current);
            onNext();
          }}
          aria-busy={submitting}
        >
          {last ? (submitting ? 'Finding your matches…' : 'Get My Matches') : 'Next'}
          {last ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </section>
  );
}
