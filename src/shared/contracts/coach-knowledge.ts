import { z } from 'zod';
import { CATEGORIES } from '../domain/role-derivations.ts';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** What the coach knows about a family of roles, beyond each role's own simulation. */
const KnowledgeFields = {
  /** The usual steps, from entry to senior, with typical years and what changes at each. */
  careerLadder: z
    .array(
      z.strictObject({
        title: text(3, 80),
        years: text(1, 30),
        focus: text(30, 400),
      }),
    )
    .min(3)
    .max(7),
  workCulture: z.array(text(40, 500)).min(3).max(6),
  mainChallenges: z.array(text(40, 500)).min(3).max(6),
  exitOpportunities: z
    .array(z.strictObject({ destination: text(3, 100), why: text(30, 400) }))
    .min(3)
    .max(7),
  interviewQuestions: z
    .array(z.strictObject({ question: text(15, 250), goodAnswerShows: text(30, 500) }))
    .min(6)
    .max(10),
  /** Which tasks AI is changing, how, and when. */
  aiImpact: z
    .array(
      z.strictObject({
        task: text(5, 120),
        change: text(30, 400),
        horizon: z.enum(['already', 'within 2 years', '2-5 years', 'longer']),
      }),
    )
    .min(4)
    .max(8),
  /** Skills worth building beyond the role's listed ones, with how to build them. */
  skillsToBuild: z
    .array(z.strictObject({ skill: text(3, 80), how: text(30, 300) }))
    .min(3)
    .max(6),
};

export const CoachKnowledgeSchema = z.strictObject({
  category: z.enum(CATEGORIES),
  ...KnowledgeFields,
  /** Where a role of the category differs (by job id): only the fields that differ. */
  roles: z.record(z.string(), z.strictObject(KnowledgeFields).partial()).default({}),
});
export type CoachKnowledge = z.infer<typeof CoachKnowledgeSchema>;
