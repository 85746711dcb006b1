import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The embedded database (PGlite) on a worker thread, with the part of PGlite's interface that
 * Drizzle uses: query, exec and transaction. PGlite runs PostgreSQL as WebAssembly, synchronously,
 * on the thread that calls it, about a millisecond a statement: in the thread that serves requests,
 * a busy database held up every answer, and the server accepted new connections only between its
 * long turns of work (the load test of issue 17 had first page loads waiting 20 s). On a thread of
 * its own it works beside the requests, on another core when there is one.
 */

type Row = Record<string, unknown> | unknown[];
type Parser = (value: string, type: number) => unknown;

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by PostgreSQL type id: they run here, on the values as text. */
  parsers?: Record<number, Parser>;
}

export interface ThreadResults {
  rows: Row[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
  exec(sql: string, options?: ThreadQueryOptions): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Answer =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> };

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

interface Artifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let artifacts: Promise<Artifacts> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: a thread compiling it itself would do it again
 * for every database opened (tests open many). A compiled module handed to a thread shares its
 * code with this one.
 */
function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (name: string) =>
      WebAssembly.compile(await readFile(path.join(dist, name)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}

/** An error from the thread as an Error again, with PostgreSQL's fields (code, detail...). */
function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'The embedded database failed.'));
  Object.assign(error, fields);
  return error;
}

/** The caller's parsers on values the thread left as text. */
function parsed(results: ThreadResults, parsers: Record<number, Parser> | undefined) {
  if (!parsers) return results;
  const columns = results.fields
    .map((field, index) => ({ ...field, index, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return results;
  for (const row of results.rows) {
    for (const { name, index, dataTypeID, parse } of columns) {
      if (Array.isArray(row)) {
        if (row[index] !== null) row[index] = parse!(row[index] as string, dataTypeID);
      } else if (row[name] !== null && row[name] !== undefined) {
        row[name] = parse!(row[name] as string, dataTypeID);
      }
    }
  }
  return results;
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      if (!('id' in answer)) return;
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in answer) waiting?.reject(toError(answer.error));
      else waiting?.resolve(answer.result);
    });
    const stop = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(new Error('The embedded database has stopped.')));
  }

  /**
   * Opens the database in `dataDir` ("memory://" for a throwaway one) on a new thread, with
   * PostgreSQL's start parameters (PGlite's own when not given).
   */
  static async open(dataDir: string, startParams?: string[]): Promise<PgliteThread> {
    // No inherited loader flags (tsx, vitest): the worker is plain JavaScript.
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir, startParams, ...(await loadArtifacts()) },
      execArgv: [],
      // Its statements make small, short-lived objects: a small young generation keeps the idle
      // server's memory where it was with the database on the main thread (about 12 MiB less).
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    const opened = await new Promise<Answer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('type' in opened && opened.type === 'failed') {
      await worker.terminate();
      throw toError(opened.error);
    }
    const thread = new PgliteThread(worker);
    // An idle thread must not keep the process alive; one with work in flight must (see call).
    worker.unref();
    return thread;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  private async run(
    sql: string,
    params: unknown[] | undefined,
    options: ThreadQueryOptions | undefined,
    tx?: number,
  ): Promise<ThreadResults> {
    const results = await this.call<ThreadResults>({
      type: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      tx,
    });
    return parsed(results, options?.parsers);
  }

  private async runExec(sql: string, options: ThreadQueryOptions | undefined, tx?: number) {
    const list = await this.call<ThreadResults[]>({
      type: 'exec',
      sql,
      rowMode: options?.rowMode,
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      tx,
    });
    return list.map((results) => parsed(results, options?.parsers));
  }

  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults> {
    return this.run(sql, params, options);
  }

  exec(sql: string, options?: ThreadQueryOptions): Promise<ThreadResults[]> {
    return this.runExec(sql, options);
  }

  /** Commits when `callback` resolves, rolls back when it throws; other statements wait. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ type: 'begin' });
    const tx: ThreadTransaction = {
      closed: false,
      query: (sql, params, options) => this.run(sql, params, options, id),
      exec: (sql, options) => this.runExec(sql, options, id),
      rollback: () => Promise.reject(new Error('rolled back')),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.closed = true;
      await this.call({ type: 'rollback', tx: id });
      throw error;
    }
    tx.closed = true;
    await this.call({ type: 'commit', tx: id });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ type: 'close' });
    await this.worker.terminate();
  }
}
