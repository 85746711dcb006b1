import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  exitWithin,
  residentMiB,
  spawnServer,
  startServer,
  type RunningServer,
  type SpawnedServer,
} from '../../tests/support/server-process.ts';

// Real server processes on a real DATA_DIR (issue 10, defects 4 and 11).
describe('the server process with the embedded database', () => {
  const started: SpawnedServer[] = [];
  const track = <T extends SpawnedServer>(server: T) => (started.push(server), server);
  afterEach(async () => {
    for (const server of started.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
  });

  it('loses no acknowledged sign-up when killed with SIGKILL in the middle of a burst of them', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-kill-'));
    const first = track(await startServer(dataDir));
    const client = createHttpClient(first.url);
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 40 }, async (_, i) => {
      const email = `burst-${i}-${Date.now()}@example.com`;
      try {
        const res = await createHttpClient(first.url).signUp({
          name: `Burst ${i}`,
          email,
          password: 'correct horse battery',
        });
        if (res.status === 200) acknowledged.push(email);
      } catch {
        // The connection died with the process: not acknowledged.
      }
    });
    // Kill it once some sign-ups have been answered and others are still in flight.
    for (let i = 0; i < 200 && acknowledged.length < 5; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    expect((await client.get('/api/health').catch(() => null))?.status).toBeUndefined();

    const second = track(await startServer(dataDir));
    for (const email of acknowledged) {
      const signIn = await createHttpClient(second.url).signIn(email, 'correct horse battery');
      expect(signIn.status, `${email} was acknowledged before the SIGKILL`).toBe(200);
    }
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 300_000);

  it('holds its DATA_DIR alone: a second server refuses, naming the first; a SIGKILLed one’s lock is taken over', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-lock-'));
    const first = track(await startServer(dataDir));
    const email = `lock-${Date.now()}@example.com`;
    const signUp = await createHttpClient(first.url).signUp({
      name: 'Grace Hopper',
      email,
      password: 'correct horse battery',
    });
    expect(signUp.status).toBe(200);

    const second = track(await spawnServer(dataDir));
    const refused = await exitWithin(second, 60_000);
    expect(refused, `the second server did not refuse:\n${second.output()}`).not.toBeNull();
    expect(refused!.code).not.toBe(0);
    expect(second.output()).toContain(`another FinSim server (pid ${first.pid}`);
    expect(second.output()).toContain(`listening on 127.0.0.1:${first.port}`);
    expect(second.output()).toContain('Stop that server first');
    // The first server is untouched.
    expect((await createHttpClient(first.url).get('/api/health')).status).toBe(200);

    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    expect(existsSync(path.join(dataDir, 'pg.lock')), 'a SIGKILLed server leaves its lock').toBe(
      true,
    );

    const third = track(await startServer(dataDir));
    const signIn = await createHttpClient(third.url).signIn(email, 'correct horse battery');
    expect(signIn.status, 'the account made before the SIGKILL is still there').toBe(200);

    expect(await third.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dataDir, 'pg.lock')), 'a graceful close releases the lock').toBe(
      false,
    );
    expect(existsSync(path.join(dataDir, 'admin.sock')), 'and removes the admin socket').toBe(
      false,
    );
  }, 300_000);

  it('idles under 450 MiB on its first start on an empty DATA_DIR and after a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-memory-'));
    const idleMiB = async (server: RunningServer) => {
      // Past start-up's last allocations: the figure an operator sees on an idle server.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return residentMiB(server.pid);
    };

    const fresh = track(await startServer(dataDir));
    const firstStart = await idleMiB(fresh);
    expect(await fresh.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const restarted = track(await startServer(dataDir));
    const restart = await idleMiB(restarted);
    await restarted.stop('SIGTERM');

    expect(firstStart, `first start idles at ${firstStart.toFixed(0)} MiB`).toBeLessThan(450);
    expect(restart, `a restart idles at ${restart.toFixed(0)} MiB`).toBeLessThan(450);
  }, 300_000);
});
