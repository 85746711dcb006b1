import { describe, expect, it, vi } from 'vitest';
import { REFERENCE_WEEK_START, simulatedWeekLabel } from './simulation.ts';

describe('the simulated week', () => {
  it('is labelled by its Monday, in British date order', () => {
    expect(simulatedWeekLabel(REFERENCE_WEEK_START)).toBe('Simulated week of 12 January 2026');
    expect(simulatedWeekLabel('2026-01-12T00:00:00Z')).toBe('Simulated week of 12 January 2026');
  });

  it('takes the date in UTC, so a reader west of London does not see Sunday 11 January', () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      expect(new Date(REFERENCE_WEEK_START).getDate()).toBe(11); // what a local-time label would show
      expect(simulatedWeekLabel(REFERENCE_WEEK_START)).toBe('Simulated week of 12 January 2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('still names the week when the date cannot be read', () => {
    expect(simulatedWeekLabel('not a date')).toBe('Simulated week');
  });
});
