import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { APIError } from 'better-auth/api';
import { AppError } from '../errors.ts';

/**
 * The scrypt parameters and `salt:key` hex format of @better-auth/utils/password, Better Auth's
 * default: hashes made here and hashes already stored verify either way. The salt is the 32-character
 * hex string itself (its UTF-8 bytes), not the 16 bytes it encodes, exactly as the library does.
 */
export const SCRYPT_PARAMS = {
  N: 16384,
  r: 16,
  p: 1,
  keyLength: 64,
  maxmem: 128 * 16384 * 16 * 2,
} as const;

export const SERVER_BUSY_CODE = 'server-busy';
export const serverBusy = () =>
  new AppError(503, SERVER_BUSY_CODE, 'The server is busy; please try again in a moment.');

export interface PasswordHasherOptions {
  /** Threads running scrypt; each keeps one CPU core busy for about 0.1 s per hash. */
  workers: number;
  /** Hashes that may wait for a free thread; one more is refused at once with a 503. */
  maxQueue: number;
}

/** Better Auth's `emailAndPassword.password`: how passwords are hashed and checked. */
export interface PasswordHooks {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface PasswordHasher extends PasswordHooks {
  /** Threads started, hashes running and hashes waiting: for tests and diagnostics. */
  stats(): { threads: number; running: number; queued: number };
  /** Refuses what is waiting, stops the threads; the app calls it when it closes. */
  close(): Promise<void>;
}

interface Job {
  password: string;
  salt: string;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  failure?: Error;
}

type WorkerAnswer = { key: Uint8Array } | { error: string };

const WORKER_FILE = new URL('./password-hashing-worker.mjs', import.meta.url);

/**
 * Password hashing on its own small pool of worker threads. Better Auth's default runs node's
 * async scrypt on libuv's four-thread pool, which static files, DNS and zlib share: a burst of
 * sign-ins then made every page and API answer wait seconds. Here scrypt never leaves the pool's
 * threads, waiting hashes queue in order up to `maxQueue`, and beyond that a sign-in is told the
 * server is busy instead of making everyone wait. Threads start on first use.
 */
export function createPasswordHasher(options: PasswordHasherOptions): PasswordHasher {
  const size = Math.max(1, Math.floor(options.workers));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue));
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;
  const closedError = () => new Error('The password hashing pool is closed.');

  const running = () => slots.filter((slot) => slot.job !== null).length;

  function start(): Slot {
    // No inherited loader flags (tsx, vitest): the worker is plain JavaScript.
    const slot: Slot = { worker: new Worker(WORKER_FILE, { execArgv: [] }), job: null };
    // An idle thread must not keep the process alive; a busy one must (see pump).
    slot.worker.unref();
    slot.worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if ('key' in answer) job?.resolve(Buffer.from(answer.key));
      else job?.reject(new Error(`Password hashing failed: ${answer.error}`));
      pump();
    });
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    slot.worker.on('exit', () => {
      const index = slots.indexOf(slot);
      if (index !== -1) slots.splice(index, 1);
      slot.job?.reject(
        closed ? closedError() : (slot.failure ?? new Error('A hashing thread stopped.')),
      );
      slot.job = null;
      // A thread that died is replaced for whatever is still waiting.
      pump();
    });
    slots.push(slot);
    return slot;
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot =
        slots.find((candidate) => candidate.job === null) ??
        (slots.length < size ? start() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ password: job.password, salt: job.salt, params: SCRYPT_PARAMS });
    }
  }

  function derive(password: string, salt: string): Promise<Buffer> {
    if (closed) return Promise.reject(closedError());
    if (running() >= size && queue.length >= maxQueue) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      queue.push({ password: password.normalize('NFKC'), salt, resolve, reject });
      pump();
    });
  }

  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      const key = await derive(password, salt);
      return `${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const derived = Buffer.from((await derive(password, salt)).toString('hex'));
      const stored = Buffer.from(key);
      return derived.length === stored.length && timingSafeEqual(derived, stored);
    },
    stats: () => ({ threads: slots.length, running: running(), queued: queue.length }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(closedError());
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * The pool as Better Auth's `emailAndPassword.password`. Better Auth answers a plain 500 for any
 * error that is not its own APIError, so "busy" crosses it as a 503 APIError carrying our code;
 * auth.ts turns that back into the AppError.
 */
export function betterAuthPassword(hasher: PasswordHasher): PasswordHooks {
  const passBusyThrough = (error: unknown): never => {
    if (error instanceof AppError && error.code === SERVER_BUSY_CODE) {
      throw new APIError('SERVICE_UNAVAILABLE', { code: error.code, message: error.message });
    }
    throw error;
  };
  return {
    hash: (password) => hasher.hash(password).catch(passBusyThrough),
    verify: (data) => hasher.verify(data).catch(passBusyThrough),
  };
}
