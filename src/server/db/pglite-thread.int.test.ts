import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { PgliteThread } from './pglite-thread.ts';

/** The rows of `db.execute`, whose type the database-neutral Db leaves open. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the embedded database on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves the request thread free while a statement runs', async () => {
    // Work that keeps PostgreSQL busy for a while: in the calling thread no timer could run.
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    const answered = await database.db.execute(
      sql`select count(*) from generate_series(1, 4000000) as n where n % 7 = 3`,
    );
    const took = performance.now() - started;
    clearInterval(ticker);
    longestGap = Math.max(longestGap, performance.now() - last);
    expect(Number(rowsOf<{ count: string | number }>(answered)[0]!.count)).toBe(571429);
    expect(took).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(took / 3);
  });

  it('gives errors with their PostgreSQL code, and rolls a failed transaction back', async () => {
    await database.db.execute(sql`create table thread_check (id int primary key, note text)`);
    await database.db.execute(sql`insert into thread_check values (1, 'one')`);
    const duplicate = await database.db
      .execute(sql`insert into thread_check values (1, 'again')`)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (2, 'two')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const kept = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (3, 'three')`);
      return rowsOf(await tx.execute(sql`select count(*)::int as n from thread_check`))[0];
    });
    expect(kept).toEqual({ n: 2 });
    const ids = await database.db.execute(sql`select id from thread_check order by id`);
    expect(rowsOf(ids)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('holds other statements back until a transaction ends, as one connection does', async () => {
    await database.db.execute(sql`create table thread_order (step text)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_order values ('in transaction')`);
      await held;
      await tx.execute(sql`insert into thread_order values ('still in transaction')`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = database.db.execute(sql`insert into thread_order values ('outside')`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([transaction, outside]);
    const steps = await database.db.execute(sql`select step from thread_order`);
    expect(rowsOf<{ step: string }>(steps).map((row) => row.step)).toEqual([
      'in transaction',
      'still in transaction',
      'outside',
    ]);
  });

  it("runs the caller's parsers on the values as text, and answers in array mode", async () => {
    const thread = (database.db as unknown as { $client: PgliteThread }).$client;
    const result = await thread.query(
      `select '2026-01-12 09:00:00+00'::timestamptz as at, 42 as n, '{"a":1}'::jsonb as doc`,
      [],
      { rowMode: 'array', parsers: { 1184: (text) => `text:${text}` } },
    );
    expect(result.rows).toEqual([['text:2026-01-12 09:00:00+00', 42, { a: 1 }]]);
  });
});

describe('a closed or failed embedded database', () => {
  it('refuses statements once closed', async () => {
    const thread = await PgliteThread.open('memory://');
    expect((await thread.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('The embedded database has stopped.');
  });

  it('says so when the database cannot start', async () => {
    await expect(PgliteThread.open('memory://', [])).rejects.toThrow(/initialize/);
  });
});
