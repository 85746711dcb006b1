import { z } from 'zod';
import { QUICK_QUESTIONS, WORKFLOWS } from '../domain/coaching.ts';

export const COACH_QUESTION_MAX = 500;
export const COACH_CONTEXT_MAX = 4000;

const JobRefSchema = z.object({
  title: z.string().trim().min(1).max(200),
  id: z.string().trim().min(1, 'Choose a role first.').max(120),
});

const context = z
  .string()
  .max(COACH_CONTEXT_MAX, `Context must be at most ${COACH_CONTEXT_MAX} characters.`)
  .default('');

export const WorkflowRequestSchema = z.object({
  jobProfile: JobRefSchema,
  workflowType: z.enum(
    WORKFLOWS.map((w) => w.id) as [string, ...string[]],
    `workflowType must be one of ${WORKFLOWS.map((w) => w.id).join(', ')}.`,
  ),
  context,
});
export type WorkflowRequest = z.infer<typeof WorkflowRequestSchema>;

export const ChatRequestSchema = z.object({
  question: z
    .string({ error: 'Please ask a question.' })
    .trim()
    .min(1, 'Please ask a question.')
    .max(COACH_QUESTION_MAX, `Questions must be at most ${COACH_QUESTION_MAX} characters.`),
  jobProfile: JobRefSchema,
  context,
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const WorkflowResponseSchema = z.object({ content: z.string(), engine: z.string() });
export const ChatResponseSchema = z.object({ answer: z.string(), engine: z.string() });

export { QUICK_QUESTIONS };
