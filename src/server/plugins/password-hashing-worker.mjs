// One thread of the password hashing pool (password-hashing.ts). scrypt runs here, synchronously,
// so that it neither blocks the event loop nor queues on libuv's thread pool, which file reads,
// DNS and zlib share. Plain JavaScript so that it loads the same under node, tsx and vitest
// without any TypeScript loader in the thread.
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('password-hashing-worker.mjs runs only as a worker thread');
const port = parentPort;

/** Message in: { password, salt, params: { N, r, p, keyLength, maxmem } }; out: { key } or { error }. */
port.on('message', ({ password, salt, params }) => {
  try {
    const key = scryptSync(password, salt, params.keyLength, {
      N: params.N,
      r: params.r,
      p: params.p,
      maxmem: params.maxmem,
    });
    port.postMessage({ key });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
