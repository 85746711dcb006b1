import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './hero-carousel.tsx';

function visibleSlideTitle(): string {
  const visible = screen.getAllByTestId('carousel-slide').filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector('h2')!.textContent ?? '';
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows one of three slides and rotates every 5 seconds, wrapping round', () => {
    render(<HeroCarousel />);
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(3);
    const first = visibleSlideTitle();
    advance(4_999);
    expect(visibleSlideTitle()).toBe(first);
    advance(1);
    const second = visibleSlideTitle();
    expect(second).not.toBe(first);
    advance(5_000);
    const third = visibleSlideTitle();
    expect([first, second]).not.toContain(third);
    advance(5_000);
    expect(visibleSlideTitle()).toBe(first);
  });

  it('pauses while the pointer is over it and resumes after', () => {
    render(<HeroCarousel />);
    const first = visibleSlideTitle();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'What FinSim does' }));
    advance(15_000);
    expect(visibleSlideTitle()).toBe(first);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'What FinSim does' }));
    advance(5_000);
    expect(visibleSlideTitle()).not.toBe(first);
  });

  it('pauses while keyboard focus is inside it', () => {
    render(<HeroCarousel />);
    const first = visibleSlideTitle();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    const afterFocus = visibleSlideTitle();
    expect(afterFocus).toBe(first);
    advance(15_000);
    expect(visibleSlideTitle()).toBe(first);
  });

  it('never rotates under prefers-reduced-motion', () => {
    setReducedMotion(true);
    render(<HeroCarousel />);
    const first = visibleSlideTitle();
    advance(20_000);
    expect(visibleSlideTitle()).toBe(first);
  });

  it('has controls for next, previous, each slide and pausing', () => {
    render(<HeroCarousel />);
    const first = visibleSlideTitle();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const second = visibleSlideTitle();
    expect(second).not.toBe(first);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlideTitle()).toBe(first);
    fireEvent.click(screen.getByRole('button', { name: /Show slide 3/ }));
    expect(screen.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    const paused = visibleSlideTitle();
    advance(15_000);
    expect(visibleSlideTitle()).toBe(paused);
    expect(screen.getByRole('button', { name: 'Resume slide rotation' })).toBeInTheDocument();
  });
});
