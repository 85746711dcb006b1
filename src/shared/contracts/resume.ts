import { z } from 'zod';

/** The most bytes of `cvData` an analysis accepts (its JSON), so the server is not a text sink. */
export const CV_DATA_MAX_BYTES = 100 * 1024;

const line = z.string().max(600);

/** SPEC.md "Parsed resume": what structuring takes out of a CV's text. */
export const ParsedResumeSchema = z.object({
  name: z.string().max(120),
  summary: z.string().max(2000),
  experience: z
    .array(
      z.object({
        title: z.string().max(200),
        organisation: z.string().max(200),
        /** As written, e.g. "Jan 2021 - Present". */
        dates: z.string().max(80),
        /** Months since 1970-01 of the start and end, when the dates could be read; end null = present. */
        startMonth: z.number().int().nullable(),
        endMonth: z.number().int().nullable(),
        lines: z.array(line).max(30),
      }),
    )
    .max(10),
  education: z
    .array(
      z.object({
        qualification: z.string().max(200),
        institution: z.string().max(200),
        dates: z.string().max(80),
        lines: z.array(line).max(15),
      }),
    )
    .max(5),
  skills: z.array(z.string().max(100)).max(20),
  certifications: z.array(z.string().max(160)).max(15),
});
export type ParsedResume = z.infer<typeof ParsedResumeSchema>;

/** SPEC.md section 7: the text the browser read from the file, its name, and its structure. */
export const AnalyzeRequestSchema = z.object({
  cvData: z.object({
    fileName: z.string().trim().min(1).max(255),
    text: z
      .string({ error: 'Please upload a CV with some text in it.' })
      .trim()
      .min(50, 'This CV has too little text to screen: please upload the full CV.'),
    /** The browser's structuring, for display; the server structures the text again itself. */
    parsed: ParsedResumeSchema.optional(),
  }),
  jobProfile: z.object({
    /** The role in the catalogue (must-have skills and difficulty come from it). */
    id: z.string().trim().min(1, 'Choose a role first.').max(120),
    title: z.string().trim().min(1).max(200),
    description: z.string().max(5000).default(''),
    skills: z.array(z.string().max(100)).max(40).default([]),
  }),
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequestSchema>;

export const SkillFindingSchema = z.object({
  skill: z.string(),
  importance: z.enum(['must-have', 'nice-to-have']),
  /** The CV line that shows it, quoted as written; null for a missing skill. */
  evidence: z.string().nullable(),
  /** Where it was found: in work or education described, or only in a list of skills. */
  shown: z.enum(['in-work', 'listed', 'missing']),
});
export type SkillFinding = z.infer<typeof SkillFindingSchema>;

export const ResumeAnalysisSchema = z.object({
  fitScore: z.number().int().min(0).max(100),
  overallSuitability: z.object({
    score: z.number().int().min(0).max(100),
    level: z.string(),
    summary: z.string(),
  }),
  summary: z.string(),
  strengths: z.array(z.object({ area: z.string(), description: z.string(), evidence: z.string() })),
  gaps: z.array(
    z.object({
      area: z.string(),
      description: z.string(),
      severity: z.enum(['High', 'Medium', 'Low']),
      recommendation: z.string(),
    }),
  ),
  recommendations: z.array(z.object({ category: z.string(), items: z.array(z.string()) })),
  careerAdvice: z.string(),
  matchedSkills: z.array(SkillFindingSchema),
  missingSkills: z.array(SkillFindingSchema),
  /** How the score was made: points per part and the most each part could give. */
  breakdown: z.array(
    z.object({ part: z.string(), points: z.number(), max: z.number(), note: z.string() }),
  ),
  /** Which engine wrote the prose ("embedded", or a model); the score is always the embedded one. */
  engine: z.string(),
  analysedAt: z.string(),
  /** The user's last screening for this role, for "the change since the last one". */
  previous: z.object({ fitScore: z.number().int(), analysedAt: z.string() }).nullable(),
});
export type ResumeAnalysis = z.infer<typeof ResumeAnalysisSchema>;

export const AnalyzeResponseSchema = z.object({ analysis: ResumeAnalysisSchema });

/** POST /api/cv-screening/extract: the text of an old Word (.doc) file. */
export const ExtractResponseSchema = z.object({ text: z.string() });
