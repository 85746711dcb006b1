import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on a directory that one process at a time may use: the embedded database's
 * folder. PGlite has no lock of its own, and two processes writing one folder lose each other's
 * writes (issue 10, defect 4).
 *
 * The lock is a file beside the directory (`pg` is locked by `pg.lock`) naming its holder. It
 * appears with its whole content at once (written aside, then hard-linked into place, which fails
 * if the name exists), so no reader ever sees half a holder. A holder whose process has gone
 * (killed with SIGKILL, or the machine restarted) is stale and the next process takes it over.
 */

/** Who holds a directory: a server (reachable on its admin socket) or an operator command. */
export interface LockHolder {
  pid: number;
  role: 'server' | 'command';
  /** ISO time the holder took the lock. */
  startedAt: string;
  hostname: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the holder. */
  processStart: string | null;
  /** Where a server listens for HTTP, once it does: "127.0.0.1:3000". */
  address?: string;
  /** The Unix socket on which a server takes operator commands, once it does. */
  adminSocket?: string;
}

export function lockFileOf(directory: string): string {
  return `${path.resolve(directory)}.lock`;
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** "another FinSim server (pid 123, listening on 127.0.0.1:3000, started 2026-11-28 09:00:00 UTC)" */
export function describeHolder(holder: LockHolder): string {
  const details = [
    `pid ${holder.pid}`,
    ...(holder.hostname !== hostname() ? [`on host ${holder.hostname}`] : []),
    ...(holder.address ? [`listening on ${holder.address}`] : []),
    `started ${formatTime(holder.startedAt)}`,
  ];
  const who = holder.role === 'server' ? 'another FinSim server' : 'an operator command';
  return `${who} (${details.join(', ')})`;
}

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';

  constructor(
    readonly directory: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database in ${directory} is in use by ${describeHolder(holder)}. ` +
        (holder.role === 'server'
          ? 'Stop that server first, or start this one with another DATA_DIR.'
          : 'Try again when it has finished.'),
    );
  }
}

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after it do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A container restarted after SIGKILL often gets the same pid again, even our own.
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && (value.role === 'server' || value.role === 'command')
      ? (value as LockHolder)
      : null;
  } catch {
    return null;
  }
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The live holder of a directory, or null when it is free or its holder has gone. */
export async function readLockHolder(directory: string): Promise<LockHolder | null> {
  const text = await readText(lockFileOf(directory));
  const holder = text === null ? null : parseHolder(text);
  return holder && isAlive(holder) ? holder : null;
}

export interface DirectoryLock {
  readonly directory: string;
  readonly holder: LockHolder;
  /** Records where the holder can be reached, for the message another process shows. */
  update(details: Pick<LockHolder, 'address' | 'adminSocket'>): Promise<void>;
  /** Removes the lock if it is still ours. Safe to call more than once. */
  release(): Promise<void>;
}

let sequence = 0;
const asideName = (file: string) => `${file}.${process.pid}.${++sequence}`;

/** Puts `text` at `file` only if nothing is there, in one step. */
async function createExclusive(file: string, text: string): Promise<boolean> {
  const aside = asideName(file);
  await writeFile(aside, text, { mode: 0o644 });
  try {
    await link(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(aside).catch(() => {});
  }
}

/**
 * Removes a stale lock whose text we read. It is renamed away first (one step), so when two
 * processes find the same stale lock only one removes it; if what was renamed turns out to be a
 * fresh lock another process has just taken, it is put back.
 */
async function removeStale(file: string, staleText: string): Promise<void> {
  const aside = asideName(file);
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await readText(aside)) !== staleText) {
    await link(aside, file).catch(() => {});
  }
  await unlink(aside).catch(() => {});
}

/**
 * Takes the lock of `directory` for this process, or throws DirectoryLockedError naming the live
 * holder. The lock is also dropped if the process exits without releasing it (process.exit, an
 * uncaught error); only SIGKILL leaves it behind, and the next process takes that one over.
 */
export async function acquireDirectoryLock(
  directory: string,
  role: LockHolder['role'],
): Promise<DirectoryLock> {
  const resolved = path.resolve(directory);
  const file = lockFileOf(resolved);
  await mkdir(path.dirname(file), { recursive: true });
  let holder: LockHolder = {
    pid: process.pid,
    role,
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    processStart: processStartOf(process.pid),
  };
  let ours = JSON.stringify(holder);

  for (let attempt = 1; !(await createExclusive(file, ours)); attempt += 1) {
    // Going round more than once takes other processes taking and dropping it at that moment.
    if (attempt > 10) throw new Error(`Could not take the lock ${file}; try again.`);
    const text = await readText(file);
    if (text === null) continue;
    const current = parseHolder(text);
    if (current && isAlive(current)) throw new DirectoryLockedError(resolved, current);
    // Gone, or unreadable: a lock only ever appears whole, so this program did not write that one.
    await removeStale(file, text);
  }

  const releaseOnExit = () => {
    try {
      if (readFileSync(file, 'utf8') === ours) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', releaseOnExit);
  let released = false;

  return {
    directory: resolved,
    get holder() {
      return holder;
    },
    async update(details) {
      if (released) return;
      const next = { ...holder, ...details };
      const text = JSON.stringify(next);
      const aside = asideName(file);
      await writeFile(aside, text, { mode: 0o644 });
      // rename replaces the file in one step, so readers see the old holder or the new one.
      await rename(aside, file);
      holder = next;
      ours = text;
    },
    async release() {
      if (released) return;
      released = true;
      process.off('exit', releaseOnExit);
      if ((await readText(file)) === ours) await unlink(file).catch(() => {});
    },
  };
}
