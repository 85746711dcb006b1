import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_BUNDLE,
  TEST_ENV,
  testQuiz,
  testRoleSignals,
  createTestApp,
  createWebRoot,
  databaseTargets,
} from '../../tests/support/test-app.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';

describe.each(databaseTargets)('the server on $name', (target) => {
  let app: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await createWebRoot();
    app = await createTestApp(target, webRoot);
    // A route that fails the way a bug would, to prove 5xx details never leak.
    app.get('/api/test-failure', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports a reachable database on /api/health', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { kind: target.options.kind, reachable: true },
      roles: 132,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: 'No API endpoint GET /api/no-such-thing',
      code: 'not-found',
      statusCode: 404,
    });
  });

  it('serves the web app for every other path (history fallback)', async () => {
    for (const url of [
      '/',
      '/role-selection',
      '/simulations/m-and-a-analyst',
      '/anything/else?x=1',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and the page never', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject('/role-selection');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the bundle compressed at build time, byte for byte, and never compresses it again', async () => {
    const file = path.join(webRoot, TEST_BUNDLE.path);
    for (const [acceptEncoding, encoding, sibling] of [
      ['br, gzip', 'br', `${file}.br`],
      ['gzip, deflate', 'gzip', `${file}.gz`],
    ] as const) {
      const res = await app.inject({
        url: TEST_BUNDLE.path,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.headers['content-type'], acceptEncoding).toMatch(/javascript/);
      expect(res.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(await readFile(sibling)), acceptEncoding).toBe(true);
    }
    const brotli = await app.inject({
      url: TEST_BUNDLE.path,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(TEST_BUNDLE.source);
    const plain = await app.inject(TEST_BUNDLE.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(TEST_BUNDLE.source);
  });

  it('sends the history fallback page precompressed too', async () => {
    const res = await app.inject({
      url: '/simulations/m-and-a-analyst',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('hides the details of a server failure behind "Internal server error" and a request id', async () => {
    const res = await app.inject('/api/test-failure');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'Internal server error',
      code: 'internal',
      statusCode: 500,
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret_table');
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/i);
  });

  it('gives site information with the real role count and contact e-mail', async () => {
    const res = await app.inject('/api/site');
    expect(res.json()).toEqual({
      productName: 'FinSim',
      contactEmail: 'help@finsim.test',
      roleCount: 132,
      moduleCount: 15,
      monthlyPriceGbp: 9.99,
      developmentMode: true,
    });
  });
});

describe('graceful shutdown', () => {
  it('closes the database when the app closes', async () => {
    const [target] = databaseTargets;
    const database = await openDatabase(target!.options);
    const app = await buildApp({
      env: TEST_ENV,
      database,
      roles: [],
      quiz: await testQuiz(),
      roleSignals: await testRoleSignals(),
      logger: false,
    });
    await app.ready();
    await expect(database.ping()).resolves.toBeUndefined();
    await app.close();
    await expect(database.ping()).rejects.toThrow();
  });
});
