import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../../tests/support/factories.ts';
import { adoptAccountResults, visitorResults } from './account-sync.ts';
import { readQuizLocalState, storeQuizResults, storeShortlist } from './quiz-storage.ts';

const match = (id: string, percent: number, reasons: string[] = [`Reason for ${id}`]) => ({
  job: { job_id: id, title: id.replace(/-/g, ' '), description: `About ${id}` },
  score: percent,
  match: percent,
  reasons,
  category: 'Research',
});
const ANSWERS = [{ questionId: 'risk_tolerance', answers: ['careful'] }];

describe('what a visitor’s browser sends to an account', () => {
  it('sends a personalised result with its reasons, and the lists', () => {
    storeQuizResults({
      matches: [match('credit-analyst', 88)],
      answers: ANSWERS,
      personalised: true,
      completedAt: '2026-11-20T09:30:00.000Z',
    });
    storeShortlist(['credit-analyst'], ['kyc-analyst']);
    expect(visitorResults(readQuizLocalState())).toEqual({
      quiz: {
        quizAnswers: ANSWERS,
        matchedJobs: [
          {
            job_id: 'credit-analyst',
            title: 'credit analyst',
            score: 88,
            match: 88,
            reasons: ['Reason for credit-analyst'],
            category: 'Research',
          },
        ],
        completedAt: '2026-11-20T09:30:00.000Z',
      },
      shortlisted: ['credit-analyst'],
      dismissed: ['kyc-analyst'],
    });
  });

  it('leaves out SPEC.md’s fallback matches, which are not the person’s', () => {
    storeQuizResults({
      matches: [match('investment-banking-analyst', 85, [])],
      answers: ANSWERS,
      personalised: false,
      completedAt: '2026-11-20T09:30:00.000Z',
    });
    expect(visitorResults(readQuizLocalState()).quiz).toBeNull();
  });
});

describe('an account’s results coming to this browser', () => {
  const accountResult = {
    quizAnswers: ANSWERS,
    matchedJobs: [
      {
        job_id: 'credit-analyst',
        title: 'Credit Analyst',
        score: 80,
        reasons: ['From the account'],
      },
    ],
    lastQuizDate: '2026-11-21T09:30:00.000Z',
  };

  it('replaces an older result here, keeping the description this browser knows', () => {
    storeQuizResults({
      matches: [match('credit-analyst', 70)],
      answers: [],
      personalised: true,
      completedAt: '2026-11-20T09:30:00.000Z',
    });
    adoptAccountResults(makeProfile(accountResult), { lists: false });
    const { results } = readQuizLocalState();
    expect(results?.completedAt).toBe('2026-11-21T09:30:00.000Z');
    expect(results?.matches[0]).toMatchObject({
      job: {
        job_id: 'credit-analyst',
        title: 'Credit Analyst',
        description: 'About credit-analyst',
      },
      match: 80,
      reasons: ['From the account'],
    });
    expect(results?.answers).toEqual(ANSWERS);
  });

  it('keeps a newer result here, but not the fallback', () => {
    storeQuizResults({
      matches: [match('kyc-analyst', 70)],
      answers: ANSWERS,
      personalised: true,
      completedAt: '2026-11-22T09:30:00.000Z',
    });
    adoptAccountResults(makeProfile(accountResult), { lists: false });
    expect(readQuizLocalState().results?.matches[0]?.job.job_id).toBe('kyc-analyst');

    storeQuizResults({
      matches: [match('kyc-analyst', 85)],
      answers: ANSWERS,
      personalised: false,
      completedAt: '2026-11-22T09:30:00.000Z',
    });
    adoptAccountResults(makeProfile(accountResult), { lists: false });
    expect(readQuizLocalState().results?.matches[0]?.job.job_id).toBe('credit-analyst');
  });

  it('takes the account’s lists only when asked', () => {
    storeShortlist(['a'], []);
    const profile = makeProfile({ shortlistedJobs: ['b'], dismissedJobs: ['c'] });
    adoptAccountResults(profile, { lists: false });
    expect(readQuizLocalState().shortlisted).toEqual(['a']);
    adoptAccountResults(profile, { lists: true });
    expect(readQuizLocalState()).toMatchObject({ shortlisted: ['b'], dismissed: ['c'] });
  });
});
