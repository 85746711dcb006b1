import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRole, signedInClient, subscribe } from '../../tests/support/billing.ts';
import { createTestApp, databaseTargets } from '../../tests/support/test-app.ts';
import { ROUTE_MODULES } from './page-needs.ts';

const ROLE = 'market-risk-analyst';
const OTHER_ROLE = 'm-and-a-analyst';

/** A built app as Vite leaves it: index.html, and the manifest naming each page's chunks. */
async function builtWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'finsim-web-'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, '.vite'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>FinSim</title>' +
      '<script type="module" crossorigin src="/assets/index-e1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true },
      '_shared-s1.js': { file: 'assets/shared-s1.js', imports: ['index.html'] },
      [ROUTE_MODULES.roleSelection]: {
        file: 'assets/role-selection-r1.js',
        imports: ['index.html', '_shared-s1.js'],
      },
      [ROUTE_MODULES.simulation]: {
        file: 'assets/simulation-m1.js',
        imports: ['index.html', '_shared-s1.js'],
      },
    }),
  );
  for (const file of ['index-e1.js', 'shared-s1.js', 'role-selection-r1.js', 'simulation-m1.js'])
    await writeFile(path.join(root, 'assets', file), `console.log(${JSON.stringify(file)})`);
  return root;
}

/** The preload links of a page, as [rel or "fetch", href]. */
function preloads(html: string): string[][] {
  return [
    ...html.matchAll(
      /<link rel="(modulepreload|preload)"( as="fetch")? crossorigin href="([^"]*)">/g,
    ),
  ].map((m) => [m[2] ? 'fetch' : m[1]!, m[3]!]);
}

const SHARED_CHUNKS = [['modulepreload', '/assets/shared-s1.js']];

describe.each(databaseTargets)('pages name what they fetch first, on $name', (target) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp(target, await builtWebRoot());
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("names the catalogue page's chunks and the catalogue, in a page any cache may keep", async () => {
    const res = await app.inject('/role-selection');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual([
      ['modulepreload', '/assets/role-selection-r1.js'],
      ...SHARED_CHUNKS,
      ['fetch', '/api/profile'],
      ['fetch', '/api/jobs'],
    ]);
    // The links close the head; the rest of the page is index.html as built.
    expect(res.body).toMatch(
      /<link [^>]+>\n {2}<\/head><body><div id="root"><\/div><\/body><\/html>$/,
    );
  });

  it("names the landing page's data and no chunk: the entry has it all", async () => {
    expect(preloads((await app.inject('/')).body)).toEqual([
      ['fetch', '/api/profile'],
      ['fetch', '/api/site'],
    ]);
  });

  it("names a role's week only for the subscriber who has started it, in a page no shared cache keeps", async () => {
    const visitor = await app.inject(`/simulations/${ROLE}`);
    expect(preloads(visitor.body)).toEqual([
      ['modulepreload', '/assets/simulation-m1.js'],
      ...SHARED_CHUNKS,
      ['fetch', '/api/profile'],
      ['fetch', `/api/jobs/${ROLE}`],
    ]);
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const subscriber = await signedInClient(app, 'Page Reader');
    await subscribe(subscriber);
    expect((await openRole(subscriber, ROLE)).statusCode).toBe(200);
    const started = await subscriber.get(`/simulations/${ROLE}`);
    expect(preloads(started.body)).toEqual([
      ['modulepreload', '/assets/simulation-m1.js'],
      ...SHARED_CHUNKS,
      ['fetch', '/api/profile'],
      ['fetch', `/api/jobs/${ROLE}`],
      ['fetch', `/api/sandbox/${ROLE}`],
      ['fetch', `/api/progress/${ROLE}`],
      ['fetch', `/api/tasks/${ROLE}`],
    ]);
    expect(started.headers['cache-control']).toBe('private, no-cache');

    // Each preload is a request the page makes, and answers as the page expects.
    for (const [, href] of preloads(started.body))
      expect((await subscriber.get(href!)).statusCode, href).toBe(200);

    // A role the subscriber has not started is the public page.
    const other = await subscriber.get(`/simulations/${OTHER_ROLE}`);
    expect(preloads(other.body).map(([, href]) => href)).not.toContain(
      `/api/sandbox/${OTHER_ROLE}`,
    );
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('puts nothing of the address or the account into the page', async () => {
    const attacker = await signedInClient(app, 'Mallory "></script><script>alert(1)</script>');
    await subscribe(attacker);
    for (const url of [
      '/simulations/%22%3E%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/role-selection?x="></script><script>alert(1)</script>',
      `/simulations/${ROLE}?from="><script>alert(1)</script>`,
    ]) {
      const res = await attacker.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('alert(1)');
      expect(res.body.match(/<script/g), url).toHaveLength(1);
    }
  });

  it('sends each page compressed, with an ETag that revalidates', async () => {
    const plain = await app.inject('/role-selection');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({
        url: '/role-selection',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/role-selection', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page has another body, so another ETag.
    expect((await app.inject('/')).headers.etag).not.toBe(etag);
  });

  it('does not publish the build manifest', async () => {
    const res = await app.inject('/.vite/manifest.json');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain(ROUTE_MODULES.simulation);
  });
});
