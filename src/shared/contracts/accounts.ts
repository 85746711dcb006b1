import { z } from 'zod';
import { QuizAnswerSchema } from './quiz.ts';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '../domain/auth-messages.ts';
import { SHORTLIST_MAX } from '../domain/quiz-results.ts';

const displayName = z
  .string({ error: VALIDATION_MESSAGES.displayNameRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.displayNameRequired)
  .max(DISPLAY_NAME_MAX_LENGTH, VALIDATION_MESSAGES.displayNameTooLong);

const password = z
  .string({ error: VALIDATION_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters long');

const email = z.email({ error: 'Please enter a valid e-mail address.' }).max(254);

/** What the server checks before Better Auth sees a sign-up. */
export const SignUpRequestSchema = z.object({
  name: displayName,
  email,
  password,
});

export const SignInRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(128),
});

export const ResetRequestSchema = z.object({
  email: z
    .string({ error: VALIDATION_MESSAGES.emailRequired })
    .trim()
    .min(1, VALIDATION_MESSAGES.emailRequired)
    .pipe(email),
});

export const ResetPasswordSchema = z.object({
  token: z
    .string()
    .min(1, 'This reset link is not valid or has already been used. Please request a new one.')
    .max(200),
  newPassword: password,
});

/** SPEC.md section 3 user profile, as the page receives it. */
export const ProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  subscriptionTier: z.string(),
  subscriptionStatus: z.enum(['incomplete', 'active', 'canceled']),
  maxSimulations: z.number().int(),
  marketingOptIn: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  quizAnswers: z.unknown().nullable(),
  matchedJobs: z.unknown().nullable(),
  lastQuizDate: z.string().nullable(),
  shortlistedJobs: z.array(z.string()),
  dismissedJobs: z.array(z.string()),
  /** End of the paid period, and the date access ends after a cancellation (ISO). */
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
  /** Roles whose simulation the user has opened (PRODUCT.md D4 counts them). */
  openedSimulations: z.array(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/profile: only these two fields; anything else is refused. */
export const ProfileUpdateSchema = z
  .strictObject({
    displayName: displayName.optional(),
    marketingOptIn: z.boolean().optional(),
  })
  .refine((body) => body.displayName !== undefined || body.marketingOptIn !== undefined, {
    message: 'Send displayName or marketingOptIn to update',
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/**
 * One stored match. The server's own save keeps the id, title and score; the page also keeps the
 * reasons, category and level fit, so another device can show the matches as they were.
 */
export const StoredMatchSchema = z.strictObject({
  job_id: z.string().min(1).max(120),
  title: z.string().max(120).optional(),
  score: z.number().min(0).max(100).optional(),
  match: z.number().min(0).max(100).optional(),
  reasons: z.array(z.string().max(300)).max(10).optional(),
  category: z.string().max(60).optional(),
  levelFit: z.string().max(300).optional(),
});
export type StoredMatch = z.infer<typeof StoredMatchSchema>;

/** PUT /api/profile/quiz-data: the quiz answers and top matches a signed-in user keeps. */
export const QuizDataSchema = z.strictObject({
  quizAnswers: z.array(QuizAnswerSchema.strict()).max(25),
  matchedJobs: z.array(StoredMatchSchema).max(12),
});
export type QuizData = z.infer<typeof QuizDataSchema>;

const jobIds = z.array(z.string().min(1).max(120)).max(SHORTLIST_MAX);

/** PUT /api/profile/shortlist: the quiz matches kept and set aside. */
export const ShortlistSchema = z.strictObject({
  shortlisted: jobIds,
  dismissed: jobIds,
});
export type Shortlist = z.infer<typeof ShortlistSchema>;

/**
 * POST /api/profile/merge: what this browser kept before signing in (a visitor's quiz result and
 * shortlist), merged into the account by the rule of mergeQuizResults.
 */
export const ResultsMergeSchema = z.strictObject({
  quiz: QuizDataSchema.extend({
    completedAt: z.iso.datetime({
      offset: true,
      error: 'completedAt must be a date and time such as 2026-11-20T09:30:00Z.',
    }),
  }).nullable(),
  shortlisted: jobIds,
  dismissed: jobIds,
});
export type ResultsMerge = z.infer<typeof ResultsMergeSchema>;
