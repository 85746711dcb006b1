import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SandboxResponseSchema,
  SimulationOutlineSchema,
} from '../../../shared/contracts/simulation.ts';
import { simulatedWeekLabel } from '../../../shared/domain/simulation.ts';
import {
  createTestApp,
  databaseTargets,
  testSimulations,
} from '../../../../tests/support/test-app.ts';
import { subscriberClient, type Client } from '../../../../tests/support/billing.ts';
import { MODERATE_COMPRESSION, precompressJson } from '../../plugins/precompressed-json.ts';

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

  it('sends the week compressed to a browser, the same in every encoding, and never caches it in between', async () => {
    const cookie = [...subscriber.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const plain = await subscriber.get(`/api/sandbox/${jobId}`);
    const decoded: Record<string, string> = {};
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        url: `/api/sandbox/${jobId}`,
        headers: { cookie, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(res.headers['cache-control']).toBe('private, no-store');
      decoded[encoding] = decode(res.rawPayload).toString('utf8');
    }
    expect(decoded.br).toBe(plain.body);
    expect(decoded.gzip).toBe(plain.body);
    // Compressed once, at a moderate level: the highest took over 100 ms of a core per role.
    const stored = await precompressJson(plain.body, MODERATE_COMPRESSION);
    const again = await app.inject({
      url: `/api/sandbox/${jobId}`,
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(again.rawPayload.equals(stored.br)).toBe(true);
    expect(plain.headers['cache-control']).toBe('private, no-store');
  });

  it('checks the session and the opened roles on every request, the week once sent or not', async () => {
    await subscriber.get(`/api/sandbox/${jobId}`);
    const visitor = await app.inject({ url: `/api/sandbox/${jobId}` });
    expect(visitor.statusCode).toBe(401);
    const other = await subscriberClient(app);
    const notStarted = await other.get(`/api/sandbox/${jobId}`);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.body).not.toContain('"emails"');
  });

  it('never sends model answers', async () => {
    const res = await subscriber.get(`/api/sandbox/${jobId}`);
    expect(res.body).not.toContain('modelAnswer');
    const content = simulations.get(jobId!)!;
    const answer = content.tasks.find((t) => t.modelAnswer)!.modelAnswer!;
    expect(res.body).not.toContain(answer.slice(0, 60));
  });

  it('serves the simulated week of 12 January 2026 as authored, whatever the date today', async () => {
    const body = SandboxResponseSchema.parse(
      (await subscriber.get(`/api/sandbox/${jobId}`)).json(),
    );
    const content = simulations.get(jobId!)!;
    expect(body.weekOf).toBe('2026-01-12T00:00:00.000Z');
    expect(simulatedWeekLabel(body.weekOf)).toBe('Simulated week of 12 January 2026');
    const served = [
      ...body.emails.map((e) => e.timestamp),
      ...body.meetings.map((m) => m.time),
      ...body.files.map((f) => f.lastModified),
      ...body.news.map((n) => n.timestamp),
      ...body.tasks.map((t) => t.due_date),
    ];
    const authored = [
      ...content.emails.map((e) => e.timestamp),
      ...content.meetings.map((m) => m.time),
      ...content.files.map((f) => f.lastModified),
      ...content.news.map((n) => n.timestamp),
      ...content.tasks.map((t) => t.due_date),
    ];
    expect(served).toEqual(authored);
    for (const at of served) {
      expect(Date.parse(at), at).toBeGreaterThanOrEqual(Date.parse('2026-01-12T00:00:00Z'));
      expect(Date.parse(at), at).toBeLessThan(Date.parse('2026-01-19T00:00:00Z'));
    }
  });

  it('tells anyone the titles of the tasks a simulation asks for, and nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/simulations/${jobId}/outline` });
    expect(res.statusCode).toBe(200);
    const content = simulations.get(jobId!)!;
    const asked = content.tasks.filter((t) => t.status !== 'completed');
    expect(SimulationOutlineSchema.parse(res.json())).toEqual({
      job_id: jobId,
      tasks: asked.map((t) => t.title),
    });
    expect(asked.length).toBeGreaterThan(0);
    for (const task of content.tasks) {
      expect(res.body).not.toContain(task.description.slice(0, 40));
      if (task.brief) expect(res.body).not.toContain(task.brief.slice(0, 40));
    }
    const unknown = await app.inject({ method: 'GET', url: '/api/simulations/astronaut/outline' });
    expect(unknown.statusCode).toBe(404);
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
