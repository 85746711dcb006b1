import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealSection } from './reveal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An IntersectionObserver the test reports for, one per section. */
function watchIntersections() {
  const watchers = new Map<Element, { report: (isIntersecting: boolean) => void }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watchers.set(element, {
          report: (isIntersecting) =>
            act(() =>
              this.callback(
                [{ isIntersecting, target: element } as unknown as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
            ),
        });
      }
      disconnect() {}
    },
  );
  return watchers;
}

describe('RevealSection', () => {
  it('is drawn visible, never makes the page lay itself out, and fades in once it comes into view', () => {
    const watchers = watchIntersections();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { container } = render(
      <>
        <RevealSection id="on-screen" />
        <RevealSection id="below" />
      </>,
    );
    const onScreen = container.querySelector('#on-screen')!;
    const below = container.querySelector('#below')!;
    // Before the browser has said where they are, both are visible: the first paint is final.
    for (const section of [onScreen, below]) expect(section).not.toHaveAttribute('data-waiting');

    watchers.get(onScreen)!.report(true);
    watchers.get(below)!.report(false);
    expect(onScreen).toHaveAttribute('data-shown');
    expect(onScreen).not.toHaveAttribute('data-waiting');
    // Off screen, it is tucked away until it is scrolled to.
    expect(below).toHaveAttribute('data-waiting');
    expect(below).not.toHaveAttribute('data-shown');
    expect(below.className).toMatch(/data-waiting:opacity-0/);

    watchers.get(below)!.report(true);
    expect(below).toHaveAttribute('data-shown');
    expect(below).not.toHaveAttribute('data-waiting');
    expect(measure).not.toHaveBeenCalled();
  });

  it('shows at once, without motion, for someone who asks for reduced motion', () => {
    const watchers = watchIntersections();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener() {},
      removeEventListener() {},
    }));
    const { container } = render(<RevealSection id="one" />);
    const section = container.querySelector('#one')!;
    expect(section).toHaveAttribute('data-shown');
    expect(section.className).not.toMatch(/opacity/);
    expect(watchers.size).toBe(0);
  });
});
