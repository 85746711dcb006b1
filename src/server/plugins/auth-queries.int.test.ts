import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriberClient } from '../../../tests/support/billing.ts';
import { createClient, uniqueEmail } from '../../../tests/support/http-client.ts';
import { recordQueries } from '../../../tests/support/queries.ts';
import { databaseTargets } from '../../../tests/support/test-app.ts';
import { profile, user } from '../db/schema.ts';
import { useTestContext } from '../../../tests/support/test-context.ts';

/*
 * On the embedded database each statement runs on the thread that serves every request: the
 * statements every request, every sign-up and every sign-in make are counted here.
 */
describe.each(databaseTargets)(
  'statements of sessions, sign-ups and sign-ins on $name',
  (target) => {
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

    it('writes the profile at sign-up and the login time at each session, reading neither back', async () => {
      const client = createClient(ctx.app);
      const email = uniqueEmail();
      let recorded = recordQueries(ctx.database);
      try {
        const signUp = await client.signUp({ name: 'Ada Byron', email, password: 'secret123' });
        expect(signUp.statusCode).toBe(200);
      } finally {
        recorded.stop();
      }
      const onProfile = (statements: string[]) =>
        statements.filter((text) => /"profile"/.test(text)).map((text) => text.split(' ')[0]);
      expect(onProfile(recorded.statements)).toEqual(['insert', 'update']);

      recorded = recordQueries(ctx.database);
      try {
        expect((await createClient(ctx.app).signIn(email, 'secret123')).statusCode).toBe(200);
      } finally {
        recorded.stop();
      }
      expect(onProfile(recorded.statements)).toEqual(['update']);
      const me = (await client.get('/api/profile')).json();
      expect(me).toMatchObject({ displayName: 'Ada Byron', subscriptionStatus: 'incomplete' });
      expect(me.lastLogin).not.toBeNull();
    });

    it('gives an account without a profile one at its next sign-in', async () => {
      const email = uniqueEmail();
      expect(
        (await createClient(ctx.app).signUp({ name: 'Lost Profile', email, password: 'secret123' }))
          .statusCode,
      ).toBe(200);
      const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
      await ctx.database.db.delete(profile).where(eq(profile.userId, owner!.id));
      const client = createClient(ctx.app);
      expect((await client.signIn(email, 'secret123')).statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select()
        .from(profile)
        .where(eq(profile.userId, owner!.id));
      expect(row).toMatchObject({ displayName: 'Lost Profile' });
      expect(row!.lastLogin).not.toBeNull();
    });
  },
);
