import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
