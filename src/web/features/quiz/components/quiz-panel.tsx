import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PublicQuiz } from '../../../../shared/contracts/quiz.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceList } from '../../../components/ui/choice-list.tsx';
import type { QuizAnswer } from '../api/match-quiz.ts';

interface QuizPanelProps {
  quiz: PublicQuiz;
  submitting: boolean;
  onSubmit: (answers: QuizAnswer[]) => void;
  onSkip: () => void;
}

/** SPEC.md section 2: one question at a time, Previous off at the first, 'Get My Matches' at the last. */
export function QuizPanel({ quiz, submitting, onSubmit, onSkip }: QuizPanelProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = quiz.questions[index]!;
  const selected = answers[question.id] ?? [];
  const last = index === quiz.questions.length - 1;
  const limit = question.type === 'multi' ? question.maxSelections : 1;

  // Move focus to each new question so keyboard and screen-reader users start at its text.
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const next = () => {
    if (selected.length === 0) return;
    if (!last) {
      setIndex(index + 1);
      return;
    }
    onSubmit(
      quiz.questions
        .filter((q) => answers[q.id]?.length)
        .map((q) => ({ questionId: q.id, answers: answers[q.id]! })),
    );
  };

  const progress = Math.round(((index + 1) / quiz.questions.length) * 100);

  return (
    <section
      aria-labelledby="quiz-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quiz-heading" className="text-lg font-semibold text-navy-900">
          Career matching quiz
        </h2>
        <Button variant="ghost" onClick={onSkip}>
          <X aria-hidden="true" className="size-4" /> Skip Quiz &amp; Browse Roles
        </Button>
      </div>
      <div className="mt-4">
        <p className="tabular text-sm text-slate-600">
          Question {index + 1} of {quiz.questions.length}
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
      <fieldset className="mt-6">
        <legend className="contents">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-navy-900 focus:outline-none"
          >
            {question.text}
          </h3>
        </legend>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          {question.help ??
            (question.type === 'multi'
              ? question.maxSelections
                ? `Choose up to ${question.maxSelections}.`
                : 'Choose all that apply.'
              : 'Choose one.')}
        </p>
        <ChoiceList
          name={question.id}
          choices={question.options}
          selected={selected}
          multiple={question.type === 'multi'}
          limit={limit}
          onChange={(ids) => setAnswers({ ...answers, [question.id]: ids })}
        />
      </fieldset>
      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
        <Button
          disabled={selected.length === 0 || submitting}
          onClick={next}
          aria-busy={submitting}
        >
          {last ? (submitting ? 'Finding your matches…' : 'Get My Matches') : 'Next'}
          {last ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </section>
  );
}
