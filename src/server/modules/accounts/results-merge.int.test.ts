import { describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { databaseTargets } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';

const ANSWERS = [{ questionId: 'risk_tolerance', answers: ['high'] }];
const match = (job_id: string, score: number) => ({
  job_id,
  title: job_id,
  score,
  match: score,
  reasons: [`You would enjoy ${job_id}`],
  category: 'Research',
});

describe.each(databaseTargets)('visitor results joining an account on $name', (target) => {
  const ctx = useTestContext(target);

  async function signUp() {
    const client = createClient(ctx.app);
    const email = uniqueEmail('merge');
    expect(
      (await client.signUp({ name: 'Sam Okafor', email, password: 'secret12' })).statusCode,
    ).toBe(200);
    return { client, email };
  }

  it('at sign-up, the visitor’s answers, matches and shortlist become the account’s', async () => {
    const { client } = await signUp();
    const completedAt = new Date(Date.now() - 60_000).toISOString();
    const res = await client.post('/api/profile/merge', {
      quiz: {
        quizAnswers: ANSWERS,
        matchedJobs: [match('equity-research-analyst', 91), match('credit-analyst', 84)],
        completedAt,
      },
      shortlisted: ['credit-analyst'],
      dismissed: ['equity-research-analyst'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quizAnswers: ANSWERS,
      matchedJobs: [match('equity-research-analyst', 91), match('credit-analyst', 84)],
      lastQuizDate: completedAt,
      shortlistedJobs: ['credit-analyst'],
      dismissedJobs: ['equity-research-analyst'],
    });
    // Another device reads them from the profile.
    expect((await client.get('/api/profile')).json()).toMatchObject({
      matchedJobs: [match('equity-research-analyst', 91), match('credit-analyst', 84)],
      shortlistedJobs: ['credit-analyst'],
    });
  });

  it('at sign-in, the newer quiz result wins whole and the shortlists join', async () => {
    const { client, email } = await signUp();
    await client.put('/api/profile/quiz-data', {
      quizAnswers: ANSWERS,
      matchedJobs: [match('fund-accountant', 80)],
    });
    await client.put('/api/profile/shortlist', {
      shortlisted: ['fund-accountant'],
      dismissed: ['credit-analyst'],
    });
    await client.signOut();

    // An older visitor result on a second device: the account's newer one stays.
    const second = createClient(ctx.app);
    expect((await second.signIn(email, 'secret12')).statusCode).toBe(200);
    const older = await second.post('/api/profile/merge', {
      quiz: {
        quizAnswers: [{ questionId: 'risk_tolerance', answers: ['low'] }],
        matchedJobs: [match('kyc-analyst', 70)],
        completedAt: '2020-01-01T00:00:00.000Z',
      },
      shortlisted: ['kyc-analyst', 'credit-analyst'],
      dismissed: ['fund-accountant'],
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      quizAnswers: ANSWERS,
      matchedJobs: [match('fund-accountant', 80)],
      shortlistedJobs: ['fund-accountant', 'kyc-analyst', 'credit-analyst'],
      dismissedJobs: [],
    });

    // A newer visitor result replaces it, answers and matches together.
    const newer = await second.post('/api/profile/merge', {
      quiz: {
        quizAnswers: [{ questionId: 'risk_tolerance', answers: ['low'] }],
        matchedJobs: [match('kyc-analyst', 70)],
        completedAt: new Date().toISOString(),
      },
      shortlisted: [],
      dismissed: [],
    });
    expect(newer.json()).toMatchObject({
      quizAnswers: [{ questionId: 'risk_tolerance', answers: ['low'] }],
      matchedJobs: [match('kyc-analyst', 70)],
      shortlistedJobs: ['fund-accountant', 'kyc-analyst', 'credit-analyst'],
    });
  });

  it('with nothing from the visitor, leaves the account as it was', async () => {
    const { client } = await signUp();
    const res = await client.post('/api/profile/merge', {
      quiz: null,
      shortlisted: [],
      dismissed: [],
    });
    expect(res.json()).toMatchObject({
      quizAnswers: null,
      matchedJobs: null,
      lastQuizDate: null,
      shortlistedJobs: [],
      dismissedJobs: [],
    });
  });

  it.each([
    [{ quiz: null, shortlisted: 'all', dismissed: [] }, 'shortlisted'],
    [{ quiz: null, shortlisted: [] }, 'dismissed'],
    [
      {
        quiz: { quizAnswers: ANSWERS, matchedJobs: [], completedAt: 'yesterday' },
        shortlisted: [],
        dismissed: [],
      },
      'completedAt must be a date and time',
    ],
    [
      {
        quiz: {
          quizAnswers: ANSWERS,
          matchedJobs: [{ job_id: 'x', answers: ['a'] }],
          completedAt: new Date().toISOString(),
        },
        shortlisted: [],
        dismissed: [],
      },
      'answers',
    ],
    [
      { quiz: null, shortlisted: Array.from({ length: 51 }, (_, i) => `r${i}`), dismissed: [] },
      'shortlisted',
    ],
  ])('refuses %j with a 400 that says what is wrong', async (body, words) => {
    const { client } = await signUp();
    const res = await client.post('/api/profile/merge', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(words);
  });

  it('refuses a visitor with a 401', async () => {
    const res = await createClient(ctx.app).post('/api/profile/merge', {
      quiz: null,
      shortlisted: [],
      dismissed: [],
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please sign in to continue.');
  });
});
