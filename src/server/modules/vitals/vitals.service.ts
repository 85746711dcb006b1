import { lt } from 'drizzle-orm';
import type { VitalReport } from '../../../shared/contracts/vitals.ts';
import type { Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';

/**
 * The table is a sample for the performance dashboard, not a log: at most `maxPerHour` reports are
 * kept an hour across all instances, and none older than `retentionDays`, so its size is bounded
 * (maxPerHour x 24 x retentionDays rows) whatever a flood from rotating addresses sends.
 */
export const VITALS_LIMITS = { maxPerHour: 1000, retentionDays: 14 } as const;

const HOUR_MS = 60 * 60 * 1000;

export interface VitalsService {
  /** Keeps the report if this hour's sample has room; answers whether it was kept. */
  record(report: VitalReport): Promise<boolean>;
}

export function createVitalsService(
  db: Db,
  limiter: RateLimiter,
  limits: { maxPerHour: number; retentionDays: number } = VITALS_LIMITS,
): VitalsService {
  let prunedAt = 0;

  async function pruneIfDue(now: number): Promise<void> {
    if (now - prunedAt < HOUR_MS) return;
    prunedAt = now;
    const cutoff = new Date(now - limits.retentionDays * 24 * HOUR_MS);
    await db.delete(webVitals).where(lt(webVitals.createdAt, cutoff));
  }

  return {
    async record(report) {
      await pruneIfDue(Date.now());
      const stored = await limiter.hit('vitals:stored', HOUR_MS / 1000);
      if (stored > limits.maxPerHour) return false;
      await db.insert(webVitals).values({
        name: report.name,
        value: report.value,
        rating: report.rating,
        metricId: report.id,
        navigationType: report.navigationType ?? null,
        path: report.path,
      });
      return true;
    },
  };
}
