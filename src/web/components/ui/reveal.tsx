import { useEffect, useRef, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../../lib/motion.ts';

/**
 * A section that fades in the first time it scrolls into view (SPEC.md section 2). It is drawn
 * visible, so what is on screen when the page opens is final in the first paint; the browser's
 * first report of where it is (an IntersectionObserver, which never makes the page lay itself out
 * again) tucks away one that is off screen, where nobody sees it go, and it fades in when it comes
 * into view. With reduced motion, or without IntersectionObserver, nothing moves. Only opacity and
 * `translate` change, which never shifts the layout. `data-shown` marks a section that has been
 * seen: children can start their own animation with `group-data-shown:`.
 */
export function RevealSection({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = () => {
      element.removeAttribute('data-waiting');
      element.setAttribute('data-shown', '');
    };
    if (reduced || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries, self) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (entry.isIntersecting) {
        show();
        self.disconnect();
      } else if (!element.hasAttribute('data-shown')) {
        element.setAttribute('data-waiting', '');
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced]);

  const motion = reduced
    ? ''
    : 'transition duration-200 ease-out data-waiting:translate-y-2 data-waiting:opacity-0';
  return <section ref={ref} className={`group ${motion} ${className}`.trim()} {...rest} />;
}
