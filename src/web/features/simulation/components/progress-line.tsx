import { unreadEmails, type Opened, type WeekContent } from '../week.ts';

interface Part {
  label: string;
  done: number;
  total: number;
}

/** The parts of the week a user works through, and how far they have got. */
export function weekProgress(week: WeekContent, opened: Opened): Part[] {
  const count = (ids: readonly string[], items: readonly { id: string }[]) => {
    const seen = new Set(ids);
    return items.filter((item) => seen.has(item.id)).length;
  };
  return [
    {
      label: 'E-mails read',
      done: week.emails.length - unreadEmails(week.emails, opened),
      total: week.emails.length,
    },
    { label: 'Meetings', done: count(opened.meeting, week.meetings), total: week.meetings.length },
    { label: 'Files', done: count(opened.file, week.files), total: week.files.length },
    { label: 'Tasks', done: count(opened.task, week.tasks), total: week.tasks.length },
  ];
}

/**
 * "Your week": what the user has read and opened, kept on the server. It keeps its size while the
 * numbers load, so nothing below it moves.
 */
export function ProgressLine({
  week,
  opened,
  weekLabel,
  saveError,
}: {
  week: WeekContent | undefined;
  /** "Simulated week of 12 January 2026", shown here on phones (the header has it on wider screens). */
  weekLabel?: string;
  opened: Opened | undefined;
  saveError?: string | null;
}) {
  const parts = week && opened ? weekProgress(week, opened) : null;
  const done = parts?.reduce((sum, part) => sum + part.done, 0) ?? 0;
  const total = parts?.reduce((sum, part) => sum + part.total, 0) ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <p id="week-progress-label" className="font-semibold text-navy-900">
          Your week
        </p>
        <p className="tabular min-w-44 shrink-0 text-right text-sm text-slate-600">
          {parts ? `${done} of ${total} read or opened` : '\u00a0'}
        </p>
      </div>
      {/* On a phone the week's date is here (the header has no room); its line is kept while the
          week loads, so the sections below do not move. */}
      <p className="h-4 truncate text-xs leading-4 text-slate-600 sm:hidden">
        {weekLabel ?? '\u00a0'}
      </p>
      <div
        role="progressbar"
        aria-labelledby="week-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={parts ? `${done} of ${total}` : 'Loading'}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="tabular mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {(parts ?? PLACEHOLDER_PARTS).map((part) => (
          <li key={part.label}>
            {part.label}{' '}
            <span className="font-medium text-navy-900">
              {parts ? `${part.done}/${part.total}` : '–/–'}
            </span>
          </li>
        ))}
      </ul>
      {saveError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {saveError}
        </p>
      ) : null}
    </div>
  );
}

const PLACEHOLDER_PARTS: Part[] = ['E-mails read', 'Meetings', 'Files', 'Tasks'].map((label) => ({
  label,
  done: 0,
  total: 0,
}));
