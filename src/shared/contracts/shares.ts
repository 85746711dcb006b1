import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES } from '../domain/role-derivations.ts';
import { QuizMatchRequestSchema } from './quiz.ts';

/** 16 random bytes in base64url: 128 bits, so a link cannot be guessed. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * POST /api/quiz/share: the answers, from which the server works the matches out again, so that
 * a shared page only ever shows what FinSim itself matched. The answers are not stored.
 */
export const ShareRequestSchema = z.strictObject({
  answers: QuizMatchRequestSchema.shape.answers,
});
export type ShareRequest = z.infer<typeof ShareRequestSchema>;

export const ShareResponseSchema = z.object({
  id: z.string(),
  /** The page that shows the matches to whoever opens it. */
  url: z.string(),
});
export type ShareResponse = z.infer<typeof ShareResponseSchema>;

export const ShareParamsSchema = z.object({
  shareId: z
    .string()
    .regex(
      SHARE_ID_PATTERN,
      'This is not a FinSim shared-results link. Please check that it was copied in full.',
    ),
});

/** One shared match: the role as the catalogue has it today, with the score and reasons of the day. */
export const SharedMatchSchema = z.object({
  job_id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  salary_range: z.string(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
  levelFit: z.string().optional(),
});
export type SharedMatch = z.infer<typeof SharedMatchSchema>;

/** GET /api/quiz/shared/:shareId: the matches and when they were shared; never the answers. */
export const SharedResultsSchema = z.object({
  id: z.string(),
  sharedAt: z.string(),
  matches: z.array(SharedMatchSchema),
});
export type SharedResults = z.infer<typeof SharedResultsSchema>;
