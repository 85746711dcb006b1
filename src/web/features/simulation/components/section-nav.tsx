import { useEffect, useRef, useState } from 'react';
import { SECTIONS, type SectionId } from '../sections.ts';

export interface SectionCount {
  value: number;
  /** What the number counts, for screen readers: "unread". */
  label: string;
}

/** The section nearest the top of the screen, as the reader scrolls. */
function useActiveSection(): SectionId {
  const [active, setActive] = useState<SectionId>('profile');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((entry) => entry.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const first = visible[0];
        if (first) setActive(first.target.id as SectionId);
      },
      { rootMargin: '-35% 0px -60% 0px' },
    );
    for (const section of SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}

/**
 * The way around the workspace: a side rail on wide screens, a bar that scrolls sideways on phones.
 * Plain anchor links, so every section also has an address (#inbox, #meetings, ...).
 */
export function SectionNav({
  counts,
}: {
  counts: Partial<Record<SectionId, SectionCount | null>>;
}) {
  const active = useActiveSection();
  const bar = useRef<HTMLUListElement>(null);

  // Keep the current section's link in view in the phone bar, without moving the page. Not when
  // the page opens: the first section's link starts in view, and reading the bar's width then would
  // make the browser lay out the whole new page in the middle of drawing it.
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    const list = bar.current;
    const link = list?.querySelector<HTMLElement>(`a[href="#${active}"]`);
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - list.clientWidth / 2 + link.offsetWidth / 2 });
  }, [active]);

  return (
    <nav
      aria-label="Simulation sections"
      className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white sm:-mx-6 lg:top-16 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:py-8"
    >
      {/* Relative, so the screen-reader text of the counts scrolls and clips with the bar instead
          of widening the page. */}
      <ul
        ref={bar}
        className="relative flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:px-6 lg:flex-col lg:overflow-visible lg:p-0"
      >
        {SECTIONS.map((section) => {
          const count = counts[section.id];
          const current = active === section.id;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                className={`flex min-h-9 items-center gap-2 rounded-full px-3 text-sm font-medium whitespace-nowrap lg:rounded-lg ${
                  current
                    ? 'bg-navy-900 text-white'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900'
                }`}
              >
                <span className="lg:flex-1">{section.nav}</span>
                {count !== undefined ? (
                  // Always there, so the links never move when the numbers arrive.
                  <span
                    className={`tabular inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs font-semibold ${
                      count && count.value > 0
                        ? current
                          ? 'bg-white text-navy-900'
                          : 'bg-emerald-700 text-white'
                        : 'invisible'
                    }`}
                  >
                    {count && count.value > 0 ? (
                      <>
                        {count.value}
                        <span className="sr-only"> {count.label}</span>
                      </>
                    ) : (
                      '0'
                    )}
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
