import { z } from 'zod';
import { FIGURE_UNITS } from '../domain/figures.ts';

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

/** What full, partial and no credit look like for one criterion, so any marker can be held to it. */
const RubricLevelsSchema = z.strictObject({
  full: text(10, 300),
  partial: text(10, 300),
  none: text(10, 300),
});

/** Terms that count as one idea: any of them shows it ("EBITDA", "earnings before interest..."). */
const TermGroupSchema = z.array(text(2, 80)).min(1).max(10);

const criterionBase = {
  id,
  /** What the marker looks for, in a sentence the user sees in their feedback. */
  criterion: text(5, 200),
  weight: z.number().int().min(1).max(100),
  levels: RubricLevelsSchema,
};

/** A number the answer must get right: value, unit and tolerance, tied to what it measures. */
export const FigureCriterionSchema = z.strictObject({
  ...criterionBase,
  kind: z.literal('figure'),
  /** What the number is, e.g. "total expected return". */
  quantity: text(3, 80),
  value: z.number(),
  unit: z.enum(FIGURE_UNITS),
  /** How far from the value still counts as right, in the same unit (0.2 for 11.4% ± 0.2). */
  tolerance: z.number().min(0),
  /** Words that tie the number to its quantity in a sentence ("return", "upside"). */
  cues: z.array(text(2, 40)).min(1).max(8),
});

/**
 * A call the answer must make (Hold, Decline, Escalate) and the calls that are wrong, each in the
 * phrasings people use for it (the marker reads verbs of one kind alike, so these are the other ways
 * of putting the call).
 */
export const DecisionCriterionSchema = z.strictObject({
  ...criterionBase,
  kind: z.literal('decision'),
  expected: z.array(text(2, 60)).min(1).max(10),
  wrong: z.array(text(2, 60)).min(1).max(12),
});

/** Ideas that must appear, each a group of equivalent terms. */
export const ConceptCriterionSchema = z.strictObject({
  ...criterionBase,
  kind: z.literal('concept'),
  groups: z.array(TermGroupSchema).min(1).max(8),
  /** How many groups earn full credit (default: all of them). */
  required: z.number().int().min(1).optional(),
});

/** A quality that needs reading; the embedded marker gives indicative credit from its evidence. */
export const JudgementCriterionSchema = z.strictObject({
  ...criterionBase,
  kind: z.literal('judgement'),
  /** True when the criterion judges style or tone (at most 20% of a task's points). */
  style: z.boolean(),
  evidence: z.array(TermGroupSchema).min(1).max(8),
});

export const RubricCriterionSchema = z.discriminatedUnion('kind', [
  FigureCriterionSchema,
  DecisionCriterionSchema,
  ConceptCriterionSchema,
  JudgementCriterionSchema,
]);
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

/** At most this share of a task's points may judge style or tone. */
export const MAX_STYLE_WEIGHT = 20;

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
  rubric: z.array(RubricCriterionSchema).min(3).max(8).optional(),
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
  if (!task.rubric) return;
  if (task.rubric.reduce((sum, r) => sum + r.weight, 0) !== 100) {
    ctx.addIssue({ code: 'custom', path: ['rubric'], message: 'weights must add up to 100' });
  }
  const style = task.rubric.reduce(
    (sum, r) => sum + (r.kind === 'judgement' && r.style ? r.weight : 0),
    0,
  );
  if (style > MAX_STYLE_WEIGHT)
    ctx.addIssue({
      code: 'custom',
      path: ['rubric'],
      message: `style and tone carry ${style} points; at most ${MAX_STYLE_WEIGHT} are allowed`,
    });
  if (new Set(task.rubric.map((r) => r.id)).size !== task.rubric.length)
    ctx.addIssue({ code: 'custom', path: ['rubric'], message: 'criterion ids must be unique' });
  task.rubric.forEach((r, index) => {
    if (r.kind === 'concept' && r.required !== undefined && r.required > r.groups.length)
      ctx.addIssue({
        code: 'custom',
        path: ['rubric', index, 'required'],
        message: 'cannot require more groups than the criterion has',
      });
  });
});

export const FundamentalSchema = z.strictObject({
  term: text(2, 80),
  category: text(3, 60),
  definition: text(30, 600),
  importance: text(30, 600),
  examples: z.array(text(10, 300)).min(1).max(4),
  relatedTerms: z.array(text(2, 80)).min(1).max(6),
});

/** A company as the page shows it: the registry's facts with what this role adds. */
export const CompanySchema = z.strictObject({
  name: text(2, 100),
  description: text(30, 600),
  matchScore: z.number().int().min(0).max(100),
  specialistAreas: z.array(text(2, 80)).min(1).max(6),
  employees: text(1, 80),
  revenue: text(1, 100),
  headquarters: text(3, 100),
  /** The earliest year of the firm or its predecessor (JPMorgan Chase: 1799). */
  foundedYear: z.number().int().min(1500).max(2026),
  /** When the present legal entity was formed, where that differs (JPMorgan Chase: 2000). */
  currentEntityFormed: z.number().int().min(1500).max(2026).optional(),
  assetsUnderManagement: text(1, 100).optional(),
  sharePrice: text(1, 80),
  /** When the figures were true, e.g. "FY2024; share price Aug 2026". */
  asOf: text(4, 60),
  /** True for figures from annual reports that are rounded ("approx."). */
  approximate: z.boolean(),
  source: text(3, 240),
});
export type Company = z.infer<typeof CompanySchema>;

const CURRENCIES = [
  'GBP',
  'USD',
  'EUR',
  'CHF',
  'JPY',
  'AUD',
  'CAD',
  'DKK',
  'SEK',
  'NOK',
  'HKD',
  'SGD',
] as const;

/**
 * One company in content/world/companies/<id>.json: its facts stated once, with their source,
 * period and currency. Roles refer to it by id.
 */
export const CompanyRecordSchema = z.strictObject({
  id,
  name: text(2, 100),
  headquarters: text(3, 100),
  founded: z.number().int().min(1500).max(2026),
  currentEntityFormed: z.number().int().min(1500).max(2026).optional(),
  /** Its ticker in ../shared/data/sp500, whose headquarters, founding year and price it carries. */
  sp500: z
    .string()
    .regex(/^[A-Z.]{1,6}$/)
    .optional(),
  /** The S&P 500 snapshot's price; only for companies the data set covers. */
  sharePrice: z
    .strictObject({
      value: z.number().positive(),
      currency: z.literal('USD'),
      asOf: z.literal('Aug 2026'),
    })
    .optional(),
  /** Where it is listed ("LSE: BARC") or that it is not ("Private", "Mutual (not listed)"). */
  listing: text(3, 80),
  employees: text(1, 60),
  revenue: text(1, 80).optional(),
  assetsUnderManagement: text(1, 80).optional(),
  /** The currency of the money figures; needed when there are any. */
  currency: z.enum(CURRENCIES).optional(),
  /** The fiscal year or date the employees, revenue and assets belong to: "FY2024". */
  period: text(4, 40),
  approximate: z.boolean(),
  source: text(3, 200),
});
export type CompanyRecord = z.infer<typeof CompanyRecordSchema>;

/** A company in a role's simulation: the registry id and what is this role's own. */
export const CompanyRefSchema = z.strictObject({
  id,
  /** Why this firm matters to this role. */
  description: text(30, 600),
  matchScore: z.number().int().min(0).max(100),
  specialistAreas: z.array(text(2, 80)).min(1).max(6),
});

/** content/world/names/<job_id>.json: the people and fictional firms of one role's world. */
export const RoleNamesSchema = z.strictObject({
  people: z.array(z.string().regex(/^\S+( \S+){1,3}$/, 'must be a full name')).max(60),
  /** Fictional firms, by the distinctive word or words that name them ("Harrowgate", "Albion Bank"). */
  firms: z.array(text(3, 60)).max(40),
});
export type RoleNames = z.infer<typeof RoleNamesSchema>;

/** One role's simulation as served: its companies resolved from the registry. */
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

/** One role's simulation as authored in content/simulations/<job_id>.json: companies by id. */
export const AuthoredSimulationSchema = SimulationContentSchema.extend({
  companies: z.array(CompanyRefSchema).length(8),
});
export type AuthoredSimulation = z.infer<typeof AuthoredSimulationSchema>;

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

/**
 * What GET /api/simulations/:jobId/outline answers, to anyone: the titles of the tasks a role's
 * simulation asks the user to do, in order (the role comparison shows them). Nothing else of the
 * simulation, which needs a plan, is in it.
 */
export const SimulationOutlineSchema = z.object({
  job_id: z.string(),
  tasks: z.array(z.string()).max(8),
});
export type SimulationOutline = z.infer<typeof SimulationOutlineSchema>;

/** What POST /api/sandbox/:jobId/start answers: the role is open, and how much of the plan is used. */
export const StartSimulationResponseSchema = z.object({
  job_id: z.string(),
  /** Roles this user has opened, this one included. */
  openedCount: z.number().int().nonnegative(),
  /** The plan's allowance; -1 is unlimited. */
  maxSimulations: z.number().int(),
});
export type StartSimulationResponse = z.infer<typeof StartSimulationResponseSchema>;
