import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTIONS } from '../sections.ts';
import { SectionNav } from './section-nav.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An IntersectionObserver the test reports for: `show(id)` says that section is on screen. */
function watchSections() {
  let show: (id: string) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: IntersectionObserverCallback) {
        show = (id) =>
          act(() =>
            this.callback(
              [
                {
                  isIntersecting: true,
                  target: document.getElementById(id),
                  boundingClientRect: { top: 0 },
                } as unknown as IntersectionObserverEntry,
              ],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      observe() {}
      disconnect() {}
    },
  );
  return (id: string) => show(id);
}

describe('SectionNav', () => {
  it('leaves the bar alone when the page opens, and brings the current section into view as the reader scrolls', () => {
    const show = watchSections();
    // A phone's bar: wider than the screen, so it scrolls sideways.
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <SectionNav counts={{}} />
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} />
        ))}
      </>,
    );
    const current = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'location')
        .map((link) => link.getAttribute('href'));
    expect(current()).toEqual([`#${SECTIONS[0]!.id}`]);
    // Opening the page reads no layout: the first section's link is where the bar starts.
    expect(width).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();

    const later = SECTIONS[SECTIONS.length - 1]!.id;
    show(later);
    expect(current()).toEqual([`#${later}`]);
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
