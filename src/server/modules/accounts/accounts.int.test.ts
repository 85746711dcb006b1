import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, uniqueEmail } from '../../../../tests/support/http-client.ts';
import { databaseTargets } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';
import { profile, session, user } from '../../db/schema.ts';
import { createAccountsService } from './accounts.service.ts';

describe.each(databaseTargets)('accounts on $name', (target) => {
  const ctx = useTestContext(target);

  async function signedUpClient(name = 'Priya Shah', password = 'correct horse') {
    const client = createClient(ctx.app);
    const email = uniqueEmail();
    const res = await client.signUp({ name, email, password });
    expect(res.statusCode, res.body).toBe(200);
    return { client, email, password };
  }

  it('signs up, sets an httpOnly SameSite=Lax session cookie and creates the profile with defaults', async () => {
    const client = createClient(ctx.app);
    const email = uniqueEmail();
    const res = await client.signUp({ name: '  Priya Shah  ', email, password: 'secret1' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await client.get('/api/profile');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({
      email,
      displayName: 'Priya Shah',
      subscriptionTier: 'starter',
      subscriptionStatus: 'incomplete',
      maxSimulations: 0,
      marketingOptIn: false,
      quizAnswers: null,
      matchedJobs: null,
      lastQuizDate: null,
    });
    expect(me.json().lastLogin).not.toBeNull();
    expect(res.body).not.toContain('secret1');
  });

  it.each([
    [{ name: '', password: 'secret1' }, 'Display name is required', 'validation-failed'],
    [{ name: '   ', password: 'secret1' }, 'Display name is required', 'validation-failed'],
    [
      { name: 'Sam', password: '12345' },
      'Password must be at least 6 characters long',
      'weak-password',
    ],
  ])('refuses sign-up %o with "%s"', async (fields, message, code) => {
    const res = await createClient(ctx.app).signUp({ email: uniqueEmail(), ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code });
  });

  it('refuses a malformed e-mail and an e-mail already in use', async () => {
    const bad = await createClient(ctx.app).signUp({
      name: 'Sam',
      email: 'not-an-email',
      password: 'secret1',
    });
    expect(bad.json()).toMatchObject({
      code: 'invalid-email',
      error: 'Please enter a valid e-mail address.',
    });
    const { email } = await signedUpClient();
    const again = await createClient(ctx.app).signUp({ name: 'Sam', email, password: 'secret12' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'email-already-in-use' });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await signedUpClient();
    const wrong = await createClient(ctx.app).signIn(email, 'not the password');
    const unknown = await createClient(ctx.app).signIn(uniqueEmail('nobody'), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ error: 'Incorrect email or password.' });
  });

  it('signs in, records lastLogin and signs out', async () => {
    const { email, password } = await signedUpClient();
    const client = createClient(ctx.app);
    expect((await client.get('/api/profile')).json()).toMatchObject({ code: 'unauthenticated' });
    const res = await client.signIn(email, password);
    expect(res.statusCode).toBe(200);
    const first = (await client.get('/api/profile')).json();
    expect(first.email).toBe(email);
    const staleCookies = new Map(client.cookies);
    expect((await client.signOut()).statusCode).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(401);
    // A cookie from before the sign-out no longer works, and says the session is over.
    const stale = createClient(ctx.app);
    for (const [k, v] of staleCookies) stale.cookies.set(k, v);
    expect((await stale.get('/api/profile')).json()).toMatchObject({
      code: 'user-token-expired',
      error: 'Your session has expired. Please sign in again.',
    });
  });

  it('issues a session that lasts 7 days', async () => {
    const res = await createClient(ctx.app).signUp({
      name: 'Kim',
      email: uniqueEmail(),
      password: 'secret1',
    });
    const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie?.maxAge).toBe(7 * 24 * 60 * 60);
  });

  it('updates displayName (trimmed) and marketingOptIn, and refuses anything else', async () => {
    const { client } = await signedUpClient();
    const ok = await client.patch('/api/profile', {
      displayName: '  Alex Morgan ',
      marketingOptIn: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ displayName: 'Alex Morgan', marketingOptIn: true });
    for (const [body, message] of [
      [{ displayName: '  ' }, 'Display name is required'],
      [{ displayName: 'x'.repeat(61) }, 'Display name must be at most 60 characters'],
      [{ subscriptionTier: 'premium' }, 'subscriptionTier'],
      [{ maxSimulations: -1 }, 'maxSimulations'],
      [{}, 'Send displayName or marketingOptIn to update'],
    ] as const) {
      const res = await client.patch('/api/profile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toContain(message);
    }
    expect((await client.get('/api/profile')).json()).toMatchObject({
      subscriptionTier: 'starter',
      maxSimulations: 0,
    });
  });

  it('stores a display name with HTML as plain text', async () => {
    const { client } = await signedUpClient('<img src=x onerror=alert(1)>');
    const me = await client.get('/api/profile');
    expect(me.json().displayName).toBe('<img src=x onerror=alert(1)>');
    expect(me.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses a cookie-bearing write from a foreign Origin', async () => {
    const { client } = await signedUpClient();
    const evil = createClient(ctx.app, { origin: 'https://evil.example' });
    for (const [k, v] of client.cookies) evil.cookies.set(k, v);
    const patch = await evil.patch('/api/profile', { displayName: 'Hacked' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ code: 'invalid-origin' });
    expect((await evil.signOut()).statusCode).toBe(403);
    expect((await client.get('/api/profile')).json().displayName).toBe('Priya Shah');
  });

  it('ends a disabled account: next request is 401 user-disabled and sign-in is refused', async () => {
    const { client, email, password } = await signedUpClient();
    await createAccountsService(ctx.database.db).setDisabled(email, true);
    const res = await client.get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'user-disabled',
      error: 'This account has been disabled.',
    });
    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(
      await ctx.database.db.select().from(session).where(eq(session.userId, owner!.id)),
    ).toHaveLength(0);
    const again = await createClient(ctx.app).signIn(email, password);
    expect(again.json()).toMatchObject({ code: 'user-disabled' });
    await createAccountsService(ctx.database.db).setDisabled(email, false);
    expect((await createClient(ctx.app).signIn(email, password)).statusCode).toBe(200);
  });

  it('signs out an expired session with the session-expired message', async () => {
    const { client, email } = await signedUpClient();
    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, owner!.id));
    expect((await client.get('/api/profile')).json()).toMatchObject({ code: 'user-token-expired' });
  });

  it('saves, then clears, the quiz fields of the profile', async () => {
    const { client } = await signedUpClient();
    const saved = await client.put('/api/profile/quiz-data', {
      quizAnswers: [{ questionId: 'risk_tolerance', answers: ['high'] }],
      matchedJobs: [
        { job_id: 'equity-derivatives-trader', title: 'Equity Derivatives Trader', score: 91 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().quizAnswers).toEqual([{ questionId: 'risk_tolerance', answers: ['high'] }]);
    expect(saved.json().lastQuizDate).not.toBeNull();
    const bad = await client.put('/api/profile/quiz-data', {
      quizAnswers: 'all of them',
      matchedJobs: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('quizAnswers');
    const res = await client.del('/api/profile/quiz-data');
    expect(res.json()).toMatchObject({ quizAnswers: null, matchedJobs: null, lastQuizDate: null });
  });

  it('refuses profile calls from visitors with a 401', async () => {
    const visitor = createClient(ctx.app);
    for (const res of [
      await visitor.get('/api/profile'),
      await visitor.patch('/api/profile', { displayName: 'X' }),
      await visitor.put('/api/profile/quiz-data', { quizAnswers: [], matchedJobs: [] }),
      await visitor.del('/api/profile/quiz-data'),
      await visitor.del('/api/account'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'unauthenticated',
        error: 'Please sign in to continue.',
      });
    }
  });

  it('deletes the account for real: user, profile and sessions are gone', async () => {
    const { client, email, password } = await signedUpClient();
    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const res = await client.del('/api/account');
    expect(res.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, owner!.id))).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(profile).where(eq(profile.userId, owner!.id)),
    ).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(session).where(eq(session.userId, owner!.id)),
    ).toHaveLength(0);
    expect((await client.get('/api/profile')).statusCode).toBe(401);
    expect((await createClient(ctx.app).signIn(email, password)).statusCode).toBe(401);
  });
});
