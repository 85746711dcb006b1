import { formatLongDateUtc } from './formats.ts';

/** SPEC.md section 9: how many items of each simulation section are shown. */
export const SECTION_CAPS = {
  emails: 8,
  meetings: 6,
  files: 8,
  news: 8,
  tasks: 8,
  fundamentals: 8,
  companies: 8,
} as const;

export const PROFILE_LIST_CAP = 5;

/**
 * Content is written for one reference week (Monday 12 to Sunday 18 January 2026, London time,
 * which is UTC in January) and served as authored: its text names those days ("closes at 17:00 on
 * Friday 16 January"), so moving its timestamps to another week would make the two disagree.
 */
export const REFERENCE_WEEK_START = '2026-01-12T00:00:00.000Z';
export const REFERENCE_WEEK_END = '2026-01-18T23:59:59Z';

/** "Simulated week of 12 January 2026": tells the user the week is a set piece, not this week. */
export function simulatedWeekLabel(weekOf: string): string {
  const monday = new Date(weekOf);
  // A page should still say what the week is, even if a malformed value ever reaches it.
  if (Number.isNaN(monday.getTime())) return 'Simulated week';
  return `Simulated week of ${formatLongDateUtc(monday)}`;
}
