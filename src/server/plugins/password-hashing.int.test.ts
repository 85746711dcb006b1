import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../../tests/support/http-client.ts';
import { databaseTargets } from '../../../tests/support/test-app.ts';
import { useTestContext } from '../../../tests/support/test-context.ts';
import { account, user } from '../db/schema.ts';

describe.each(databaseTargets)('password hashing through the API on $name', (target) => {
  // One hashing thread and no queue: a second hash while one runs is refused.
  const ctx = useTestContext(target, { PASSWORD_HASH_WORKERS: 1, PASSWORD_HASH_QUEUE: 0 });

  async function signedUp(password = 'first password') {
    const email = uniqueEmail('hashing');
    const res = await createClient(ctx.app).signUp({ name: 'Hana Hash', email, password });
    expect(res.statusCode, res.body).toBe(200);
    return email;
  }

  it('signs in an account whose password Better Auth hashed before the pool existed', async () => {
    const email = await signedUp();
    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    await ctx.database.db
      .update(account)
      .set({ password: await hashPassword('stored before the change') })
      .where(eq(account.userId, owner!.id));

    const client = createClient(ctx.app);
    expect((await client.signIn(email, 'first password')).statusCode).toBe(401);
    const res = await client.signIn(email, 'stored before the change');
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get('/api/profile')).json()).toMatchObject({ email });
  });

  it('tells sign-ins beyond the queue that the server is busy, and lets the rest in', async () => {
    const emails = [];
    for (let i = 0; i < 4; i++) emails.push(await signedUp('burst password'));

    const answers = await Promise.all(
      emails.map((email) => createClient(ctx.app).signIn(email, 'burst password')),
    );
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + answers.filter((res) => res.statusCode === 200).length).toBe(4);
    for (const res of busy) {
      expect(res.json()).toEqual({
        error: 'The server is busy; please try again in a moment.',
        code: 'server-busy',
        statusCode: 503,
      });
      expect(res.cookies).toEqual([]);
    }

    // Once the burst has passed, the same person gets in.
    const retry = await createClient(ctx.app).signIn(emails[3]!, 'burst password');
    expect(retry.statusCode, retry.body).toBe(200);
  });
});
