import type { PublicQuiz } from '../../../shared/contracts/quiz.ts';
import type { QuizAnswer } from './api/match-quiz.ts';

type Answers = Readonly<Record<string, readonly string[]>>;

/** The first question without an answer, from 1; past the end when every one is answered. */
export function firstUnanswered(quiz: PublicQuiz, answers: Answers): number {
  const index = quiz.questions.findIndex((q) => !answers[q.id]?.length);
  return index === -1 ? quiz.questions.length + 1 : index + 1;
}

/**
 * The question a step in the address may show: no further than the first unanswered one, so a
 * typed or stale `?quiz=15` cannot skip questions. Anything unreadable starts at the beginning.
 */
export function reachableStep(quiz: PublicQuiz, answers: Answers, wanted: number): number {
  const last = Math.min(firstUnanswered(quiz, answers), quiz.questions.length);
  if (!Number.isInteger(wanted) || wanted < 1) return 1;
  return Math.min(wanted, last);
}

/** The answers in question order, as POST /api/quiz/match takes them. */
export function answersInOrder(quiz: PublicQuiz, answers: Answers): QuizAnswer[] {
  return quiz.questions
    .filter((q) => answers[q.id]?.length)
    .map((q) => ({ questionId: q.id, answers: [...answers[q.id]!] }));
}

/** Answers as the quiz keeps them while it runs, from the list SPEC.md stores. */
export function answersById(list: readonly QuizAnswer[]): Record<string, string[]> {
  return Object.fromEntries(list.map((a) => [a.questionId, [...a.answers]]));
}
