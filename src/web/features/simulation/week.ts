import type { Progress } from '../../../shared/contracts/progress.ts';
import type { SandboxResponse } from '../../../shared/contracts/simulation.ts';
import type { ProgressKind } from '../../../shared/domain/progress.ts';

/** The role as the profile section shows it: from the catalogue, or from the week itself. */
export interface RoleBasics {
  title: string;
  summary: string;
  category: string;
  difficulty: string;
  skills: readonly string[];
  responsibilities: readonly string[];
  dailyTasks: readonly string[];
}

/** A role's week as the workspace shows it; the fallback has no scenario and no items. */
export type WeekContent = Pick<
  SandboxResponse,
  'emails' | 'meetings' | 'files' | 'news' | 'tasks' | 'fundamentals' | 'companies'
> & { scenario: SandboxResponse['scenario'] | null; weekOf: string | null };

export type Email = SandboxResponse['emails'][number];
export type Meeting = SandboxResponse['meetings'][number];
export type WeekFile = SandboxResponse['files'][number];
export type NewsItem = SandboxResponse['news'][number];
export type Task = SandboxResponse['tasks'][number];
export type Fundamental = SandboxResponse['fundamentals'][number];
export type Company = SandboxResponse['companies'][number];

export type Opened = Progress['opened'];
export type OnOpen = (kind: ProgressKind, itemId: string) => void;

/**
 * SPEC.md section 8: when the week cannot be loaded, a minimal fallback: the role's profile, and
 * empty e-mails, meetings and tasks (and the other sections).
 */
export const EMPTY_WEEK: WeekContent = {
  scenario: null,
  weekOf: null,
  emails: [],
  meetings: [],
  files: [],
  news: [],
  tasks: [],
  fundamentals: [],
  companies: [],
};

/** Read: authored as read, or opened by the user. */
export function unreadEmails(emails: readonly Email[], opened: Opened | undefined): number {
  const read = new Set(opened?.email ?? []);
  return emails.filter((email) => !email.read && !read.has(email.id)).length;
}
