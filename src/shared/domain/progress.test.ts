import { describe, expect, it } from 'vitest';
import { QUICK_QUESTIONS, WORKFLOWS } from './coaching.ts';
import { progressItemIds, slugOf } from './progress.ts';

describe('progress ids', () => {
  it('gives fundamentals and companies a stable slug', () => {
    expect(slugOf('S&P Global')).toBe('s-p-global');
    expect(slugOf('Put up or shut up (PUSU) deadline')).toBe('put-up-or-shut-up-pusu-deadline');
    expect(slugOf('Société Générale')).toBe('societe-generale');
  });

  it('lists every item of a week by kind', () => {
    const ids = progressItemIds({
      emails: [{ id: 'e1' }],
      meetings: [{ id: 'm1' }],
      files: [],
      tasks: [{ id: 't1' }],
      news: [{ id: 'n1' }],
      fundamentals: [{ term: 'Earn-out' }],
      companies: [{ name: 'Houlihan Lokey' }],
    });
    expect(ids).toEqual({
      email: ['e1'],
      meeting: ['m1'],
      file: [],
      task: ['t1'],
      news: ['n1'],
      fundamental: ['earn-out'],
      company: ['houlihan-lokey'],
    });
  });
});

describe('coaching constants', () => {
  it("are SPEC.md's six workflows and six questions", () => {
    expect(WORKFLOWS.map((w) => w.id)).toEqual([
      'day-in-life',
      'interview-prep',
      'job-discovery',
      'ai-impact',
      'news-interpreter',
      'research-report',
    ]);
    expect(QUICK_QUESTIONS).toHaveLength(6);
  });
});
