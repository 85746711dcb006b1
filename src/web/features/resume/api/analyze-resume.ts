import { z } from 'zod';
import { SkillFindingSchema, type AnalyzeRequest } from '../../../../shared/contracts/resume.ts';
import { RESUME_MESSAGES } from '../../../../shared/domain/resume.ts';
import { ScreeningError } from '../screening-error.ts';
import { responseError } from './response-error.ts';

const optionalText = z.string().optional();

/**
 * The analysis as the report reads it. SPEC.md section 3: strengths, gaps and recommendations may
 * each be plain strings or objects, and the report shows either; everything beyond the score has
 * a default, so an analysis with less in it still shows what it has.
 */
export const ScreeningReportSchema = z.object({
  fitScore: z.number().optional(),
  overallSuitability: z
    .object({ score: z.number().optional(), level: optionalText, summary: optionalText })
    .optional(),
  summary: optionalText,
  strengths: z
    .array(
      z.union([
        z.string(),
        z.object({ area: optionalText, description: optionalText, evidence: optionalText }),
      ]),
    )
    .default([]),
  gaps: z
    .array(
      z.union([
        z.string(),
        z.object({
          area: optionalText,
          description: optionalText,
          severity: optionalText,
          recommendation: optionalText,
        }),
      ]),
    )
    .default([]),
  recommendations: z
    .array(
      z.union([
        z.string(),
        z.object({ category: optionalText, items: z.array(z.string()).default([]) }),
      ]),
    )
    .default([]),
  careerAdvice: optionalText,
  matchedSkills: z.array(SkillFindingSchema).default([]),
  missingSkills: z.array(SkillFindingSchema).default([]),
  breakdown: z
    .array(
      z.object({
        part: z.string(),
        points: z.number(),
        max: z.number(),
        note: z.string().default(''),
      }),
    )
    .default([]),
  engine: optionalText,
  analysedAt: optionalText,
  previous: z.object({ fitScore: z.number(), analysedAt: z.string() }).nullable().default(null),
});
export type ScreeningReport = z.infer<typeof ScreeningReportSchema>;

export type ScreeningJob = AnalyzeRequest['jobProfile'];

/**
 * POST /api/cv-screening/analyze (SPEC.md section 7): the CV's text and name with the role, and
 * back the analysis. A refusal shows the server's `error`, else 'Failed to analyze CV'.
 */
export async function analyzeResume(
  cvData: { fileName: string; text: string },
  job: ScreeningJob,
): Promise<ScreeningReport> {
  const jobProfile: ScreeningJob = {
    id: job.id,
    title: job.title,
    description: job.description.slice(0, 5000),
    skills: job.skills.slice(0, 40),
  };
  const response = await fetch('/api/cv-screening/analyze', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cvData, jobProfile }),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new ScreeningError(await responseError(response, RESUME_MESSAGES.failed));
  }
  const body = (await response.json()) as { analysis?: unknown };
  return ScreeningReportSchema.parse(body.analysis);
}
