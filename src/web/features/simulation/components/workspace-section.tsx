import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ProgressKind } from '../../../../shared/domain/progress.ts';
import { RevealSection } from '../../../components/ui/reveal.tsx';
import { SECTION_HEADINGS, type SectionId } from '../sections.ts';
import type { OnOpen } from '../week.ts';

/**
 * False while a section waits for its turn to be drawn (the week's first paint draws what fills
 * the screen): it is in the page with its anchor, heading and room, but not yet its content.
 */
export const SectionDrawn = createContext(true);

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
  const drawn = useContext(SectionDrawn);
  return (
    <RevealSection
      id={id}
      aria-labelledby={`${id}-heading`}
      // Laid out and painted only near the screen: the week's sections below the first screen
      // cost the first paint nothing (a layout of all of them measured ~110 ms on a throttled
      // phone). Their text stays findable and readable by assistive technology, and `auto` keeps
      // the size each last had, so scrolling back does not jump. While a link to a section lands
      // (data-landing), all are laid out.
      className="scroll-mt-32 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] in-data-landing:[content-visibility:visible] lg:scroll-mt-24"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={`${id}-heading`}
          className="text-xl font-bold tracking-tight text-navy-900 sm:text-2xl"
        >
          {SECTION_HEADINGS[id]}
        </h2>
        {aside ? (
          // Its figures come with the content they count.
          <p className="tabular text-sm text-slate-600">{drawn ? aside : '\u00a0'}</p>
        ) : null}
      </div>
      {lead ? <p className="-mt-2 mb-4 max-w-3xl text-slate-600">{lead}</p> : null}
      {drawn ? children : <div aria-hidden="true" className="min-h-96" />}
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
