import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxResponseSchema } from '../../../shared/contracts/simulation.ts';
import { mondayOf } from '../../../shared/domain/simulation.ts';
import {
  createTestApp,
  databaseTargets,
  testSimulations,
} from '../../../../tests/support/test-app.ts';
import { subscriberClient, type Client } from '../../../../tests/support/billing.ts';

const simulations = await testSimulations();
const [jobId] = [...simulations.keys()];

describe.each(databaseTargets)('simulation API on $name', (target) => {
  let app: FastifyInstance;
  let subscriber: Client;
  beforeAll(async () => {
    app = await createTestApp(target);
    subscriber = await subscriberClient(app);
    expect((await subscriber.post(`/api/sandbox/${jobId}/start`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['sandbox', 'finance-content'])(
    'GET /api/%s/:jobId gives the capped simulation of the role',
    async (path) => {
      const res = await subscriber.get(`/api/${path}/${jobId}`);
      expect(res.statusCode).toBe(200);
      const body = SandboxResponseSchema.parse(res.json());
      expect(body.job_id).toBe(jobId);
      expect(body.emails).toHaveLength(8);
      expect(body.meetings).toHaveLength(6);
      for (const section of ['files', 'news', 'tasks', 'fundamentals', 'companies'] as const) {
        expect(body[section], section).toHaveLength(8);
      }
      expect(body.profile.responsibilities.length).toBeLessThanOrEqual(5);
      expect(body.profile.dailyTasks.length).toBeLessThanOrEqual(5);
      expect(body.news.every((n) => n.simulated)).toBe(true);
    },
  );

  it('never sends model answers', async () => {
    const res = await subscriber.get(`/api/sandbox/${jobId}`);
    expect(res.body).not.toContain('modelAnswer');
    const content = simulations.get(jobId!)!;
    const answer = content.tasks.find((t) => t.modelAnswer)!.modelAnswer!;
    expect(res.body).not.toContain(answer.slice(0, 60));
  });

  it('dates the week as this week', async () => {
    const body = (await subscriber.get(`/api/sandbox/${jobId}`)).json();
    const monday = mondayOf(new Date()).getTime();
    expect(Date.parse(body.weekOf)).toBe(monday);
    for (const email of body.emails) {
      const at = Date.parse(email.timestamp);
      expect(at).toBeGreaterThanOrEqual(monday);
      expect(at).toBeLessThan(monday + 7 * 24 * 3600 * 1000);
    }
  });

  it('answers an unknown role with a 404 that names it', async () => {
    for (const unknown of [
      await subscriber.get('/api/sandbox/astronaut'),
      await subscriber.post('/api/sandbox/astronaut/start'),
    ]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'not-found',
        error: 'No role with id "astronaut" exists in the catalogue.',
      });
    }
  });
});
