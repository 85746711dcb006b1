import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../tests/support/http-client.ts';
import { createTestContext, databaseTargets } from '../../tests/support/test-app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './plugins/error-handler.ts';

/*
 * The PostgreSQL server goes away and comes back. Requests that need it answer 503 with a sentence
 * (not a 500, not a hang), the health check says so, and the app recovers without a restart. A
 * loopback TCP proxy between the app and the server plays the network: closing it drops every
 * connection and refuses new ones.
 */

const postgres = databaseTargets.find((t) => t.options.kind === 'postgres')?.options;
const url = postgres?.kind === 'postgres' ? postgres.url : undefined;

/** A TCP proxy to host:port that can be cut (connections dropped, new ones refused) and restored. */
async function cuttableProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (at: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(at, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });
  const proxyPort = await listen(0);
  let open = true;
  return {
    port: proxyPort,
    async cut() {
      if (!open) return;
      open = false;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    async restore() {
      if (open) return;
      open = true;
      await listen(proxyPort);
    },
  };
}

describe.skipIf(!url)('PostgreSQL unreachable', () => {
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await cuttableProxy(target.hostname, Number(target.port || 5432));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    ({ app } = await createTestContext({
      name: 'PostgreSQL through a proxy',
      options: { kind: 'postgres', url: target.toString() },
    }));
  });
  afterAll(async () => {
    await proxy.restore();
    await app?.close();
    await proxy.cut();
  });

  it('answers 503 with a sentence while it is gone, and recovers without a restart', async () => {
    const client = createClient(app);
    const email = uniqueEmail('outage');
    expect(
      (await client.signUp({ name: 'Olive Outage', email, password: 'secret123' })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const during = await client.get('/api/profile');
    expect(during.statusCode, during.body).toBe(503);
    expect(during.json()).toMatchObject({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      code: 'database-unavailable',
    });
    expect(during.headers['retry-after']).toBe('30');
    // Within the connection timeout, not hanging.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.inject('/api/health')).statusCode).toBe(503);
    // Pages that need no database still answer.
    expect((await app.inject('/api/jobs')).statusCode).toBe(200);

    await proxy.restore();
    const after = await client.get('/api/profile');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ email });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  }, 60_000);
});
