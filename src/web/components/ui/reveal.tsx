import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../lib/motion.ts';

// Set on the element itself rather than in state: the reveal never re-renders the section.
const show = (element: HTMLElement) => element.setAttribute('data-shown', '');

/** Where a section inside a RevealGroup hands itself to be shown with the others. */
const RevealBatch = createContext<((element: HTMLElement) => void) | null>(null);

/**
 * Sections that appear together (a page of them): each measures where it is, and those on screen
 * are marked shown once all have measured, still before the frame is painted. Marked one at a
 * time, each mark would make the browser work out the page's styles again for the next
 * measurement: a dozen sections cost a dozen layouts instead of one.
 */
export function RevealGroup({ children }: { children: ReactNode }) {
  const pending = useRef<HTMLElement[]>([]);
  const flush = useCallback(() => pending.current.splice(0).forEach(show), []);
  const queue = useCallback(
    (element: HTMLElement) => {
      pending.current.push(element);
      // Should this commit not render the group itself, the sections still show before paint.
      queueMicrotask(flush);
    },
    [flush],
  );
  // Runs after the layout effects of the sections inside it, in the same commit.
  useLayoutEffect(flush);
  return <RevealBatch.Provider value={queue}>{children}</RevealBatch.Provider>;
}

/**
 * A section that fades in the first time it scrolls into view (SPEC.md section 2). What is on
 * screen when the page opens shows at once, so the first paint is final; with reduced motion,
 * or without IntersectionObserver, everything shows at once. Only opacity and `translate` move,
 * which never shifts the layout. Children can start their own animation with `group-data-shown:`.
 */
export function RevealSection({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const reduced = useReducedMotion();
  const batch = useContext(RevealBatch);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (reduced || typeof IntersectionObserver === 'undefined') {
      show(element);
      return;
    }
    if (element.getBoundingClientRect().top < window.innerHeight) {
      if (batch) batch(element);
      else show(element);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          show(element);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced, batch]);

  const motion = reduced
    ? ''
    : 'opacity-0 translate-y-2 transition duration-200 ease-out data-shown:translate-y-0 data-shown:opacity-100';
  return <section ref={ref} className={`group ${motion} ${className}`.trim()} {...rest} />;
}
