import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirectoryLock, type DirectoryLock, type LockHolder } from './directory-lock.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** "pglite" (embedded) or "postgres" (a server at DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Closes the database, then releases the lock of an embedded database's folder. */
  close(): Promise<void>;
  /** Held while an embedded database in a folder is open: one process at a time uses it. */
  lock?: DirectoryLock;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number of app instances may start at once; one advisory lock serialises their migrations. */
const MIGRATION_LOCK_KEY = 7_351_001;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** Told when an idle pooled connection fails (the default is to ignore it). */
      onIdleError?: (error: Error) => void;
    }
  /**
   * `dataDir` is a folder for the embedded database, or "memory://" for a throwaway one. A folder
   * is locked while open (`holder` says by what, for the message another process gets).
   */
  | { kind: 'pglite'; dataDir: string; holder?: LockHolder['role'] };

/**
 * PostgreSQL's default 128 MB of shared buffers is all touched at start, a third of an idle
 * server's memory; the product's data fits many times over in 32 MB (issue 10, defect 11).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const CREATE_SCRIPT = fileURLToPath(new URL('./create-embedded-database.mjs', import.meta.url));

/** initdb in a child process: its ~0.9 GB goes when the child exits, not into the server. */
async function createInChildProcess(dataDir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [CREATE_SCRIPT, dataDir, MIGRATIONS_DIR], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `Could not create the embedded database in ${dataDir}: ${stderr || (error as Error).message}`,
    );
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // A connection that cannot be made within 5 s fails (503) rather than hang the request.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (restart, network) must not take the process down: the
    // pool replaces it on the next request.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const location = options.dataDir;
  const inMemory = location.startsWith('memory://');
  let lock: DirectoryLock | undefined;
  if (!inMemory) {
    await mkdir(path.dirname(location), { recursive: true });
    // Before anything reads or writes the folder: a second process must not open it at all.
    lock = await acquireDirectoryLock(location, options.holder ?? 'command');
  }
  let client: PgliteThread | undefined;
  try {
    if (!inMemory && !existsSync(path.join(location, 'PG_VERSION')))
      await createInChildProcess(location);
    // On a thread of its own, so that statements never stop the thread that serves requests.
    client = await PgliteThread.open(location, PGLITE_START_PARAMS);
    // Drizzle's PGlite driver needs only query, exec and transaction, which the thread provides.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      lock,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await opened.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await lock?.release();
    throw error;
  }
}
