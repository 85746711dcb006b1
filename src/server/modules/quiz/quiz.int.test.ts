import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuizMatchResponseSchema, PublicQuizSchema } from '../../../shared/contracts/quiz.ts';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { databaseTargets } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';
import { profile, user } from '../../db/schema.ts';
import { precompressJson } from '../../plugins/precompressed-json.ts';
import { PERSONAS } from './personas.test-data.ts';

const answers = Object.entries(PERSONAS[1]!.answers).map(([questionId, ids]) => ({
  questionId,
  answers: ids,
}));

describe.each(databaseTargets)('quiz API on $name', (target) => {
  const ctx = useTestContext(target);

  it('GET /api/quiz gives the 20 questions without the matching signals', async () => {
    const res = await ctx.app.inject('/api/quiz');
    const quiz = PublicQuizSchema.parse(res.json());
    expect(quiz.questions).toHaveLength(20);
    expect(quiz.questions.find((q) => q.id === 'career_drivers')).toMatchObject({
      type: 'multi',
      maxSelections: 3,
    });
    expect(res.body).not.toContain('signals');
    expect(res.body).not.toContain('"reason"');
  });

  it('GET /api/quiz sends the questions compressed once, with an ETag and 304', async () => {
    const plain = await ctx.app.inject('/api/quiz');
    const res = await ctx.app.inject({ url: '/api/quiz', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(res.rawPayload.equals((await precompressJson(plain.body)).br)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    const revalidated = await ctx.app.inject({
      url: '/api/quiz',
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('matches a visitor: 12 roles with job, score, match percentage and reasons', async () => {
    const res = await createClient(ctx.app).post('/api/quiz/match', {
      answers,
      user_id: null,
      email: null,
    });
    expect(res.statusCode).toBe(200);
    const { matches } = QuizMatchResponseSchema.parse(res.json());
    expect(matches).toHaveLength(12);
    expect(matches[0]).toMatchObject({ category: 'Compliance' });
    for (const m of matches) {
      expect(m.match).toBe(m.score);
      expect(m.reasons.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(m.job).sort()).toEqual(['description', 'job_id', 'title']);
      // The persona has 1 to 3 years of work: every match says how its level sits against that.
      expect(m.levelFit?.text).toMatch(/^(Entry-level|Mid-level|Senior) role: /);
    }
    expect(new Set(matches.map((m) => m.reasons.join('\n'))).size).toBe(matches.length);
  });

  it.each([
    [[{ questionId: 'nope', answers: ['x'] }], 'Unknown question "nope".'],
    [
      [{ questionId: 'career_drivers', answers: ['pay', 'prestige', 'learning', 'impact'] }],
      'Question "career_drivers" takes at most 3 answers.',
    ],
    [
      [{ questionId: 'stress_response', answers: ['panic'] }],
      'Question "stress_response" has no option "panic".',
    ],
    [[], 'Answer at least one question'],
  ])('answers %j with a 400 naming the problem', async (bad, message) => {
    const res = await createClient(ctx.app).post('/api/quiz/match', { answers: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it("saves a signed-in user's answers and matches to the profile", async () => {
    const client = createClient(ctx.app);
    const email = uniqueEmail('quiz');
    await client.signUp({ name: 'Quinn Quiz', email, password: 'secret1' });
    const me = (await client.get('/api/profile')).json();
    const res = await client.post('/api/quiz/match', { answers, user_id: me.uid, email });
    expect(res.statusCode).toBe(200);
    const saved = (await client.get('/api/profile')).json();
    expect(saved.quizAnswers).toEqual(answers);
    expect(saved.matchedJobs).toHaveLength(12);
    expect(saved.matchedJobs[0].job_id).toBe(res.json().matches[0].job.job_id);
    expect(saved.lastQuizDate).not.toBeNull();
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const [stored] = await ctx.database.db
      .select()
      .from(profile)
      .where(eq(profile.userId, row!.id));
    expect(stored!.matchedJobs).toHaveLength(12);
  });

  it('refuses a user_id that is not the signed-in user with 403, and saves nothing', async () => {
    const client = createClient(ctx.app);
    await client.signUp({ name: 'Ola', email: uniqueEmail('quiz'), password: 'secret1' });
    const res = await client.post('/api/quiz/match', { answers, user_id: 'someone-else' });
    expect(res.statusCode).toBe(403);
    expect((await client.get('/api/profile')).json().quizAnswers).toBeNull();
    const visitor = await createClient(ctx.app).post('/api/quiz/match', {
      answers,
      user_id: 'someone-else',
    });
    expect(visitor.statusCode).toBe(403);
  });

  it('keeps the shortlist of a signed-in user', async () => {
    const client = createClient(ctx.app);
    await client.signUp({ name: 'Sia', email: uniqueEmail('quiz'), password: 'secret1' });
    const res = await client.put('/api/profile/shortlist', {
      shortlisted: ['kyc-analyst'],
      dismissed: ['economist'],
    });
    expect(res.json()).toMatchObject({
      shortlistedJobs: ['kyc-analyst'],
      dismissedJobs: ['economist'],
    });
    const bad = await client.put('/api/profile/shortlist', {
      shortlisted: 'kyc-analyst',
      dismissed: [],
    });
    expect(bad.statusCode).toBe(400);
  });
});
