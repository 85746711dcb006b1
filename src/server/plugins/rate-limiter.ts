import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { IDENTITY_MESSAGES } from '../../shared/domain/auth-messages.ts';

export interface RateRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for each key and throws a 429 AppError if any key is over its limit. */
  consume(hits: ReadonlyArray<{ key: string; rule: RateRule }>): Promise<void>;
  /** Counts one hit for a key and answers how many it has made in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Like hit, and also how long the current window has left, in milliseconds. */
  hitWithTtl(key: string, windowSeconds: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one hit back (an attempt that turned out not to count, such as a right password). */
  release(key: string): Promise<void>;
  /** Forgets a key's hits. */
  clear(key: string): Promise<void>;
  /** Deletes the counters of windows that started longer ago than `seconds`; answers how many. */
  purgeOlderThan(seconds: number): Promise<number>;
}

/** The longest window any limit uses is an hour; a counter a day old can only be expired. */
export const RATE_COUNTER_MAX_AGE_SECONDS = 24 * 60 * 60;
/** How often each instance deletes expired counters. */
export const RATE_COUNTER_PURGE_EVERY_MS = 10 * 60 * 1000;

export const tooManyRequests = () =>
  new AppError(429, 'too-many-requests', IDENTITY_MESSAGES['too-many-requests']);

/**
 * Fixed-window counters in PostgreSQL, so every instance shares them. One upsert per key: a hit in
 * an expired window starts a new one.
 */
export function createRateLimiter(db: Db): RateLimiter {
  async function hitWithTtl(
    key: string,
    windowSeconds: number,
  ): Promise<{ count: number; ttlMs: number }> {
    const result = await db.execute(sql`
      insert into rate_limit_hit (key, count, window_started_at)
      values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limit_hit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                     then 1 else rate_limit_hit.count + 1 end,
        window_started_at = case when rate_limit_hit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                     then now() else rate_limit_hit.window_started_at end
      returning count,
        greatest(0, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) * 1000) as ttl_ms`);
    const { rows } = result as unknown as {
      rows: Array<{ count: number | string; ttl_ms: number | string }>;
    };
    return { count: Number(rows[0]?.count ?? 0), ttlMs: Math.round(Number(rows[0]?.ttl_ms ?? 0)) };
  }

  const hit = async (key: string, windowSeconds: number) =>
    (await hitWithTtl(key, windowSeconds)).count;

  return {
    hit,
    hitWithTtl,
    async consume(hits) {
      for (const { key, rule } of hits) {
        if ((await hit(key, rule.windowSeconds)) > rule.limit) throw tooManyRequests();
      }
    },
    async release(key) {
      await db.execute(
        sql`update rate_limit_hit set count = greatest(count - 1, 0) where key = ${key}`,
      );
    },
    async clear(key) {
      await db.execute(sql`delete from rate_limit_hit where key = ${key}`);
    },
    async purgeOlderThan(seconds) {
      // One row per address and route would otherwise stay for ever: the table grew by one row
      // for every visitor who ever took the quiz.
      const result = await db.execute(sql`
        delete from rate_limit_hit
        where window_started_at < now() - make_interval(secs => ${seconds})
        returning key`);
      return (result as unknown as { rows: unknown[] }).rows.length;
    },
  };
}

/**
 * A store for @fastify/rate-limit on the shared counters, so the per-route limits (vitals, quiz,
 * checkout) hold across every instance on one database, not per process.
 */
export function sharedRateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      readonly options: FastifyRateLimitOptions,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limiter.hitWithTtl(`${this.prefix}${key}`, Math.max(1, Math.round(timeWindow / 1000))).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` beside the merged limit options: each route
      // counts apart, as the plugin's own store does.
      const route =
        (routeOptions as { routeInfo?: Partial<RouteOptions> }).routeInfo ?? routeOptions;
      const method = [route.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(this.options, `route:${method} ${route.url ?? ''}:`);
    }
  }
  return SharedRateLimitStore;
}
