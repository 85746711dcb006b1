/** How the week's dates and labels read on the page (British English, London time). */
import {
  formatLondonClock,
  formatLondonDateTime,
  formatLondonDay,
  formatLondonDayTime,
} from '../../../shared/domain/formats.ts';

/** "Monday 12 January". */
export const formatDay = (iso: string) => formatLondonDay(new Date(iso));
/** "Mon 12:20". */
export const formatDayTime = (iso: string) => formatLondonDayTime(new Date(iso));
/** "Mon 12 Jan, 17:00". */
export const formatDateTime = (iso: string) => formatLondonDateTime(new Date(iso));

/** "09:00–09:45". */
export function formatTimeRange(iso: string, minutes: number): string {
  const start = new Date(iso);
  return `${formatLondonClock(start)}–${formatLondonClock(new Date(start.getTime() + minutes * 60_000))}`;
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
