import { z } from 'zod';
import { CATEGORIES } from '../domain/role-derivations.ts';
import { MATCH_TAGS, QUIZ_CATEGORIES, SENIORITY_LEVELS } from '../domain/matching-signals.ts';

const weight = z.number().min(-3).max(3);

export const OptionSignalsSchema = z.strictObject({
  tags: z.partialRecord(z.enum(MATCH_TAGS), weight).default({}),
  categories: z.partialRecord(z.enum(CATEGORIES), weight).default({}),
  seniority: z.enum(SENIORITY_LEVELS).optional(),
});

export const QuizOptionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/),
  text: z.string().min(3).max(140),
  /** How this answer reads as a reason for a match, completing "You ...": "enjoy building financial models". */
  reason: z.string().min(5).max(120),
  signals: OptionSignalsSchema,
});

export const QuizQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z_]+$/),
  category: z.enum(QUIZ_CATEGORIES),
  text: z.string().min(10).max(200),
  help: z.string().max(200).optional(),
  type: z.enum(['single', 'multi']),
  maxSelections: z.number().int().min(1).max(10).optional(),
  options: z.array(QuizOptionSchema).min(2).max(12),
});

export const QuizSchema = z.strictObject({
  questions: z.array(QuizQuestionSchema).length(20),
});
export type Quiz = z.infer<typeof QuizSchema>;
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type QuizOption = z.infer<typeof QuizOptionSchema>;

/** SPEC.md section 3 quiz answer: a question and the ids of the options chosen. */
export const QuizAnswerSchema = z.object({
  questionId: z.string().min(1).max(60),
  answers: z.array(z.string().min(1).max(60)).min(1).max(12),
});

/** What the page sends: SPEC.md section 7 `POST /quiz/match`. */
export const QuizMatchRequestSchema = z.object({
  answers: z.array(QuizAnswerSchema).min(1, 'Answer at least one question').max(25),
  user_id: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
});
export type QuizMatchRequest = z.infer<typeof QuizMatchRequestSchema>;

export const QuizMatchSchema = z.object({
  job: z.object({ job_id: z.string(), title: z.string(), description: z.string() }),
  score: z.number().int().min(0).max(100),
  match: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
  category: z.string(),
});
export type QuizMatch = z.infer<typeof QuizMatchSchema>;

export const QuizMatchResponseSchema = z.object({ matches: z.array(QuizMatchSchema) });

/** GET /api/quiz: what the page shows; the signals stay on the server. */
export const PublicQuizSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      category: z.enum(QUIZ_CATEGORIES),
      text: z.string(),
      help: z.string().optional(),
      type: z.enum(['single', 'multi']),
      maxSelections: z.number().int().optional(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type PublicQuiz = z.infer<typeof PublicQuizSchema>;
