import { startTransition, useEffect, useState } from 'react';

/** The long pages drawn whole before in this visit, by name. */
const drawnBefore = new Set<string>();

/**
 * Whether this is the first time in the visit that the long page called `name` is drawn (decided
 * as the component mounts; it counts as drawn once `drawn` is true). A page drawn before must be
 * drawn in full at once when it comes back: it must be as tall as it was for the scroll position
 * to be put back.
 */
export function useFirstDraw(name: string, drawn: boolean): boolean {
  const [first] = useState(() => !drawnBefore.has(name));
  useEffect(() => {
    if (drawn) drawnBefore.add(name);
  }, [name, drawn]);
  return first;
}

/**
 * How many items of a long page to draw (cards, sections). The first time a page is drawn in a
 * visit, `first` items are drawn at once and then `step` more after each paint, so that no single
 * task builds and lays out the whole page (a long task keeps a phone from answering a tap). All of
 * them are in the page a few frames later; what is drawn first is what fills the screen. Coming
 * back to a page drawn before, it is drawn whole at once: it must be as tall as it was for the
 * scroll position to be put back. `total` is undefined while the items load; without a `name`,
 * everything is drawn at once.
 */
export function useProgressiveCount(
  name: string | undefined,
  total: number | undefined,
  { first, step }: { first: number; step: number },
): number {
  const [drawn, setDrawn] = useState(() =>
    name === undefined || drawnBefore.has(name) ? Number.POSITIVE_INFINITY : first,
  );

  useEffect(() => {
    if (name === undefined || total === undefined) return;
    if (drawn >= total) {
      drawnBefore.add(name);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted: the next step is a task of its own, and a transition, so
    // React builds it in slices of a few milliseconds with the browser free between them.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((count) => count + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [name, total, drawn, step]);

  return drawn;
}
