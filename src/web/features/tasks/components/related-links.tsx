import { CalendarDays, FileText, Mail } from 'lucide-react';
import type { RelatedItem } from '../related-items.ts';

const ICONS = { inbox: Mail, meetings: CalendarDays, files: FileText } as const;
const NAMES = { inbox: 'E-mail', meetings: 'Meeting', files: 'File' } as const;

/** The e-mails, meetings and files a task draws on, each a link to its section of the week. */
export function RelatedLinks({ items }: { items: RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="What this task draws on" className="rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-navy-900">Draws on</h4>
      <ul className="mt-2 space-y-1.5 text-sm">
        {items.map((item) => {
          const Icon = ICONS[item.section];
          return (
            <li key={`${item.section}-${item.id}`} className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              <a href={`#${item.section}`} className="min-w-0 break-words text-navy-800 underline">
                <span className="sr-only">{NAMES[item.section]}: </span>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
