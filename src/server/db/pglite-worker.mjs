// The embedded database on a thread of its own (pglite-thread.ts is the other end). PGlite runs
// PostgreSQL as WebAssembly, synchronously, on whatever thread calls it: in the server's main thread
// every statement held up every request. Plain JavaScript so that it loads the same under node, tsx
// and vitest without any TypeScript loader in the thread.
//
// Messages in: { id, type: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close', ... };
// out: { id, result } or { id, error }, and once { type: 'ready' } or { type: 'failed', error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** An error as plain data: its message and every field PostgreSQL gave it (code, detail...). */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      fields[key] = String(value);
    }
  }
  return { ...fields, name: error.name, message: error.message };
}

const identity = (value) => value;
/** The caller's parsers run on its side: here the values of those types stay text. */
function queryOptions({ rowMode, textTypes }) {
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(textTypes?.length > 0
      ? { parsers: Object.fromEntries(textTypes.map((type) => [type, identity])) }
      : {}),
  };
}

const results = (list) =>
  list.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));

/** Open transactions by id: the transaction, and how to end it. */
const transactions = new Map();

let db;
try {
  const { dataDir, startParams, pgliteWasmModule, initdbWasmModule } = workerData;
  db = new PGlite(dataDir, {
    ...(startParams ? { startParams } : {}),
    // Compiled once by the opening thread (pglite-thread.ts), not again here.
    ...(pgliteWasmModule ? { pgliteWasmModule, initdbWasmModule } : {}),
  });
  await db.waitReady;
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'failed', error: plainError(error) });
}

async function handle(message) {
  switch (message.type) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('This transaction has already ended.');
      const { rows, fields, affectedRows } = await target.query(
        message.sql,
        message.params,
        queryOptions(message),
      );
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const target = message.tx ? transactions.get(message.tx)?.tx : db;
      if (!target) throw new Error('This transaction has already ended.');
      return results(await target.exec(message.sql, queryOptions(message)));
    }
    case 'begin':
      // The transaction holds the database until commit or rollback, as it does in one thread.
      return new Promise((resolve, reject) => {
        let began = false;
        const done = db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              began = true;
              transactions.set(message.id, { tx, commit, rollback, done });
              resolve(message.id);
            }),
        );
        done.catch((error) => {
          if (!began) reject(error);
        });
      });
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open?.commit) throw new Error('This transaction has already ended.');
      transactions.delete(message.tx);
      if (message.type === 'commit') {
        open.commit();
        await open.done;
      } else {
        open.rollback(new Error('rolled back'));
        await open.done.catch(() => {});
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown message ${message.type}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
