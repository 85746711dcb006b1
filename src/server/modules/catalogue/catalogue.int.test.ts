import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobListSchema, JobProfileSchema } from '../../../shared/contracts/catalogue.ts';
import { CATEGORIES } from '../../../shared/domain/role-derivations.ts';
import { precompressJson } from '../../plugins/precompressed-json.ts';
import { createTestApp, databaseTargets } from '../../../../tests/support/test-app.ts';

describe.each(databaseTargets)('catalogue API on $name', (target) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(target);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/jobs lists 130+ roles with the SPEC.md fields, every category filled', async () => {
    const res = await app.inject('/api/jobs');
    expect(res.statusCode).toBe(200);
    const jobs = JobListSchema.parse(res.json());
    expect(jobs.length).toBeGreaterThanOrEqual(130);
    expect(Object.keys(jobs[0]!).sort()).toEqual(
      [
        'category',
        'description',
        'difficulty',
        'job_id',
        'salary_range',
        'skills',
        'summary',
        'title',
      ].sort(),
    );
    expect(new Set(jobs.map((j) => j.job_id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.title)).size).toBe(jobs.length);
    for (const category of CATEGORIES.filter((c) => c !== 'Other')) {
      expect(jobs.filter((j) => j.category === category).length, category).toBeGreaterThanOrEqual(
        6,
      );
    }
    const analyst = jobs.find((j) => j.job_id === 'investment-banking-analyst');
    expect(analyst).toMatchObject({
      category: 'Investment Banking',
      difficulty: 'entry',
      salary_range: '£40k-£70k',
    });
  });

  it('GET /api/jobs/:jobId returns the full profile', async () => {
    const res = await app.inject('/api/jobs/head-of-treasury');
    expect(res.statusCode).toBe(200);
    const job = JobProfileSchema.parse(res.json());
    expect(job).toMatchObject({
      title: 'Head of Treasury',
      category: 'Corporate Finance',
      difficulty: 'senior',
      salary_range: '£100k-£200k+',
    });
    expect(job.responsibilities.length).toBeGreaterThanOrEqual(5);
    expect(job.dailyTasks.length).toBeGreaterThanOrEqual(5);
    expect(job.personalityTraits.length).toBeGreaterThan(0);
  });

  it('answers an unknown role with a 404 and a message', async () => {
    const res = await app.inject('/api/jobs/astronaut');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'No role with id "astronaut" exists in the catalogue.',
      code: 'not-found',
      statusCode: 404,
    });
  });

  it('lets the browser revalidate: ETag, no-cache, and 304 when unchanged', async () => {
    for (const url of ['/api/jobs', '/api/jobs/m-and-a-analyst']) {
      const first = await app.inject(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^".+"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const second = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(second.statusCode, url).toBe(304);
      expect(second.body, url).toBe('');
      const changed = await app.inject({ url, headers: { 'if-none-match': '"stale"' } });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('compresses the catalogue for browsers that accept it', async () => {
    const plain = await app.inject('/api/jobs');
    const zipped = await app.inject({
      url: '/api/jobs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('br');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });

  it('sends bodies compressed once at maximum level: brotli, gzip or plain, one ETag, 304 in each', async () => {
    for (const url of ['/api/jobs', '/api/jobs/m-and-a-analyst']) {
      const plain = await app.inject(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const stored = await precompressJson(plain.body);
      for (const [acceptEncoding, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
        const what = `${url} ${acceptEncoding}`;
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
        expect(res.headers.vary, what).toMatch(/accept-encoding/i);
        expect(res.headers.etag, what).toBe(plain.headers.etag);
        // The very bytes compressed once, not a fresh (faster, bigger) run-time compression.
        expect(res.rawPayload.equals(stored[encoding]), what).toBe(true);
        expect(decode(res.rawPayload).toString(), what).toBe(plain.body);
        const revalidated = await app.inject({
          url,
          headers: { 'accept-encoding': acceptEncoding, 'if-none-match': plain.headers.etag },
        });
        expect(revalidated.statusCode, what).toBe(304);
        expect(revalidated.rawPayload.length, what).toBe(0);
        expect(revalidated.headers['content-encoding'], what).toBeUndefined();
      }
      const deflateOnly = await app.inject({ url, headers: { 'accept-encoding': 'deflate' } });
      expect(deflateOnly.headers['content-encoding'], url).toBeUndefined();
      expect(deflateOnly.body, url).toBe(plain.body);
    }
  });

  it('gives different roles different ETags', async () => {
    const a = await app.inject('/api/jobs/m-and-a-analyst');
    const b = await app.inject('/api/jobs/kyc-analyst');
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});
