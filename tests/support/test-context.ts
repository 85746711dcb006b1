import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createTestContext, type DatabaseTarget } from './test-app.ts';

/**
 * An app on its own database for the tests of one describe block: opened before them, closed after.
 * Read `ctx.app` and `ctx.database` inside the tests.
 */
export function useTestContext(
  target: DatabaseTarget,
  env: Partial<AppDeps['env']> = {},
  extra: () =>
    | Promise<Pick<AppDeps, 'stripeApiBase' | 'vitalsLimits' | 'simulations'>>
    | Pick<AppDeps, 'stripeApiBase' | 'vitalsLimits' | 'simulations'> = () => ({}),
): { app: FastifyInstance; database: Database } {
  const ctx = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(target, env, await extra()));
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
