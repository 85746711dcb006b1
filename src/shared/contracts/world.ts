import { z } from 'zod';

const regex = z.string().refine((source) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

/**
 * One fact of the simulated week that any role may mention (a macro print, a policy rate, a market
 * level): stated once, with what identifies a sentence about it and the numbers such a sentence
 * may carry.
 */
export const WorldFactSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a kebab-case id'),
  /** The fact in words, as a role should state it. */
  statement: z.string().trim().min(20).max(400),
  /** Patterns (case-insensitive) of which one marks a sentence as being about this fact. */
  about: z.array(regex).min(1).max(8),
  /** The fact's number, in its unit. */
  value: z.number(),
  unit: z.enum(['%', 'bp', 'level', '$', '£']),
  /** Other numbers in that unit a sentence about it may carry (the target, the previous print). */
  alsoAllowed: z.array(z.number()).max(12).default([]),
  /** Patterns (case-insensitive) that state it differently in words, such as the wrong release day. */
  contradictions: z.array(regex).max(8).default([]),
});
export type WorldFact = z.infer<typeof WorldFactSchema>;

/** content/world/week.json: the facts of the simulated week of 12 January 2026. */
export const WorldWeekSchema = z.strictObject({
  facts: z.array(WorldFactSchema).max(80),
});
export type WorldWeek = z.infer<typeof WorldWeekSchema>;
