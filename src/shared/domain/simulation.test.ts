import { describe, expect, it } from 'vitest';
import { mondayOf, rebaseToWeek } from './simulation.ts';

describe('the simulated week', () => {
  it('finds the Monday of any day', () => {
    expect(mondayOf(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('moves reference-week times to the same weekday and time of the current week', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday
    expect(rebaseToWeek('2026-01-12T08:30:00Z', now)).toBe('2026-11-23T08:30:00.000Z');
    expect(rebaseToWeek('2026-01-16T17:45:00Z', now)).toBe('2026-11-27T17:45:00.000Z');
  });
});
