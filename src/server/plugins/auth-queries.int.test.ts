import { describe, expect, it } from 'vitest';
import { subscriberClient } from '../../../tests/support/billing.ts';
import { recordQueries } from '../../../tests/support/queries.ts';
import { databaseTargets } from '../../../tests/support/test-app.ts';
import { useTestContext } from '../../../tests/support/test-context.ts';

/*
 * Every signed-in request looks its session up. On the embedded database each statement runs on
 * the thread that serves every request, so the lookup is one statement: the session with its user.
 */
describe.each(databaseTargets)('the session lookup of a signed-in request on $name', (target) => {
  const ctx = useTestContext(target);

  it('reads the session and its user in one statement', async () => {
    const client = await subscriberClient(ctx.app);
    const recorded = recordQueries(ctx.database);
    try {
      expect((await client.get('/api/profile')).statusCode).toBe(200);
    } finally {
      recorded.stop();
    }
    const identity = recorded.statements.filter((text) => /from "(session|user)"/.test(text));
    expect(identity).toHaveLength(1);
    expect(identity[0]).toMatch(/from "session"/);
    expect(identity[0]).toMatch(/"user"/);
  });
});
