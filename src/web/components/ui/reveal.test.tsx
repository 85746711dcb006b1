import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealGroup, RevealSection } from './reveal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RevealGroup', () => {
  it('measures every section before marking any shown, and shows those on screen before paint', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const steps: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      steps.push(`measure ${this.id}`);
      return { top: this.id === 'below' ? 5000 : 0 } as DOMRect;
    });
    const setAttribute = HTMLElement.prototype.setAttribute;
    vi.spyOn(HTMLElement.prototype, 'setAttribute').mockImplementation(function (
      this: HTMLElement,
      name: string,
      value: string,
    ) {
      if (name === 'data-shown') steps.push(`show ${this.id}`);
      setAttribute.call(this, name, value);
    });
    const { container } = render(
      <RevealGroup>
        <RevealSection id="one" />
        <RevealSection id="two" />
        <RevealSection id="below" />
      </RevealGroup>,
    );
    expect(steps).toEqual(['measure one', 'measure two', 'measure below', 'show one', 'show two']);
    expect(container.querySelector('#below')).not.toHaveAttribute('data-shown');
  });
});
