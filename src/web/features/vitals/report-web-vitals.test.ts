import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebVitalsReporting } from './report-web-vitals.ts';

type Report = (metric: Metric) => void;

/** The callback each web-vitals listener was given, by metric name. */
const listeners = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => {
    listeners.set(name, callback);
  };
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

function metric(overrides: Partial<Metric> = {}): Metric {
  return {
    name: 'LCP',
    value: 1234.5,
    rating: 'good',
    delta: 1234.5,
    id: 'v5-123-456',
    entries: [],
    navigationType: 'navigate',
    ...overrides,
  } as Metric;
}

function report(name: string, value: Metric) {
  const listener = listeners.get(name) as Report | undefined;
  if (!listener) throw new Error(`No listener for ${name}`);
  listener(value);
}

describe('startWebVitalsReporting', () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    listeners.clear();
    fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/role-selection?tab=all');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('listens for all five Core Web Vitals and sends nothing until one is final', () => {
    startWebVitalsReporting();
    expect([...listeners.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts each final metric to /api/vitals as JSON that survives the page unloading', () => {
    startWebVitalsReporting();
    report('LCP', metric());
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/vitals');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    });
    // The path without its query, and none of the metric's entries or delta.
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      id: 'v5-123-456',
      navigationType: 'navigate',
      path: '/role-selection',
    });
  });

  it('sends one report per metric, each with its own name and rating', () => {
    startWebVitalsReporting();
    report('CLS', metric({ name: 'CLS', value: 0.31, rating: 'poor', id: 'cls-1' }));
    report('INP', metric({ name: 'INP', value: 320, rating: 'needs-improvement', id: 'inp-1' }));
    const bodies = fetch.mock.calls.map(
      ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
    );
    expect(bodies.map((b) => [b.name, b.value, b.rating, b.id])).toEqual([
      ['CLS', 0.31, 'poor', 'cls-1'],
      ['INP', 320, 'needs-improvement', 'inp-1'],
    ]);
  });

  it('cuts a very long path to 300 characters', () => {
    window.history.replaceState(null, '', `/${'a'.repeat(400)}`);
    startWebVitalsReporting();
    report('TTFB', metric({ name: 'TTFB' }));
    const body = JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit).body)) as {
      path: string;
    };
    expect(body.path).toBe(`/${'a'.repeat(299)}`);
  });

  it('swallows a failed report so the visitor never notices', async () => {
    const rejected = Promise.reject(new TypeError('Failed to fetch'));
    fetch.mockReturnValue(rejected);
    startWebVitalsReporting();
    expect(() => report('FCP', metric({ name: 'FCP' }))).not.toThrow();
    // An unhandled rejection would fail the run; give it the chance to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledOnce();
  });
});
