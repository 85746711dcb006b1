import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import {
  PublicQuizSchema,
  type PublicQuiz,
  type Quiz,
  type QuizMatch,
  type QuizMatchRequest,
  type RoleSignalsFile,
} from '../../../shared/contracts/quiz.ts';
import { AppError } from '../../errors.ts';
import type { AccountsService, AccountUser } from '../accounts/accounts.service.ts';
import { createMatchingEngine } from './matching-engine.ts';

export interface QuizService {
  /** The questions without their matching signals, as JSON in the shape of PublicQuizSchema. */
  publicQuizJson(): string;
  match(request: QuizMatchRequest, user: AccountUser | null): Promise<QuizMatch[]>;
}

export function createQuizService(deps: {
  quiz: Quiz;
  roles: readonly JobProfile[];
  roleSignals: RoleSignalsFile;
  accounts: AccountsService;
  log: { error(obj: unknown, msg: string): void };
}): QuizService {
  const engine = createMatchingEngine(deps.quiz, deps.roles, deps.roleSignals);
  const publicQuiz: PublicQuiz = {
    questions: deps.quiz.questions.map(({ options, ...question }) => ({
      ...question,
      options: options.map(({ id, text }) => ({ id, text })),
    })),
  };
  return {
    publicQuizJson: () => JSON.stringify(PublicQuizSchema.parse(publicQuiz)),
    async match(request, user) {
      // PRODUCT.md D5: the user comes from the session; a body naming someone else is refused.
      if (request.user_id && request.user_id !== user?.id) {
        throw new AppError(403, 'forbidden', 'You can only save quiz results to your own account.');
      }
      const matches: QuizMatch[] = engine
        .match(request.answers)
        .map(({ role, score, reasons, levelFit }) => ({
          job: { job_id: role.job_id, title: role.title, description: role.description },
          score,
          match: score,
          reasons: reasons.map((r) => r.text),
          category: role.category,
          ...(levelFit ? { levelFit } : {}),
        }));
      if (user) {
        try {
          await deps.accounts.saveQuizData(user, {
            quizAnswers: request.answers,
            matchedJobs: matches.map((m) => ({
              job_id: m.job.job_id,
              title: m.job.title,
              score: m.score,
            })),
          });
        } catch (error) {
          // SPEC.md section 8: a failed save is logged; the person still gets their matches.
          deps.log.error(
            { err: error, userId: user.id },
            'quiz results could not be saved to the profile',
          );
        }
      }
      return matches;
    },
  };
}
