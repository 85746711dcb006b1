import { z } from 'zod';
import { DIFFICULTIES } from '../domain/role-derivations.ts';
import {
  CAREER_STAGES,
  LEVEL_FITS,
  MATCH_TAGS,
  QUIZ_CATEGORIES,
} from '../domain/matching-signals.ts';

const weight = z.number().min(-3).max(3);

/** What choosing an option says about a person: signal weights, and for work experience the career stage. */
export const OptionSignalsSchema = z.strictObject({
  tags: z.partialRecord(z.enum(MATCH_TAGS), weight).default({}),
  careerStage: z.enum(CAREER_STAGES).optional(),
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
  /** How much this question counts in matching against the others (default 1). */
  weight: z.number().min(0.25).max(3).optional(),
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

/** How the role's level sits against the person's work experience (absent when not answered). */
export const LevelFitSchema = z.object({
  /** The role's level, as the catalogue derives it from the title. */
  roleLevel: z.enum(DIFFICULTIES),
  fit: z.enum(LEVEL_FITS),
  /** One sentence for the page: "Mid-level role: a step up from where you are now". */
  text: z.string(),
});
export type LevelFit = z.infer<typeof LevelFitSchema>;

export const QuizMatchSchema = z.object({
  job: z.object({ job_id: z.string(), title: z.string(), description: z.string() }),
  score: z.number().int().min(0).max(100),
  match: z.number().int().min(0).max(100),
  /** Why this role, decisive answer first; each names what the role itself involves. */
  reasons: z.array(z.string()),
  category: z.string(),
  levelFit: LevelFitSchema.optional(),
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

/** Where a role's evidence for a signal is quoted from, verbatim, in its catalogue content. */
export const EVIDENCE_FIELDS = [
  'dailyTasks',
  'responsibilities',
  'description',
  'skills',
  'interests',
  'personalityTraits',
] as const;
export type EvidenceField = (typeof EVIDENCE_FIELDS)[number];

/**
 * content/matching/role-signals.json: each role's own signal profile (0-1 per signal) and, for
 * the signals a reason may cite, a quote from the role's content that shows it.
 */
export const RoleSignalsFileSchema = z.strictObject({
  about: z.string(),
  roles: z.record(
    z.string(),
    z.strictObject({
      signals: z.partialRecord(z.enum(MATCH_TAGS), z.number().min(0).max(1)),
      evidence: z.partialRecord(
        z.enum(MATCH_TAGS),
        z.strictObject({ from: z.enum(EVIDENCE_FIELDS), quote: z.string().min(2).max(400) }),
      ),
    }),
  ),
});
export type RoleSignalsFile = z.infer<typeof RoleSignalsFileSchema>;
export type RoleSignalEntry = RoleSignalsFile['roles'][string];
