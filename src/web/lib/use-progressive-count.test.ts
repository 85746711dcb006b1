import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

describe('useProgressiveCount', () => {
  it('draws the first items at once and the rest a step at a time, all of them soon', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useProgressiveCount('list-a', 20, { first: 4, step: 5 });
      seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toBeGreaterThanOrEqual(20));
    // Every step was drawn on its own: 4, 9, 14, 19, then the last.
    expect([...new Set(seen)]).toEqual([4, 9, 14, 19, 24]);
  });

  it('waits for the items, then starts with the first ones', async () => {
    const { result, rerender } = renderHook(
      ({ total }: { total: number | undefined }) =>
        useProgressiveCount('list-b', total, { first: 3, step: 10 }),
      { initialProps: { total: undefined as number | undefined } },
    );
    expect(result.current).toBe(3);
    rerender({ total: 30 });
    expect(result.current).toBe(3);
    await waitFor(() => expect(result.current).toBeGreaterThanOrEqual(30));
  });

  it('draws a list whole at once when it was drawn before in this visit', async () => {
    const first = renderHook(() => useProgressiveCount('list-c', 10, { first: 2, step: 2 }));
    await waitFor(() => expect(first.result.current).toBeGreaterThanOrEqual(10));
    first.unmount();
    const again = renderHook(() => useProgressiveCount('list-c', 10, { first: 2, step: 2 }));
    expect(again.result.current).toBeGreaterThanOrEqual(10);
  });

  it('draws everything at once without a name', () => {
    const { result } = renderHook(() => useProgressiveCount(undefined, 50, { first: 2, step: 2 }));
    expect(result.current).toBeGreaterThanOrEqual(50);
  });
});
