import { CheckCircle2 } from 'lucide-react';

/** A quiet tick on items the user has opened before, with words for screen readers. */
export function OpenedMark({ opened, label = 'Opened' }: { opened: boolean; label?: string }) {
  if (!opened) return null;
  return (
    <span className="ml-auto inline-flex shrink-0 items-center gap-1 text-xs text-emerald-800">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{label}</span>
    </span>
  );
}
