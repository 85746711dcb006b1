import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuizMatchResponseSchema } from '../../../shared/contracts/quiz.ts';
import { SHARE_ID_PATTERN, SharedResultsSchema } from '../../../shared/contracts/shares.ts';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { databaseTargets, TEST_ENV, testQuiz } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';
import { quizShare, user } from '../../db/schema.ts';

/** A valid answer set: the second option of every question (the first for any with fewer). */
const answers = (await testQuiz()).questions.map((q) => ({
  questionId: q.id,
  answers: [q.options[Math.min(1, q.options.length - 1)]!.id],
}));

describe.each(databaseTargets)('shared quiz results on $name', (target) => {
  const ctx = useTestContext(target);

  it('shares the matches under a random 128-bit id, and shows them to anyone without the answers', async () => {
    const owner = createClient(ctx.app);
    const matched = QuizMatchResponseSchema.parse(
      (await owner.post('/api/quiz/match', { answers })).json(),
    ).matches;
    const res = await owner.post('/api/quiz/share', { answers });
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json() as { id: string; url: string };
    expect(id).toMatch(SHARE_ID_PATTERN);
    expect(url).toBe(`${TEST_ENV.PUBLIC_URL}/results/${id}`);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);

    // What is stored: role ids, scores and reasons; no answer and no option id.
    const [row] = await ctx.database.db.select().from(quizShare).where(eq(quizShare.id, id));
    expect(row!.userId).toBeNull();
    const stored = JSON.stringify(row!.matches);
    for (const a of answers) {
      expect(stored).not.toContain(`"${a.questionId}"`);
    }
    expect(Object.keys(row!.matches[0]!).sort()).toEqual(
      expect.arrayContaining(['job_id', 'reasons', 'score']),
    );

    // A stranger, with no cookie, opens the link.
    const shown = await createClient(ctx.app).get(`/api/quiz/shared/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, max-age=300');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    const shared = SharedResultsSchema.parse(shown.json());
    expect(shared.id).toBe(id);
    expect(shared.matches.map((m) => [m.job_id, m.score, m.reasons])).toEqual(
      matched.map((m) => [m.job.job_id, m.score, m.reasons]),
    );
    for (const m of shared.matches) {
      expect(m.salary_range).toMatch(/^£\d+k-£\d+k\+?$/);
      expect(['entry', 'mid', 'senior']).toContain(m.difficulty);
    }
    expect(shown.body).not.toContain('questionId');
    expect(shown.body).not.toContain('answers');
  });

  it('gives a new id to every share', async () => {
    const client = createClient(ctx.app);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++)
      ids.add((await client.post('/api/quiz/share', { answers })).json().id);
    expect(ids.size).toBe(3);
  });

  it('keeps a signed-in sharer’s shares with the account, and removes them when it is deleted', async () => {
    const client = createClient(ctx.app);
    const email = uniqueEmail('share');
    await client.signUp({ name: 'Ola Bello', email, password: 'secret12' });
    const { id } = (await client.post('/api/quiz/share', { answers })).json() as { id: string };
    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const [row] = await ctx.database.db.select().from(quizShare).where(eq(quizShare.id, id));
    expect(row!.userId).toBe(owner!.id);
    // Sharing does not overwrite the quiz result kept in the profile.
    expect((await client.get('/api/profile')).json().matchedJobs).toBeNull();
    expect((await client.del('/api/account')).statusCode).toBe(204);
    const gone = await createClient(ctx.app).get(`/api/quiz/shared/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatch(/^These shared results do not exist\./);
  });

  it.each([
    [{}, 'answers'],
    [{ answers: [] }, 'Answer at least one question'],
    [{ answers: [{ questionId: 'nope', answers: ['x'] }] }, 'Unknown question "nope".'],
    [{ answers, quizAnswers: answers }, 'quizAnswers'],
  ])('refuses to share %j with a 400 naming the problem', async (body, words) => {
    const res = await createClient(ctx.app).post('/api/quiz/share', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(words);
  });

  it('answers a malformed link with 400 and an unknown one with 404, each with a sentence', async () => {
    const client = createClient(ctx.app);
    const malformed = await client.get('/api/quiz/shared/not-a-share');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(
      'This is not a FinSim shared-results link. Please check that it was copied in full.',
    );
    const unknown = await client.get(`/api/quiz/shared/${'A'.repeat(22)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not-found');
  });

  it('limits sharing to 10 a minute from one address, counted in the database', async () => {
    const client = createClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.post('/api/quiz/share', { answers })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await ctx.database.db.execute<{ key: string }>(
      `select key from rate_limit_hit where key like 'route:POST /api/quiz/share:%'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
});
