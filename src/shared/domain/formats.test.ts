import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatGbp,
  formatLocalClock,
  formatLongDate,
  formatLondonClock,
  formatLondonDateTime,
  formatLondonDay,
  formatLondonDayTime,
  formatLongDateUtc,
  formatShortDate,
} from './formats.ts';

// The page's own formatters must read exactly as the en-GB Intl formatters they stand in for.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options);
const LONDON = 'Europe/London';
const reference = {
  longDateUtc: intl({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  longDate: intl({ day: 'numeric', month: 'long', year: 'numeric' }),
  shortDate: intl({ day: 'numeric', month: 'short', year: 'numeric' }),
  londonDay: intl({ weekday: 'long', day: 'numeric', month: 'long', timeZone: LONDON }),
  londonDayTime: intl({ weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: LONDON }),
  londonDateTime: intl({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: LONDON,
  }),
  londonClock: intl({ hour: '2-digit', minute: '2-digit', timeZone: LONDON }),
  localClock: intl({ hour: '2-digit', minute: '2-digit' }),
};

// 2000 to 2040, minute by minute: every weekday, month, and both sides of each clock change.
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));

describe('dates as the pages write them', () => {
  it('read as the en-GB Intl formatters do, at any instant from 2000 to 2040', () => {
    fc.assert(
      fc.property(instants, (date) => {
        expect(formatLongDateUtc(date)).toBe(reference.longDateUtc.format(date));
        expect(formatLongDate(date)).toBe(reference.longDate.format(date));
        expect(formatShortDate(date)).toBe(reference.shortDate.format(date));
        expect(formatLondonDay(date)).toBe(reference.londonDay.format(date));
        expect(formatLondonDayTime(date)).toBe(reference.londonDayTime.format(date));
        expect(formatLondonDateTime(date)).toBe(reference.londonDateTime.format(date));
        expect(formatLondonClock(date)).toBe(reference.londonClock.format(date));
        expect(formatLocalClock(date)).toBe(reference.localClock.format(date));
      }),
      { numRuns: 3_000 },
    );
  });

  it('follow London across the clock changes of 2026 (29 March and 25 October, 01:00 UTC)', () => {
    expect(formatLondonClock(new Date('2026-03-29T00:59:00Z'))).toBe('00:59');
    expect(formatLondonClock(new Date('2026-03-29T01:00:00Z'))).toBe('02:00');
    expect(formatLondonClock(new Date('2026-10-25T00:59:00Z'))).toBe('01:59');
    expect(formatLondonClock(new Date('2026-10-25T01:00:00Z'))).toBe('01:00');
    expect(formatLondonDay(new Date('2026-06-30T23:30:00Z'))).toBe('Wednesday 1 July');
    expect(formatLondonDateTime(new Date('2026-09-14T07:05:00Z'))).toBe('Mon 14 Sept, 08:05');
    expect(formatLondonDayTime(new Date('2026-01-12T12:20:00Z'))).toBe('Mon 12:20');
    expect(formatLongDateUtc(new Date('2026-01-12T00:00:00Z'))).toBe('12 January 2026');
  });
});

describe('counts and pounds as the pages write them', () => {
  it('read as toLocaleString and the GBP Intl formatter do', () => {
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
        expect(formatGbp(n / 100)).toBe(pounds.format(n / 100));
      }),
      { numRuns: 3_000 },
    );
    expect(formatCount(4000)).toBe('4,000');
    expect(formatGbp(9.99)).toBe('£9.99');
    expect(formatGbp(1234.5)).toBe('£1,234.50');
  });
});
