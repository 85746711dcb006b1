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
