import { z } from 'zod';
import { PROGRESS_KINDS } from '../domain/progress.ts';

export const ProgressKindSchema = z.enum(PROGRESS_KINDS, {
  error: `kind must be one of ${PROGRESS_KINDS.join(', ')}`,
});

/** PUT /api/progress/:jobId: one item of the role's week that the user opened. */
export const ProgressUpdateSchema = z.strictObject({
  kind: ProgressKindSchema,
  itemId: z
    .string({ error: 'itemId must be the id of an item of this role' })
    .trim()
    .min(1, 'itemId must be the id of an item of this role')
    .max(160, 'itemId must be the id of an item of this role'),
});
export type ProgressUpdate = z.infer<typeof ProgressUpdateSchema>;

/** GET and PUT /api/progress/:jobId: the items of each kind the user has opened, oldest first. */
export const ProgressSchema = z.object({
  job_id: z.string(),
  opened: z.object({
    email: z.array(z.string()),
    meeting: z.array(z.string()),
    file: z.array(z.string()),
    task: z.array(z.string()),
    news: z.array(z.string()),
    fundamental: z.array(z.string()),
    company: z.array(z.string()),
  }),
});
export type Progress = z.infer<typeof ProgressSchema>;
