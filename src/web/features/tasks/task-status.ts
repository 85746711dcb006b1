import type { TaskProgressStatus } from '../../../shared/contracts/tasks.ts';

/** How a task the user answers stands, in a few words: "Passed · 93", "Draft saved". */
export function describeTaskStatus(status: TaskProgressStatus, best: number | null): string {
  if (status === 'passed') return `Passed · ${best}`;
  if (status === 'submitted') return `Best ${best} · not passed yet`;
  if (status === 'in_progress') return 'Draft saved';
  return 'To do';
}
