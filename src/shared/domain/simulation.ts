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
 * Content is written for one reference week (Monday 12 to Friday 16 January 2026, London time);
 * the server moves it to the current week when it serves it, so the inbox always reads as this week.
 */
export const REFERENCE_WEEK_START = '2026-01-12T00:00:00Z';
export const REFERENCE_WEEK_END = '2026-01-18T23:59:59Z';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week that holds `now`. */
export function mondayOf(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/** Moves a reference-week timestamp into the week that holds `now`, keeping its weekday and time. */
export function rebaseToWeek(iso: string, now: Date): string {
  const weeks = Math.round((mondayOf(now).getTime() - Date.parse(REFERENCE_WEEK_START)) / WEEK_MS);
  return new Date(Date.parse(iso) + weeks * WEEK_MS).toISOString();
}
