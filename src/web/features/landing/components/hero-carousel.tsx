import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/domain/product.ts';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  accent: string;
}

const SLIDES: readonly Slide[] = [
  {
    eyebrow: 'Discover',
    title: 'Find the finance career that fits you',
    text: 'Answer 20 plain-English questions and see the 12 roles that suit your interests, skills and temperament, with the reasons why.',
    accent: 'from-emerald-500/30',
  },
  {
    eyebrow: 'Experience',
    title: 'Live a day in the job before you apply',
    text: 'Open a realistic simulation: the inbox, the meetings, the files, the market news and the tasks of the role.',
    accent: 'from-sky-500/30',
  },
  {
    eyebrow: 'Prepare',
    title: 'Get coached and see how your CV measures up',
    text: 'Six coaching workflows and quick answers for every role, plus a CV screen that shows exactly which skills you evidence and which you lack.',
    accent: 'from-amber-400/30',
  },
];

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setReduced(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Three slides rotating every 5 s. Rotation pauses while the pointer is over the carousel or
 * focus is inside it, can be paused by the visitor, and never starts under reduced motion.
 */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !hovered && !focused && !stopped && !reducedMotion;

  const go = useCallback((next: number) => {
    setIndex((next + SLIDES.length) % SLIDES.length);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % SLIDES.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What FinSim does"
      className="relative overflow-hidden rounded-2xl bg-navy-900 text-white shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={rotating ? 'off' : 'polite'} className="relative min-h-72 sm:min-h-64">
        {SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            hidden={i !== index}
            data-testid="carousel-slide"
            className={`absolute inset-0 bg-gradient-to-br ${slide.accent} to-transparent px-6 pt-8 pb-20 sm:px-12 sm:pt-12`}
          >
            <p className="text-sm font-semibold tracking-wider text-emerald-300 uppercase">
              {slide.eyebrow}
            </p>
            <h2 className="mt-2 max-w-2xl text-2xl font-bold tracking-tight sm:text-3xl">
              {slide.title}
            </h2>
            <p className="mt-3 max-w-2xl text-base text-navy-100 sm:text-lg">{slide.text}</p>
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-4 pb-4 sm:px-12">
        <div className="flex items-center gap-1">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show slide ${i + 1}: ${slide.eyebrow}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-emerald-400' : 'w-2 bg-white/50'}`}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Resume slide rotation' : 'Pause slide rotation'}
            className="flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Previous slide"
            className="flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Next slide"
            className="flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
