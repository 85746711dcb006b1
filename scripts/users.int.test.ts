import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  runUsersCli,
  startServer,
  type RunningServer,
} from '../tests/support/server-process.ts';
import { parseEnv } from '../src/server/env.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createAccountsService } from '../src/server/modules/accounts/accounts.service.ts';
import { runUsersCommand } from './users.ts';
import { cancellation, user } from '../src/server/db/schema.ts';

describe('npm run users', () => {
  it('lists, disables and enables accounts in the configured database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-users-'));
    const env = parseEnv({ DATA_DIR: dataDir });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    await database.db
      .insert(user)
      .values({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' });
    await database.close();
    expect(await runUsersCommand(['cancellations'], env)).toBe('No cancellations yet.');
    const withReasons = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    await withReasons.db.insert(cancellation).values([
      { userId: 'u1', reason: 'Too expensive', createdAt: new Date('2026-11-01T09:00:00Z') },
      {
        userId: 'u1',
        reason: 'Other',
        feedback: 'Found a job',
        createdAt: new Date('2026-11-02T10:30:00Z'),
      },
    ]);
    await withReasons.close();
    expect(await runUsersCommand(['cancellations'], env)).toBe(
      '2026-11-02 10:30  Other: Found a job\n2026-11-01 09:00  Too expensive',
    );

    expect(await runUsersCommand(['list'], env)).toMatch(
      /active\s+\d{4}-\d{2}-\d{2}\s+ada@example.com\s+\(Ada Lovelace\)/,
    );
    expect(await runUsersCommand(['disable', 'ADA@example.com'], env)).toContain('Disabled');
    expect(await runUsersCommand(['list'], env)).toMatch(/^disabled/);
    expect(await runUsersCommand(['enable', 'ada@example.com'], env)).toContain('Enabled');
    await expect(runUsersCommand(['disable', 'nobody@example.com'], env)).rejects.toThrow(
      'No account uses the e-mail address nobody@example.com.',
    );
    await expect(runUsersCommand(['delete', 'x'], env)).rejects.toThrow('Usage: npm run users');
    await expect(runUsersCommand(['disable'], env)).rejects.toThrow(
      'disable needs an e-mail address',
    );

    const check = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
    expect(await createAccountsService(check.db).isDisabled('u1')).toBe(false);
    await check.close();
  }, 60_000);

  describe('while a server runs on the same DATA_DIR', () => {
    let server: RunningServer | undefined;
    afterEach(async () => {
      await server?.stop('SIGKILL');
    });

    it('acts on the server’s data through its admin socket, at once and for good', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'finsim-users-server-'));
      server = await startServer(dataDir);
      const email = `operator-${Date.now()}@example.com`;
      const password = 'correct horse battery';
      const browser = createHttpClient(server.url);
      expect((await browser.signUp({ name: 'Alan Turing', email, password })).status).toBe(200);
      expect((await browser.get('/api/profile')).status).toBe(200);

      const disable = await runUsersCli(dataDir, ['disable', email]);
      expect(disable).toEqual({
        code: 0,
        signal: null,
        output: `Disabled ${email}: it cannot sign in, and its open sessions end on their next request.`,
      });

      // The server sees it on the next request: the open session ends, sign-in is refused.
      const profile = await browser.get('/api/profile');
      expect(profile.status).toBe(401);
      expect(profile.json()).toMatchObject({ code: 'user-disabled' });
      const signIn = await createHttpClient(server.url).signIn(email, password);
      expect(signIn.json()).toMatchObject({ code: 'user-disabled' });
      // It went through the server, which logs each operator command.
      await expect
        .poll(() => server!.output())
        .toMatch(/"command":\{"name":"disable"[^}]*\},"msg":"operator command"/);

      // It survives a graceful restart (the shutdown checkpoint writes the server's own data).
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      server = await startServer(dataDir);
      const afterRestart = await createHttpClient(server.url).signIn(email, password);
      expect(afterRestart.json()).toMatchObject({ code: 'user-disabled' });

      const list = await runUsersCommand(['list'], parseEnv({ DATA_DIR: dataDir }));
      expect(list).toMatch(
        new RegExp(
          `^disabled\\s+\\d{4}-\\d{2}-\\d{2}\\s+${email.replaceAll('.', '\\.')}\\s+\\(Alan Turing\\)$`,
        ),
      );
      await expect.poll(() => server!.output()).toContain('{"name":"list"}');
      expect(await runUsersCommand(['cancellations'], parseEnv({ DATA_DIR: dataDir }))).toBe(
        'No cancellations yet.',
      );
      await expect(
        runUsersCommand(['enable', 'nobody@example.com'], parseEnv({ DATA_DIR: dataDir })),
      ).rejects.toThrow('No account uses the e-mail address nobody@example.com.');
    }, 300_000);
  });
});
