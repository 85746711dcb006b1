/**
 * What a user keeps of a role's week: the items they opened, per kind. E-mails, meetings, files and
 * tasks have authored ids; fundamentals and companies are known by a slug of their term or name.
 */
export const PROGRESS_KINDS = [
  'email',
  'meeting',
  'file',
  'task',
  'news',
  'fundamental',
  'company',
] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** How a person calls one item of each kind, in messages. */
export const PROGRESS_KIND_NAMES: Record<ProgressKind, string> = {
  email: 'e-mail',
  meeting: 'meeting',
  file: 'file',
  task: 'task',
  news: 'news item',
  fundamental: 'fundamental',
  company: 'company',
};

/** "S&P Global" -> "s-p-global": a stable id for items authored without one. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface WeekItems {
  emails: readonly { id: string }[];
  meetings: readonly { id: string }[];
  files: readonly { id: string }[];
  tasks: readonly { id: string }[];
  news: readonly { id: string }[];
  fundamentals: readonly { term: string }[];
  companies: readonly { name: string }[];
}

/** The ids of every item of a week, by kind: what progress may refer to. */
export function progressItemIds(week: WeekItems): Record<ProgressKind, string[]> {
  return {
    email: week.emails.map((e) => e.id),
    meeting: week.meetings.map((m) => m.id),
    file: week.files.map((f) => f.id),
    task: week.tasks.map((t) => t.id),
    news: week.news.map((n) => n.id),
    fundamental: week.fundamentals.map((f) => slugOf(f.term)),
    company: week.companies.map((c) => slugOf(c.name)),
  };
}

/** No progress yet. */
export function emptyProgress(): Record<ProgressKind, string[]> {
  return {
    email: [],
    meeting: [],
    file: [],
    task: [],
    news: [],
    fundamental: [],
    company: [],
  };
}
