import { z } from 'zod';
import { formatCount } from '../domain/formats.ts';

/** How long an answer may be: room for a thorough memo (about 1,800 words), not for a book. */
export const ANSWER_MAX_LENGTH = 12_000;
/** A task is passed at this score or above (PRODUCT.md: tasks you do, with feedback). */
export const PASS_MARK = 60;

export const TaskParamsSchema = z.object({
  jobId: z.string().min(1).max(120),
  taskId: z.string().min(1).max(120),
});

export const AnswerSchema = z.object({
  answer: z
    .string({ error: 'Please write your answer as text.' })
    .max(
      ANSWER_MAX_LENGTH,
      `Your answer is longer than ${formatCount(ANSWER_MAX_LENGTH)} characters; please shorten it.`,
    ),
});
export type AnswerBody = z.infer<typeof AnswerSchema>;

export const SubmitSchema = z.object({
  answer: z
    .string({ error: 'Please write your answer as text.' })
    .trim()
    .min(1, 'Write your answer before you submit it.')
    .max(
      ANSWER_MAX_LENGTH,
      `Your answer is longer than ${formatCount(ANSWER_MAX_LENGTH)} characters; please shorten it.`,
    ),
});

/** pending -> in_progress (a draft is saved) -> submitted (marked below the pass mark) -> passed. */
export const TaskProgressStatusSchema = z.enum(['pending', 'in_progress', 'submitted', 'passed']);
export type TaskProgressStatus = z.infer<typeof TaskProgressStatusSchema>;

export const CriterionMarkSchema = z.object({
  id: z.string(),
  criterion: z.string(),
  kind: z.enum(['figure', 'decision', 'concept', 'judgement']),
  weight: z.number(),
  level: z.enum(['full', 'partial', 'none']),
  points: z.number(),
  evidence: z.string().nullable(),
  note: z.string(),
});

export const MarkingSchema = z.object({
  score: z.number().int().min(0).max(100),
  criteria: z.array(CriterionMarkSchema),
  flags: z.array(z.enum(['empty', 'brief-copied', 'keyword-list', 'wrong-decision'])),
  engine: z.string(),
  indicative: z.boolean(),
});
export type Marking = z.infer<typeof MarkingSchema>;

export const AttemptSchema = z.object({
  id: z.number().int(),
  score: z.number().int(),
  engine: z.string(),
  submittedAt: z.string(),
});

export const TaskSummarySchema = z.object({
  taskId: z.string(),
  status: TaskProgressStatusSchema,
  bestScore: z.number().int().nullable(),
  attempts: z.number().int(),
});

export const CertificateSummarySchema = z.object({
  code: z.string(),
  issuedAt: z.string(),
});

export const TaskListSchema = z.object({
  job_id: z.string(),
  tasks: z.array(TaskSummarySchema),
  graded: z.number().int(),
  passed: z.number().int(),
  certificate: CertificateSummarySchema.nullable(),
});
export type TaskList = z.infer<typeof TaskListSchema>;

export const TaskWorkSchema = z.object({
  taskId: z.string(),
  status: TaskProgressStatusSchema,
  draft: z.object({ answer: z.string(), savedAt: z.string() }).nullable(),
  attempts: z.array(AttemptSchema),
  /** The best attempt's marking, criterion by criterion. */
  best: MarkingSchema.extend({ answer: z.string(), submittedAt: z.string() }).nullable(),
  /** Only after a first submission. */
  modelAnswer: z.string().nullable(),
});
export type TaskWork = z.infer<typeof TaskWorkSchema>;

export const DraftSavedSchema = z.object({ savedAt: z.string() });

export const SubmissionSchema = z.object({
  marking: MarkingSchema,
  status: TaskProgressStatusSchema,
  bestScore: z.number().int(),
  modelAnswer: z.string(),
  /** Set when this submission completed the role. */
  certificate: CertificateSummarySchema.nullable(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const CertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  roleTitle: z.string(),
  jobId: z.string(),
  issuedAt: z.string(),
  tasksPassed: z.number().int(),
  averageScore: z.number().int(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** What anyone may learn from a code: whether it is genuine, and for whom and which role. */
export const VerificationSchema = z.object({
  valid: z.boolean(),
  name: z.string().optional(),
  roleTitle: z.string().optional(),
});

export const CertificateCodeParamsSchema = z.object({
  code: z.string().min(1).max(64),
});

/** Progress through each role the user has started: what the catalogue's role cards show. */
export const TaskProgressListSchema = z.object({
  roles: z.array(
    z.object({
      job_id: z.string(),
      passed: z.number().int(),
      graded: z.number().int(),
      certificate: z.string().nullable(),
    }),
  ),
});
export type TaskProgressList = z.infer<typeof TaskProgressListSchema>;
