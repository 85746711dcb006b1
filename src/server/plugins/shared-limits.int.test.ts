import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createRateLimiter, RATE_COUNTER_MAX_AGE_SECONDS } from './rate-limiter.ts';
import {
  databaseTargets,
  TEST_ENV,
  testQuiz,
  testRoles,
  testRoleSignals,
} from '../../../tests/support/test-app.ts';

describe.each(databaseTargets)('rate limits across two instances on $name', (target) => {
  it('give one budget, not one per instance', async () => {
    const database = await openDatabase(target.options);
    // Two servers on one database; only the last to close closes it.
    const shared = { ...database, close: async () => {} };
    const deps = {
      env: TEST_ENV,
      roles: await testRoles(),
      quiz: await testQuiz(),
      roleSignals: await testRoleSignals(),
      logger: false as const,
    };
    const first = await buildApp({ ...deps, database: shared });
    const second = await buildApp({ ...deps, database });
    try {
      const address = `10.200.${Math.floor(Math.random() * 250)}.7`;
      const report = (i: number) => ({
        name: 'LCP',
        value: 1000 + i,
        rating: 'good',
        id: `v5-two-${address}-${i}`,
        path: '/',
      });
      let refused = 0;
      // 70 reports to each instance from one address: 140 against a limit of 120 a minute.
      for (let i = 0; i < 70; i++) {
        for (const app of [first, second]) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/vitals',
            payload: report(i),
            remoteAddress: address,
          });
          if (res.statusCode === 429) refused++;
        }
      }
      expect(refused).toBe(20);
      // Each route keeps its own count: the quiz still answers this address (400, not 429).
      const quiz = await first.inject({
        method: 'POST',
        url: '/api/quiz/match',
        payload: { answers: [] },
        remoteAddress: address,
      });
      expect(quiz.statusCode).toBe(400);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('deletes counters a day old and keeps the rest, so one row per visitor does not stay for ever', async () => {
    const database = await openDatabase(target.options);
    try {
      const limiter = createRateLimiter(database.db);
      const tag = `purge-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
      for (const key of ['old-a', 'old-b', 'fresh']) await limiter.hit(`${tag}:${key}`, 3600);
      await database.db.execute(sql`
        update rate_limit_hit set window_started_at = now() - interval '25 hours'
        where key like ${`${tag}:old-%`}`);
      expect(await limiter.purgeOlderThan(RATE_COUNTER_MAX_AGE_SECONDS)).toBeGreaterThanOrEqual(2);
      const left = await database.db.execute(
        sql`select key from rate_limit_hit where key like ${`${tag}:%`} order by key`,
      );
      expect((left as unknown as { rows: Array<{ key: string }> }).rows).toEqual([
        { key: `${tag}:fresh` },
      ]);
      // The fresh counter still counts on.
      expect(await limiter.hit(`${tag}:fresh`, 3600)).toBe(2);
    } finally {
      await database.close();
    }
  });
});
