import { z } from 'zod';
import { QuizAnswerSchema } from './quiz.ts';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '../domain/auth-messages.ts';

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

/** PUT /api/profile/quiz-data: the quiz answers and top matches a signed-in user keeps. */
export const QuizDataSchema = z.strictObject({
  quizAnswers: z.array(QuizAnswerSchema.strict()).max(25),
  matchedJobs: z
    .array(
      z.strictObject({
        job_id: z.string().min(1).max(120),
        title: z.string().max(120).optional(),
        score: z.number().min(0).max(100).optional(),
      }),
    )
    .max(12),
});
export type QuizData = z.infer<typeof QuizDataSchema>;

/** PUT /api/profile/shortlist: the quiz matches kept and set aside. */
export const ShortlistSchema = z.strictObject({
  shortlisted: z.array(z.string().min(1).max(120)).max(50),
  dismissed: z.array(z.string().min(1).max(120)).max(50),
});
export type Shortlist = z.infer<typeof ShortlistSchema>;
