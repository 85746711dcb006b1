import { useCallback, useState, type ReactNode } from 'react';
import type { ProgressKind } from '../../../../shared/domain/progress.ts';
import { RevealSection } from '../../../components/ui/reveal.tsx';
import { SECTION_HEADINGS, type SectionId } from '../sections.ts';
import type { OnOpen } from '../week.ts';

/** One section of the workspace: its anchor, its heading and a line beside it. */
export function WorkspaceSection({
  id,
  aside,
  lead,
  children,
}: {
  id: SectionId;
  aside?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RevealSection
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-32 lg:scroll-mt-24"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={`${id}-heading`}
          className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl"
        >
          {SECTION_HEADINGS[id]}
        </h2>
        {aside ? <p className="tabular text-sm text-slate-600">{aside}</p> : null}
      </div>
      {lead ? <p className="-mt-2 mb-4 max-w-3xl text-slate-600">{lead}</p> : null}
      {children}
    </RevealSection>
  );
}

/** The open item of a section; opening one is recorded as progress. */
export function useOpenItem(kind: ProgressKind, onOpen: OnOpen) {
  const [openId, setOpenId] = useState<string | null>(null);
  const change = useCallback(
    (id: string | null) => {
      setOpenId(id);
      if (id !== null) onOpen(kind, id);
    },
    [kind, onOpen],
  );
  return [openId, change] as const;
}
