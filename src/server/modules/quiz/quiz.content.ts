import { readFile } from 'node:fs/promises';
import { QuizSchema, type Quiz } from '../../../shared/contracts/quiz.ts';
import {
  CAREER_DRIVERS_LIMIT,
  QUIZ_QUESTION_IDS,
  REQUIRED_OPTION_COUNTS,
} from '../../../shared/domain/quiz-definition.ts';
import { ContentError } from '../../errors.ts';

/** Reads and checks content/quiz.json; a bad file stops the server naming the question and field. */
export async function loadQuiz(file: string): Promise<Quiz> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`quiz.json: not readable JSON (${(error as Error).message})`);
  }
  const parsed = QuizSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(`quiz.json: field "${issue?.path.join('.')}": ${issue?.message}`);
  }
  const quiz = parsed.data;
  const ids = quiz.questions.map((q) => q.id);
  if (ids.join() !== QUIZ_QUESTION_IDS.join()) {
    throw new ContentError(
      `quiz.json: questions must be, in order: ${QUIZ_QUESTION_IDS.join(', ')}`,
    );
  }
  for (const question of quiz.questions) {
    const optionIds = question.options.map((o) => o.id);
    if (new Set(optionIds).size !== optionIds.length) {
      throw new ContentError(
        `quiz.json: question "${question.id}": field "options": option ids repeat`,
      );
    }
    const required = REQUIRED_OPTION_COUNTS[question.id as keyof typeof REQUIRED_OPTION_COUNTS];
    if (required !== undefined && question.options.length !== required) {
      throw new ContentError(
        `quiz.json: question "${question.id}": field "options": needs ${required} options`,
      );
    }
  }
  const drivers = quiz.questions.find((q) => q.id === 'career_drivers');
  if (drivers?.type !== 'multi' || drivers.maxSelections !== CAREER_DRIVERS_LIMIT) {
    throw new ContentError(
      `quiz.json: question "career_drivers": field "maxSelections": must be a multi-choice question with at most ${CAREER_DRIVERS_LIMIT} answers`,
    );
  }
  return quiz;
}
