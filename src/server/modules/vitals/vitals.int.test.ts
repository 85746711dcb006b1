import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHit, webVitals } from '../../db/schema.ts';
import { databaseTargets } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';

describe.each(databaseTargets)('POST /api/vitals on $name', (target) => {
  const ctx = useTestContext(target);

  const report = (overrides: Record<string, unknown> = {}) => ({
    name: 'LCP',
    value: 1234.5,
    rating: 'good',
    id: `v5-${randomUUID()}`,
    navigationType: 'navigate',
    path: '/role-selection',
    ...overrides,
  });

  it('stores a valid report', async () => {
    const body = report({ name: 'INP', value: 88, rating: 'needs-improvement' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/vitals', payload: body });
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(webVitals)
      .where(eq(webVitals.metricId, body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'INP',
      value: 88,
      rating: 'needs-improvement',
      path: '/role-selection',
    });
  });

  it.each([
    [{ name: 'FID' }, 'name must be one of CLS, INP, FCP, LCP, TTFB'],
    [{ value: -1 }, 'field "value"'],
    [{ rating: 'great' }, 'field "rating"'],
    [{ path: 'no-slash' }, 'field "path"'],
    [{ extra: 'x' }, 'extra'],
  ])('refuses %o with a clear 400 and stores nothing', async (overrides, message) => {
    const body = report(overrides);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/vitals', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    const rows = await ctx.database.db
      .select()
      .from(webVitals)
      .where(eq(webVitals.metricId, body.id));
    expect(rows).toHaveLength(0);
  });

  it('rate-limits a flood from one address', async () => {
    let limited = 0;
    for (let i = 0; i < 125; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/vitals',
        payload: report(),
        remoteAddress: '10.9.9.9',
      });
      if (res.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe.each(databaseTargets)('web vitals storage on $name stays bounded', (target) => {
  const ctx = useTestContext(target, {}, () => ({
    vitalsLimits: { maxPerHour: 20, retentionDays: 14 },
  }));

  it('keeps at most the hourly sample however many addresses report, and drops old rows', async () => {
    // The hourly count is shared by every instance on one database: start this hour's afresh.
    await ctx.database.db.delete(rateLimitHit).where(eq(rateLimitHit.key, 'vitals:stored'));
    const marker = `/bounded-${randomUUID()}`;
    // A report from before the retention period, left by an earlier flood.
    const old = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    await ctx.database.db.insert(webVitals).values({
      name: 'CLS',
      value: 0.1,
      rating: 'good',
      metricId: 'v5-old',
      path: '/',
      createdAt: old,
    });
    const statuses = new Set<number>();
    for (let i = 0; i < 35; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/vitals',
        payload: {
          name: 'LCP',
          value: 1000 + i,
          rating: 'good',
          id: `v5-${randomUUID()}`,
          path: marker,
        },
        remoteAddress: `10.77.${i}.1`,
      });
      statuses.add(res.statusCode);
    }
    // Every well-formed report is acknowledged; the page has nothing to do about sampling.
    expect([...statuses]).toEqual([204]);
    const [{ rows }] = (await ctx.database.db
      .select({ rows: count() })
      .from(webVitals)
      .where(eq(webVitals.path, marker))) as [{ rows: number }];
    expect(Number(rows)).toBe(20);
    const left = await ctx.database.db
      .select()
      .from(webVitals)
      .where(eq(webVitals.metricId, 'v5-old'));
    expect(left).toHaveLength(0);
  });
});
