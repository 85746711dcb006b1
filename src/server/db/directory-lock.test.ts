import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acquireDirectoryLock,
  DirectoryLockedError,
  lockFileOf,
  readLockHolder,
  type LockHolder,
} from './directory-lock.ts';

async function newDirectory() {
  return path.join(await mkdtemp(path.join(tmpdir(), 'finsim-dir-lock-')), 'pg');
}

/** A pid that surely names no process: one that has just exited. */
function goneProcessId(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

const staleHolder = (overrides: Partial<LockHolder>): LockHolder => ({
  pid: goneProcessId(),
  role: 'server',
  startedAt: '2026-11-01T09:00:00.000Z',
  hostname: 'elsewhere',
  processStart: null,
  ...overrides,
});

describe('the directory lock', () => {
  it('is held by one holder at a time, named in the refusal, and released', async () => {
    const directory = await newDirectory();
    const lock = await acquireDirectoryLock(directory, 'server');
    await lock.update({ address: '127.0.0.1:3000' });
    expect(JSON.parse(readFileSync(lockFileOf(directory), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
      address: '127.0.0.1:3000',
    });

    const refusal = await acquireDirectoryLock(directory, 'command').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DirectoryLockedError);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^The database in ${directory} is in use by another FinSim server \\(pid ${process.pid}, listening on 127\\.0\\.0\\.1:3000, started \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC\\)\\. Stop that server first, or start this one with another DATA_DIR\\.$`,
      ),
    );
    expect(await readLockHolder(directory)).toMatchObject({ pid: process.pid });

    await lock.release();
    await lock.release();
    expect(existsSync(lockFileOf(directory))).toBe(false);
    expect(await readLockHolder(directory)).toBeNull();
    await (await acquireDirectoryLock(directory, 'command')).release();
  });

  it('takes over the lock of a process that has gone', async () => {
    const directory = await newDirectory();
    await acquireDirectoryLock(directory, 'command').then((lock) => lock.release());
    await writeFile(lockFileOf(directory), JSON.stringify(staleHolder({})));
    expect(await readLockHolder(directory)).toBeNull();
    const lock = await acquireDirectoryLock(directory, 'server');
    expect(JSON.parse(readFileSync(lockFileOf(directory), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a restarted container)', async () => {
    const directory = await newDirectory();
    await acquireDirectoryLock(directory, 'command').then((lock) => lock.release());
    await writeFile(
      lockFileOf(directory),
      JSON.stringify(staleHolder({ pid: process.pid, processStart: '1' })),
    );
    const lock = await acquireDirectoryLock(directory, 'server');
    expect(lock.holder.processStart).not.toBe('1');
    await lock.release();
  });

  it('lets one of two takers of a stale lock have it, and tells the other who', async () => {
    const directory = await newDirectory();
    await acquireDirectoryLock(directory, 'command').then((lock) => lock.release());
    await writeFile(lockFileOf(directory), JSON.stringify(staleHolder({})));
    const results = await Promise.allSettled([
      acquireDirectoryLock(directory, 'server'),
      acquireDirectoryLock(directory, 'server'),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(DirectoryLockedError);
    await (
      won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof acquireDirectoryLock>>>
    ).value.release();
  });

  it('does not remove a lock another holder has taken since', async () => {
    const directory = await newDirectory();
    const lock = await acquireDirectoryLock(directory, 'command');
    const other = JSON.stringify(staleHolder({ pid: process.pid, processStart: null }));
    await writeFile(lockFileOf(directory), other);
    await lock.release();
    expect(readFileSync(lockFileOf(directory), 'utf8')).toBe(other);
  });
});
