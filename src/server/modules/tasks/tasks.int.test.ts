import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_LENGTH } from '../../../shared/contracts/tasks.ts';
import {
  signedInClient,
  subscriberClient,
  type Client,
} from '../../../../tests/support/billing.ts';
import { createClient } from '../../../../tests/support/http-client.ts';
import { simulationsWithTasks } from '../../../../tests/support/tasks.ts';
import { databaseTargets } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';

const JOB = 'equity-research-analyst';
const TASK = 't4';
const simulations = await simulationsWithTasks(JOB, [TASK]);
const task = simulations.get(JOB)!.tasks.find((t) => t.id === TASK)!;
const GOOD = `Headline: Hartwell Foods beat Christmas expectations and narrowed guidance upwards.
- Like-for-like sales excluding fuel grew 3.1% over Christmas, ahead of the 2.4% consensus and our own 2.5% forecast.
- Operating profit guidance is now £610m-£630m; the £620m midpoint sits 2.5% above the £605m consensus.
- Market share gained 10 basis points to 7.4% while net debt guidance held at about £1.2bn.
Our view: growth is coming from volumes and margins look protected, so we expect earnings forecasts to rise. Our rating, target and forecasts are under review until after the results call.`;
const WEAK =
  'Hartwell had a good Christmas and sales were up. We think the shares are fine overall.';

describe.each(databaseTargets)('tasks on $name', (target) => {
  const ctx = useTestContext(target, {}, () => ({ simulations }));
  const url = (suffix = '') => `/api/tasks/${JOB}/${TASK}${suffix}`;

  async function starter(): Promise<Client> {
    const client = await subscriberClient(ctx.app);
    expect((await client.post(`/api/sandbox/${JOB}/start`)).statusCode).toBe(200);
    return client;
  }

  it('needs a session (401), a plan (402) and a started role (409)', async () => {
    expect((await createClient(ctx.app).get(url())).statusCode).toBe(401);
    const user = await signedInClient(ctx.app);
    expect((await user.put(url('/draft'), { answer: 'x' })).statusCode).toBe(402);
    const subscriber = await subscriberClient(ctx.app);
    const notStarted = await subscriber.post(url('/submit'), { answer: GOOD });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().code).toBe('simulation-not-started');
  });

  it('saves a draft that only its owner sees, and moves the task to in progress', async () => {
    const client = await starter();
    const saved = await client.put(url('/draft'), { answer: 'First thoughts on Hartwell.' });
    expect(saved.statusCode).toBe(200);
    const work = (await client.get(url())).json();
    expect(work).toMatchObject({
      status: 'in_progress',
      draft: { answer: 'First thoughts on Hartwell.' },
      attempts: [],
      best: null,
      modelAnswer: null,
    });
    expect((await client.get(`/api/tasks/${JOB}`)).json().tasks[0].status).toBe('in_progress');
    const other = await starter();
    expect((await other.get(url())).json()).toMatchObject({ draft: null, status: 'pending' });
  });

  it('refuses answers over the limit and empty submissions with a clear 400', async () => {
    const client = await starter();
    const long = await client.put(url('/draft'), { answer: 'x'.repeat(ANSWER_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(
      'Your answer is longer than 12,000 characters; please shorten it.',
    );
    const empty = await client.post(url('/submit'), { answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Write your answer before you submit it.');
    const wrongType = await client.post(url('/submit'), { answer: 42 });
    expect(wrongType.json().error).toBe('Please write your answer as text.');
  });

  it('answers an unknown task and a finished example with 404', async () => {
    const client = await starter();
    expect((await client.get(`/api/tasks/${JOB}/no-such-task`)).statusCode).toBe(404);
    const example = simulations.get(JOB)!.tasks.find((t) => t.status === 'completed')!;
    expect((await client.get(`/api/tasks/${JOB}/${example.id}`)).statusCode).toBe(404);
  });

  it('marks submissions, keeps every attempt, counts the best and sends the model answer after', async () => {
    const client = await starter();
    const weak = await client.post(url('/submit'), { answer: WEAK });
    expect(weak.statusCode, weak.body).toBe(200);
    const first = weak.json();
    expect(first.marking.score).toBeLessThan(60);
    expect(first.status).toBe('submitted');
    expect(first.modelAnswer).toBe(task.modelAnswer);
    expect(first.marking.engine).toBe('embedded');
    expect(first.marking.criteria).toHaveLength(task.rubric!.length);

    const good = (await client.post(url('/submit'), { answer: GOOD })).json();
    expect(good.marking.score).toBeGreaterThanOrEqual(80);
    expect(good.status).toBe('passed');
    const midpoint = good.marking.criteria.find(
      (c: { id: string }) => c.id === 'guidance-midpoint',
    );
    expect(midpoint).toMatchObject({ level: 'full' });
    expect(midpoint.evidence).toContain('£620m midpoint');

    await client.post(url('/submit'), { answer: WEAK });
    const work = (await client.get(url())).json();
    expect(work.attempts).toHaveLength(3);
    expect(work.best.score).toBe(good.marking.score);
    expect(work.best.answer).toBe(GOOD);
    expect(work.status).toBe('passed');
    expect(work.modelAnswer).toBe(task.modelAnswer);
    const other = await starter();
    expect((await other.get(url())).json()).toMatchObject({ attempts: [], best: null });
  });

  it('issues a certificate when every graded task has passed, verifiable by anyone', async () => {
    const client = await starter();
    const before = (await client.get(`/api/tasks/${JOB}`)).json();
    expect(before).toMatchObject({ graded: 1, passed: 0, certificate: null });
    const submitted = (await client.post(url('/submit'), { answer: GOOD })).json();
    const { code } = submitted.certificate;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);
    const mine = await client.get(`/api/certificates/${code}`);
    expect(mine.json()).toMatchObject({
      code,
      name: 'Test User',
      roleTitle: 'Equity Research Analyst',
      tasksPassed: 1,
      averageScore: submitted.bestScore,
    });
    // Another user cannot open it; anyone can check it, and learns only whose and which role.
    expect((await (await starter()).get(`/api/certificates/${code}`)).statusCode).toBe(404);
    const check = await createClient(ctx.app).get(`/api/verify/${code}`);
    expect(check.json()).toEqual({
      valid: true,
      name: 'Test User',
      roleTitle: 'Equity Research Analyst',
    });
    const forged = await createClient(ctx.app).get(
      `/api/verify/${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`,
    );
    expect(forged.json()).toEqual({ valid: false });
    // The catalogue's role cards read the same progress for every started role.
    expect((await client.get('/api/tasks')).json()).toEqual({
      roles: [{ job_id: JOB, passed: 1, graded: 1, certificate: code }],
    });
    // Passing again does not issue a second certificate.
    const again = (await client.post(url('/submit'), { answer: GOOD })).json();
    expect(again.certificate.code).toBe(code);
  });
});
