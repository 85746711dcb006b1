import { z } from 'zod';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const isoInstant = z.iso.datetime({
  offset: true,
  error: 'must be an ISO date-time such as 2026-01-12T08:30:00Z',
});
const id = z.string().regex(/^[a-z0-9-]+$/, 'must be a kebab-case id');
const words = (min: number, max: number) =>
  z.string().refine((s) => {
    const n = s.trim().split(/\s+/).length;
    return n >= min && n <= max;
  }, `must be ${min}-${max} words`);

export const ScenarioSchema = z.strictObject({
  /** Who you are in the simulation, in the second person. */
  you: text(40, 600),
  team: text(40, 600),
  firm: text(40, 600),
  weekAhead: text(40, 800),
});

export const EmailSchema = z.strictObject({
  id,
  from: z.strictObject({ name: text(3, 60), role: text(3, 80) }),
  subject: text(5, 120),
  body: words(60, 200),
  priority: z.enum(['high', 'medium', 'low']),
  read: z.boolean(),
  timestamp: isoInstant,
});

export const MeetingSchema = z.strictObject({
  id,
  title: text(5, 120),
  type: z.enum(['client', 'internal', 'other']),
  time: isoInstant,
  location: text(3, 120),
  durationMinutes: z.number().int().min(10).max(240),
  attendees: z.array(text(3, 100)).min(2).max(10),
  agenda: text(20, 400),
  transcript: z
    .array(z.strictObject({ speaker: text(2, 60), text: text(10, 600) }))
    .min(8)
    .max(20),
});

export const FileSchema = z.strictObject({
  id,
  name: text(3, 100),
  category: text(3, 60),
  description: text(30, 500),
  type: z.enum(['spreadsheet', 'presentation', 'document', 'pdf', 'dataset', 'code']),
  size: z.string().regex(/^\d+(\.\d)? (KB|MB)$/, 'must look like "2.4 MB" or "380 KB"'),
  lastModified: isoInstant,
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedTime: z.string().regex(/^\d+ (min|hours?)$/, 'must look like "45 min" or "2 hours"'),
  deliverables: z.array(text(5, 200)).min(1).max(6),
});

export const NewsSchema = z.strictObject({
  id,
  headline: text(10, 160),
  impact: z.enum(['high', 'medium', 'low']),
  category: text(3, 60),
  summary: text(40, 800),
  relevance: text(20, 500),
  source: text(3, 80),
  timestamp: isoInstant,
});

export const RubricItemSchema = z.strictObject({
  criterion: text(5, 200),
  weight: z.number().int().min(1).max(100),
});

const TaskBaseSchema = z.strictObject({
  id,
  title: text(5, 120),
  status: z.enum(['completed', 'in_progress', 'pending']),
  description: text(20, 600),
  due_date: isoInstant,
  /** What the user is asked to do (pending and in-progress tasks). */
  brief: text(40, 1500).optional(),
  /** A strong answer, for feedback; never sent to the page. */
  modelAnswer: text(60, 4000).optional(),
  rubric: z.array(RubricItemSchema).min(3).max(8).optional(),
});

export const TaskSchema = TaskBaseSchema.superRefine((task, ctx) => {
  if (task.status === 'completed') return;
  for (const field of ['brief', 'modelAnswer', 'rubric'] as const) {
    if (task[field] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `is needed for a ${task.status} task`,
      });
  }
  if (task.rubric && task.rubric.reduce((sum, r) => sum + r.weight, 0) !== 100) {
    ctx.addIssue({ code: 'custom', path: ['rubric'], message: 'weights must add up to 100' });
  }
});

export const FundamentalSchema = z.strictObject({
  term: text(2, 80),
  category: text(3, 60),
  definition: text(30, 600),
  importance: text(30, 600),
  examples: z.array(text(10, 300)).min(1).max(4),
  relatedTerms: z.array(text(2, 80)).min(1).max(6),
});

export const CompanySchema = z.strictObject({
  name: text(2, 100),
  description: text(30, 600),
  matchScore: z.number().int().min(0).max(100),
  specialistAreas: z.array(text(2, 80)).min(1).max(6),
  employees: text(1, 60),
  revenue: text(1, 80),
  headquarters: text(3, 100),
  foundedYear: z.number().int().min(1600).max(2026),
  sharePrice: text(1, 60),
  /** When the figures were true, e.g. "Aug 2026" or "FY2024". */
  asOf: text(4, 40),
  /** True for figures from annual reports that are rounded ("approx."). */
  approximate: z.boolean(),
  source: text(3, 200),
});

/** One role's simulation as authored in content/simulations/<job_id>.json. */
export const SimulationContentSchema = z.strictObject({
  job_id: id,
  scenario: ScenarioSchema,
  emails: z.array(EmailSchema).length(8),
  meetings: z.array(MeetingSchema).length(6),
  files: z.array(FileSchema).length(8),
  news: z.array(NewsSchema).length(8),
  tasks: z.array(TaskSchema).length(8),
  fundamentals: z.array(FundamentalSchema).length(8),
  companies: z.array(CompanySchema).length(8),
});
export type SimulationContent = z.infer<typeof SimulationContentSchema>;

/**
 * What GET /api/sandbox/:jobId sends: capped sections, no model answers, and the simulated week of
 * 12 January 2026 as authored (`weekOf` is its Monday).
 */
export const SandboxResponseSchema = z.object({
  job_id: z.string(),
  weekOf: z.string(),
  profile: z.object({
    title: z.string(),
    description: z.string(),
    summary: z.string(),
    category: z.string(),
    difficulty: z.string(),
    salary_range: z.string(),
    coreSkills: z.array(z.string()),
    skills: z.array(z.string()),
    experienceLevels: z.array(z.string()),
    interests: z.array(z.string()),
    personalityTraits: z.array(z.string()),
    responsibilities: z.array(z.string()).max(5),
    dailyTasks: z.array(z.string()).max(5),
  }),
  scenario: ScenarioSchema,
  emails: z.array(EmailSchema).max(8),
  meetings: z.array(MeetingSchema).max(6),
  files: z.array(FileSchema).max(8),
  news: z.array(NewsSchema.extend({ simulated: z.literal(true) })).max(8),
  tasks: z.array(TaskBaseSchema.omit({ modelAnswer: true })).max(8),
  fundamentals: z.array(FundamentalSchema).max(8),
  companies: z.array(CompanySchema).max(8),
});
export type SandboxResponse = z.infer<typeof SandboxResponseSchema>;

/** What POST /api/sandbox/:jobId/start answers: the role is open, and how much of the plan is used. */
export const StartSimulationResponseSchema = z.object({
  job_id: z.string(),
  /** Roles this user has opened, this one included. */
  openedCount: z.number().int().nonnegative(),
  /** The plan's allowance; -1 is unlimited. */
  maxSimulations: z.number().int(),
});
export type StartSimulationResponse = z.infer<typeof StartSimulationResponseSchema>;
