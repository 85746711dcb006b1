/** How the week's dates and labels read on the page (British English, London time). */

const ZONE = 'Europe/London';
const weekOfDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayHeading = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: ZONE,
});
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});
const dateAndTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

/** "Simulated week of 12 January 2026", from the week's `weekOf`. */
export function weekOfLabel(weekOf: string): string {
  return `Simulated week of ${weekOfDate.format(new Date(weekOf))}`;
}

/** "Monday 12 January". */
export const formatDay = (iso: string) => dayHeading.format(new Date(iso));
/** "Mon 12:20". */
export const formatDayTime = (iso: string) => dayAndTime.format(new Date(iso));
/** "Mon 12 Jan, 17:00". */
export const formatDateTime = (iso: string) => dateAndTime.format(new Date(iso));

/** "09:00–09:45". */
export function formatTimeRange(iso: string, minutes: number): string {
  const start = new Date(iso);
  return `${clock.format(start)}–${clock.format(new Date(start.getTime() + minutes * 60_000))}`;
}

/** "45 min", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const byTime =
  <T>(at: (item: T) => string, direction: 1 | -1 = 1) =>
  (a: T, b: T) =>
    direction * (Date.parse(at(a)) - Date.parse(at(b)));

export const PRIORITY_LABELS = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};
export const IMPACT_LABELS = { high: 'High impact', medium: 'Medium impact', low: 'Low impact' };
export const MEETING_TYPE_LABELS = { client: 'Client', internal: 'Internal', other: 'Other' };
export const TASK_STATUS_LABELS = {
  completed: 'Completed',
  in_progress: 'In progress',
  pending: 'Not started',
};
export const FILE_TYPE_LABELS = {
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  document: 'Document',
  pdf: 'PDF',
  dataset: 'Dataset',
  code: 'Code',
};
export const FILE_DIFFICULTY_LABELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const ROLE_DIFFICULTY_LABELS: Record<string, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};
