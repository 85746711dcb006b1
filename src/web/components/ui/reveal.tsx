import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../../lib/motion.ts';

/**
 * A section that fades in the first time it scrolls into view (SPEC.md section 2). What is on
 * screen when the page opens shows at once, so the first paint is final; with reduced motion,
 * or without IntersectionObserver, everything shows at once. Only opacity and `translate` move,
 * which never shifts the layout. Children can start their own animation with `group-data-shown:`.
 */
export function RevealSection({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const reduced = useReducedMotion();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Set on the element itself rather than in state: the reveal never re-renders the section.
    const show = () => element.setAttribute('data-shown', '');
    if (
      reduced ||
      typeof IntersectionObserver === 'undefined' ||
      element.getBoundingClientRect().top < window.innerHeight
    ) {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          show();
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced]);

  const motion = reduced
    ? ''
    : 'opacity-0 translate-y-2 transition duration-200 ease-out data-shown:translate-y-0 data-shown:opacity-100';
  return <section ref={ref} className={`group ${motion} ${className}`.trim()} {...rest} />;
}
