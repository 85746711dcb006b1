import { describe, expect, it } from 'vitest';
import { describeQuizTime, mergeQuizResults, SHORTLIST_MAX } from './quiz-results.ts';

const now = new Date('2026-11-20T12:00:00Z');
const result = (label: string, at: string) => ({
  quizAnswers: `${label} answers`,
  matchedJobs: `${label} matches`,
  completedAt: new Date(at),
});
const side = (
  quiz: ReturnType<typeof result> | null,
  shortlisted: string[] = [],
  dismissed: string[] = [],
) => ({ quiz, shortlisted, dismissed });

describe('merging a visitor’s results into an account', () => {
  it('gives an empty (new) account everything the visitor had', () => {
    const visitor = side(result('visitor', '2026-11-20T11:00:00Z'), ['a', 'b'], ['c']);
    expect(mergeQuizResults(side(null), visitor, now)).toEqual(visitor);
  });

  it('keeps the newer quiz result whole: answers never mix with the other side’s matches', () => {
    const older = result('account', '2026-11-01T09:00:00Z');
    const newer = result('visitor', '2026-11-19T09:00:00Z');
    expect(mergeQuizResults(side(older), side(newer), now).quiz).toEqual(newer);
    expect(mergeQuizResults(side(newer), side(older), now).quiz).toEqual(newer);
    // Equally new: the account's stays.
    const same = result('visitor', '2026-11-01T09:00:00Z');
    expect(mergeQuizResults(side(older), side(same), now).quiz).toBe(older);
  });

  it('keeps the account’s result when the visitor has none', () => {
    const account = result('account', '2026-11-01T09:00:00Z');
    expect(mergeQuizResults(side(account), side(null, ['x']), now).quiz).toBe(account);
  });

  it('reads a visitor date in the future as now', () => {
    const account = result('account', '2026-11-20T11:59:00Z');
    const future = result('visitor', '2027-01-01T00:00:00Z');
    const merged = mergeQuizResults(side(account), side(future), now);
    expect(merged.quiz?.quizAnswers).toBe('visitor answers');
    expect(merged.quiz?.completedAt).toEqual(now);
  });

  it('unions the shortlists (the account’s first) and drops set-aside roles that are shortlisted', () => {
    const merged = mergeQuizResults(
      side(null, ['a', 'b'], ['c', 'd']),
      side(null, ['b', 'c', 'e'], ['a', 'f']),
      now,
    );
    expect(merged.shortlisted).toEqual(['a', 'b', 'c', 'e']);
    expect(merged.dismissed).toEqual(['d', 'f']);
  });

  it('keeps at most the shortlist limit', () => {
    const many = (prefix: string) => Array.from({ length: 40 }, (_, i) => `${prefix}${i}`);
    const merged = mergeQuizResults(
      side(null, many('a'), many('x')),
      side(null, many('b'), many('y')),
      now,
    );
    expect(merged.shortlisted).toHaveLength(SHORTLIST_MAX);
    expect(merged.shortlisted.slice(0, 40)).toEqual(many('a'));
    expect(merged.dismissed).toHaveLength(SHORTLIST_MAX);
  });
});

describe('the time the quiz takes', () => {
  it('is about 4 minutes for 20 questions, and counts down as they are answered', () => {
    expect(describeQuizTime(20, false)).toBe('About 4 minutes');
    expect(describeQuizTime(15, true)).toBe('About 3 minutes left');
    expect(describeQuizTime(5, true)).toBe('About 1 minute left');
    expect(describeQuizTime(2, true)).toBe('Under a minute left');
  });
});
