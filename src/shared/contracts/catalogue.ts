import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES } from '../domain/role-derivations.ts';

/** Catalogue content as authored in content/roles/*.json (before derivation). */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const JOB_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const RoleContentSchema = z.strictObject({
  job_id: z
    .string()
    .regex(JOB_ID_PATTERN, 'must be a kebab-case slug such as "equity-research-analyst"'),
  title: text(3, 80),
  summary: text(20, 220).refine((s) => !/[.!?]\s+\S/.test(s), 'must be one sentence'),
  description: text(200, 1200),
  skills: z.array(text(2, 60)).min(6).max(12),
  responsibilities: z.array(text(10, 240)).min(5).max(10),
  dailyTasks: z.array(text(10, 240)).min(5).max(10),
  experienceLevels: z.array(text(3, 160)).min(1).max(4),
  interests: z.array(text(2, 80)).min(3).max(6),
  personalityTraits: z.array(text(2, 80)).min(3).max(6),
  onetCodes: z
    .array(z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'must be an O*NET-SOC code such as 13-2051.00'))
    .min(1)
    .max(3),
});
export type RoleContent = z.infer<typeof RoleContentSchema>;

export const RoleFileSchema = z.strictObject({
  category: z.enum(CATEGORIES),
  roles: z.array(z.unknown()).min(1),
});

/** One item of `GET /api/jobs`. */
export const JobSummarySchema = z.object({
  job_id: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  skills: z.array(z.string()),
  category: z.enum(CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  salary_range: z.string(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobListSchema = z.array(JobSummarySchema);

/** `GET /api/jobs/:jobId`: the role's full profile. */
export const JobProfileSchema = JobSummarySchema.extend({
  responsibilities: z.array(z.string()),
  dailyTasks: z.array(z.string()),
  experienceLevels: z.array(z.string()),
  interests: z.array(z.string()),
  personalityTraits: z.array(z.string()),
  onetCodes: z.array(z.string()),
});
export type JobProfile = z.infer<typeof JobProfileSchema>;

export const JobParamsSchema = z.object({
  jobId: z.string().min(1).max(120),
});
