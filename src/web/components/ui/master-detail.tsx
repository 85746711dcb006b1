import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface MasterDetailProps<T> {
  items: readonly T[];
  itemId: (item: T) => string;
  /** The open item, or null. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
  /** Names the list for screen readers, e.g. "E-mails". */
  listLabel: string;
  /** The content of an item's button in the list. */
  renderItem: (item: T, state: { open: boolean }) => ReactNode;
  /** The open item's heading, and what follows it. */
  detailTitle: (item: T) => string;
  renderDetail: (item: T) => ReactNode;
  /** "Back to inbox": how a phone returns to the list. */
  backLabel: string;
  /** "Close e-mail": the same from the reading pane. */
  closeLabel: string;
  /** Shown in the empty reading pane on wide screens. */
  placeholder: string;
  /** Shown instead of the list when there are no items. */
  emptyText: string;
  /** Items under headings (e.g. meetings by day), in the order they first appear. */
  groupOf?: (item: T) => string;
  /** While the items load: this many placeholder rows, as tall as real ones. */
  loadingRows?: number;
  /** Each row's height, so placeholders and content take the same room (e.g. "min-h-28"). */
  rowClassName?: string;
}

/**
 * A list whose items open in a reading pane beside it on wide screens, and in place of it on
 * phones, with a way back. Every item is a button (Enter opens it); Escape closes the open item
 * and focus goes back to the item that opened it.
 */
export function MasterDetail<T>({
  items,
  itemId,
  openId,
  onOpenChange,
  listLabel,
  renderItem,
  detailTitle,
  renderDetail,
  backLabel,
  closeLabel,
  placeholder,
  emptyText,
  groupOf,
  loadingRows,
  rowClassName = 'min-h-20',
}: MasterDetailProps<T>) {
  const id = useId();
  const paneId = `${id}-pane`;
  const headingId = `${id}-heading`;
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lastOpened = useRef<string | null>(null);
  const open = openId === null ? undefined : items.find((item) => itemId(item) === openId);
  const isOpen = open !== undefined;

  // Escape closes the open item when focus is anywhere in this list or its pane.
  useEffect(() => {
    const element = root.current;
    if (!element || !isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onOpenChange(null);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpenChange]);

  // Focus follows the reader: into the opened item, then back to the item it came from. It runs
  // when the open item changes, not when the list is re-rendered around it.
  useEffect(() => {
    if (openId !== null && isOpen) {
      lastOpened.current = openId;
      const title = heading.current;
      if (!title) return;
      title.focus({ preventScroll: true });
      const top = title.getBoundingClientRect().top;
      // On a phone the item replaces the list, which may have been scrolled far down.
      if (top < 0 || top > window.innerHeight - 80)
        title.closest('[data-pane]')?.scrollIntoView({ block: 'start' });
      return;
    }
    const previous = lastOpened.current;
    if (openId === null && previous !== null) {
      lastOpened.current = null;
      root.current
        ?.querySelector<HTMLButtonElement>(`[data-item-id="${CSS.escape(previous)}"]`)
        ?.focus();
    }
  }, [openId, isOpen]);

  const rows =
    loadingRows !== undefined ? (
      <ul aria-label={listLabel} aria-busy="true" className={listClass}>
        {Array.from({ length: loadingRows }, (_, index) => (
          <li key={index} className={`${rowClassName} px-4 py-3`}>
            <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-200" />
            <span className="mt-3 block h-4 w-4/5 animate-pulse rounded bg-slate-100" />
            <span className="mt-3 block h-4 w-1/4 animate-pulse rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    ) : items.length === 0 ? (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        {emptyText}
      </p>
    ) : (
      groupItems(items, groupOf).map(([group, members]) => (
        <div key={group ?? 'all'} className={group ? 'mt-4 first:mt-0' : undefined}>
          {group ? (
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {group}
            </h3>
          ) : null}
          <ul aria-label={group ? `${listLabel}, ${group}` : listLabel} className={listClass}>
            {members.map((item) => {
              const key = itemId(item);
              const isOpen = key === openId;
              return (
                <li key={key}>
                  <button
                    type="button"
                    data-item-id={key}
                    aria-expanded={isOpen}
                    aria-controls={paneId}
                    onClick={() => onOpenChange(isOpen ? null : key)}
                    className={`block w-full px-4 py-3 text-left transition-colors duration-150 focus-visible:-outline-offset-2 ${rowClassName} ${
                      isOpen
                        ? 'bg-emerald-50 shadow-[inset_3px_0_0_var(--color-emerald-600)]'
                        : 'hover:bg-slate-50'
                    }`}
                  >
                    {renderItem(item, { open: isOpen })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))
    );

  return (
    <div
      ref={root}
      className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-start"
    >
      <div className={open ? 'max-xl:hidden' : undefined}>{rows}</div>
      <div
        id={paneId}
        data-pane=""
        className={`scroll-mt-36 xl:sticky xl:top-24 ${open ? '' : 'max-xl:hidden'}`}
      >
        {open ? (
          <article
            aria-labelledby={headingId}
            className="rounded-xl border border-slate-200 bg-white break-words shadow-sm xl:max-h-[calc(100dvh-7rem)] xl:overflow-y-auto"
          >
            <div className="flex items-start gap-3 border-b border-slate-100 p-4 sm:p-5">
              <div className="min-w-0 flex-1">
                <button
                  type="button"
                  onClick={() => onOpenChange(null)}
                  className="-ml-2 mb-2 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-navy-800 hover:bg-navy-50 xl:hidden"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" /> {backLabel}
                </button>
                <h3
                  id={headingId}
                  ref={heading}
                  tabIndex={-1}
                  className="text-lg leading-snug font-semibold text-navy-900 focus:outline-none"
                >
                  {detailTitle(open)}
                </h3>
              </div>
              <button
                type="button"
                aria-label={closeLabel}
                onClick={() => onOpenChange(null)}
                className="hidden size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-navy-900 xl:inline-flex"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <div className="p-4 sm:p-5">{renderDetail(open)}</div>
          </article>
        ) : (
          <p className="hidden min-h-40 items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-6 text-center text-slate-600 xl:flex">
            {placeholder}
          </p>
        )}
      </div>
    </div>
  );
}

const listClass =
  'divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm';

function groupItems<T>(
  items: readonly T[],
  groupOf: ((item: T) => string) | undefined,
): Array<[string | null, T[]]> {
  if (!groupOf) return [[null, [...items]]];
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groupOf(item);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...groups];
}
