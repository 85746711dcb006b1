import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  goodCard,
  openRole,
  signedInClient,
  subscribe,
  subscriberClient,
} from '../../../../tests/support/billing.ts';
import { createClient } from '../../../../tests/support/http-client.ts';
import { databaseTargets, testSimulations } from '../../../../tests/support/test-app.ts';
import { useTestContext } from '../../../../tests/support/test-context.ts';
import { PAID_FEATURES } from '../../../shared/domain/paid-features.ts';
import { cancellation, profile } from '../../db/schema.ts';

const roles = [...(await testSimulations()).keys()];
const DAY = 24 * 3600 * 1000;

describe.each(databaseTargets)('billing on $name', (target) => {
  const ctx = useTestContext(target, { PRICE_STARTER_GBP: 3.5 });

  const profileOf = async (userId: string) =>
    (await ctx.database.db.select().from(profile).where(eq(profile.userId, userId)))[0]!;

  it('offers the monthly plan at £9.99 and the tiers at their configured prices', async () => {
    const res = await ctx.app.inject('/api/billing/plans');
    expect(res.statusCode).toBe(200);
    const { provider, plans } = res.json();
    expect(provider).toBe('local');
    expect(plans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'single', priceGbp: 9.99, maxSimulations: -1 }),
        expect.objectContaining({ id: 'starter', priceGbp: 3.5, maxSimulations: 3 }),
        expect.objectContaining({ id: 'professional', maxSimulations: 6 }),
        expect.objectContaining({ id: 'premium', maxSimulations: 12 }),
      ]),
    );
    // Issue 15: the monthly plan lists what it pays for, from the one list, and nothing free.
    const monthly = plans.find((p: { id: string }) => p.id === 'single');
    expect(monthly.features).toEqual(PAID_FEATURES.map((f) => f.title));
    const premium = plans.find((p: { id: string }) => p.id === 'premium');
    expect(premium.features).toEqual(
      expect.arrayContaining(['Priority support', '1-on-1 consultation']),
    );
  });

  it('has no Stripe webhook while the local provider is on', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Stripe payments are not configured on this site.');
  });

  describe('checkout', () => {
    it('needs a signed-in user', async () => {
      const res = await createClient(ctx.app).post(
        '/api/stripe/create-checkout-session',
        checkoutBody(),
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Please sign in to subscribe.');
    });

    it('refuses to start a checkout for somebody else (403)', async () => {
      const client = await signedInClient(ctx.app);
      const res = await client.post('/api/stripe/create-checkout-session', {
        ...checkoutBody(),
        userId: 'someone-else',
        userEmail: 'someone@example.com',
      });
      expect(res.statusCode).toBe(403);
      const own = await client.post('/api/stripe/create-checkout-session', {
        ...checkoutBody(),
        userId: client.userId,
        userEmail: client.email,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        sessionId: expect.stringMatching(/^cs_local_/),
        url: expect.stringMatching(/^\/checkout\/local\/cs_local_/),
      });
    });

    it.each([
      [
        'a foreign successUrl',
        { successUrl: 'https://evil.example/payment-success' },
        /successUrl must be a page of this site/,
      ],
      [
        'a successUrl that is not /payment-success',
        { successUrl: 'http://localhost:3000/elsewhere' },
        /successUrl must be this site's \/payment-success page/,
      ],
      [
        'a foreign cancelUrl',
        { cancelUrl: 'https://evil.example/' },
        /cancelUrl must be a page of this site/,
      ],
      ['an unknown plan', { priceId: 'gold' }, /Choose one of the plans/],
      ['a successUrl that is not a URL', { successUrl: 'javascript:alert(1)' }, /successUrl/],
    ])('refuses %s with a 400 that says why', async (_label, change, message) => {
      const client = await signedInClient(ctx.app);
      const res = await client.post('/api/stripe/create-checkout-session', {
        ...checkoutBody(),
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });

    it('takes a test card: declined and mistyped cards change nothing, a good card activates the plan', async () => {
      const client = await signedInClient(ctx.app);
      const { sessionId } = (
        await client.post('/api/stripe/create-checkout-session', checkoutBody('single'))
      ).json();
      const page = await client.get(`/api/checkout/local/${sessionId}`);
      expect(page.json()).toMatchObject({
        status: 'open',
        email: client.email,
        plan: { id: 'single', priceGbp: 9.99 },
      });

      const pay = (card: object) =>
        client.post(`/api/checkout/local/${sessionId}/pay`, { ...goodCard, ...card });
      const declined = await pay({ cardNumber: '4000 0000 0000 0002' });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'card-declined',
        error: expect.stringMatching(/declined/),
      });
      expect((await pay({ cardNumber: '4242 4242 4242 4241' })).json().error).toMatch(
        /card number is not valid/,
      );
      expect((await pay({ expiry: '01/20' })).json().error).toBe('This card has expired.');
      expect((await pay({ expiry: '13/30' })).json().error).toBe('Enter the expiry date as MM/YY.');
      expect((await pay({ cvc: '1' })).json().error).toBe('Enter the 3 or 4 digit security code.');
      expect((await profileOf(client.userId)).subscriptionStatus).toBe('incomplete');

      const paid = await pay({});
      expect(paid.statusCode).toBe(200);
      expect(paid.json().redirectUrl).toBe('http://localhost:3000/payment-success?tier=single');
      const me = (await client.get('/api/profile')).json();
      expect(me).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionTier: 'single',
        maxSimulations: -1,
        cancelAt: null,
      });
      const periodEnd = Date.parse(me.currentPeriodEnd);
      expect(periodEnd).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(periodEnd).toBeLessThan(Date.now() + 32 * DAY);
      const row = await profileOf(client.userId);
      expect(row.paymentProvider).toBe('local');
      expect(row.paymentSubscriptionId).toMatch(/^sub_local_/);

      const again = await pay({});
      expect(again.statusCode).toBe(409);
      expect((await client.get(`/api/checkout/local/${sessionId}`)).json().status).toBe('complete');

      // Asking to buy the plan again is answered with a sentence the page can show as it is.
      const twice = await client.post(
        '/api/stripe/create-checkout-session',
        checkoutBody('single'),
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'already-subscribed',
        error:
          'You already have an active Monthly subscription, so there is nothing to pay. Your roles are open to you.',
      });
    });

    it("keeps one user's checkout away from another", async () => {
      const owner = await signedInClient(ctx.app);
      const { sessionId } = (
        await owner.post('/api/stripe/create-checkout-session', checkoutBody())
      ).json();
      const other = await signedInClient(ctx.app);
      expect((await other.get(`/api/checkout/local/${sessionId}`)).statusCode).toBe(404);
      expect((await other.post(`/api/checkout/local/${sessionId}/pay`, goodCard)).statusCode).toBe(
        404,
      );
      expect((await other.get('/api/checkout/local/not-a-checkout')).statusCode).toBe(400);
    });
  });

  describe('entitlement', () => {
    it.each(['sandbox', 'finance-content'])(
      '/api/%s answers 401 to a visitor and 402 to a user without a plan',
      async (path) => {
        const visitor = await createClient(ctx.app).get(`/api/${path}/${roles[0]}`);
        expect(visitor.statusCode).toBe(401);
        const user = await signedInClient(ctx.app);
        const res = await user.get(`/api/${path}/${roles[0]}`);
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({ code: 'subscription-required' });
      },
    );

    it('counts a role the first time it is opened and stops new roles at the tier limit', async () => {
      const client = await subscriberClient(ctx.app, 'starter');
      for (const jobId of roles.slice(0, 3)) {
        expect((await openRole(client, jobId)).statusCode).toBe(200);
      }
      // Reopening, by either address, is free.
      expect((await client.get(`/api/finance-content/${roles[0]}`)).statusCode).toBe(200);
      const fourth = await openRole(client, roles[3]!);
      expect(fourth.statusCode).toBe(402);
      expect(fourth.json()).toMatchObject({ code: 'simulation-limit' });
      expect(fourth.json().error).toMatch(
        /Starter plan includes 3 simulations and you have opened 3/,
      );
      expect((await openRole(client, roles[1]!)).statusCode).toBe(200);
      const me = (await client.get('/api/profile')).json();
      expect(me.openedSimulations).toEqual(roles.slice(0, 3));
      // An unknown role is not counted.
      expect((await openRole(client, 'astronaut')).statusCode).toBe(404);
    });

    it('never lets concurrent openings go past the plan: 20 new roles at once open exactly 3', async () => {
      const client = await subscriberClient(ctx.app, 'starter');
      const answers = await Promise.all(
        roles.slice(0, 20).map((jobId) => client.post(`/api/sandbox/${jobId}/start`)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 402)).toHaveLength(17);
      const me = (await client.get('/api/profile')).json();
      expect(me.openedSimulations).toHaveLength(3);
    });

    it('reads only roles already started: a GET never spends the plan', async () => {
      const client = await subscriberClient(ctx.app, 'starter');
      const read = await client.get(`/api/sandbox/${roles[5]}`);
      expect(read.statusCode).toBe(409);
      expect(read.json()).toMatchObject({
        code: 'simulation-not-started',
        error: 'Start this simulation first: opening a new role counts towards your plan.',
      });
      expect((await client.get('/api/profile')).json().openedSimulations).toEqual([]);
      // Starting is a write: a request from another site (no Origin, or a foreign one) is refused.
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      for (const headers of [{ cookie }, { cookie, origin: 'https://evil.example' }]) {
        const forged = await ctx.app.inject({
          method: 'POST',
          url: `/api/sandbox/${roles[5]}/start`,
          headers,
        });
        expect(forged.statusCode).toBe(403);
      }
      expect((await client.get('/api/profile')).json().openedSimulations).toEqual([]);
      const started = await client.post(`/api/sandbox/${roles[5]}/start`);
      expect(started.json()).toEqual({ job_id: roles[5], openedCount: 1, maxSimulations: 3 });
      expect((await client.get(`/api/sandbox/${roles[5]}`)).statusCode).toBe(200);
    });

    it('never limits the monthly plan', async () => {
      const client = await subscriberClient(ctx.app, 'single');
      for (const jobId of roles.slice(0, 13)) {
        expect((await openRole(client, jobId)).statusCode).toBe(200);
      }
    });
  });

  describe('cancellation', () => {
    const cancel = (client: Awaited<ReturnType<typeof signedInClient>>, body: object) =>
      client.post('/api/stripe/cancel-subscription', body);

    it('validates the request and says why', async () => {
      const client = await subscriberClient(ctx.app);
      expect((await cancel(client, {})).json().error).toBe(
        'Please provide a reason for cancellation',
      );
      expect((await cancel(client, { cancellationReason: { reason: '   ' } })).json().error).toBe(
        'Please provide a reason for cancellation',
      );
      const long = await cancel(client, {
        cancellationReason: { reason: 'Other', feedback: 'x'.repeat(1001) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toBe('Feedback must be at most 1000 characters');
      const foreign = await cancel(client, {
        userId: 'someone-else',
        cancellationReason: { reason: 'Too expensive' },
      });
      expect(foreign.statusCode).toBe(403);
      const visitor = await createClient(ctx.app).post('/api/stripe/cancel-subscription', {
        cancellationReason: { reason: 'Too expensive' },
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBe('Please log in to manage your subscription');
      const unsubscribed = await signedInClient(ctx.app);
      const none = await cancel(unsubscribed, { cancellationReason: { reason: 'Too expensive' } });
      expect(none.statusCode).toBe(409);
      expect(none.json().error).toBe('You have no active subscription to cancel.');
    });

    it('cancels at the period end, keeps access until then, stores the reason, then ends', async () => {
      const client = await subscriberClient(ctx.app);
      const periodEnd = (await profileOf(client.userId)).currentPeriodEnd!;
      const res = await cancel(client, {
        userId: client.userId,
        cancellationReason: { reason: 'Too expensive', feedback: '  Great, but not now.  ' },
      });
      expect(res.statusCode).toBe(200);
      const { cancelAt, message } = res.json();
      expect(Date.parse(cancelAt)).toBe(periodEnd.getTime());
      const date = periodEnd.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(message).toBe(
        `Subscription cancelled successfully. You can still access your remaining simulations until ${date}.`,
      );
      const [stored] = await ctx.database.db
        .select()
        .from(cancellation)
        .where(eq(cancellation.userId, client.userId));
      expect(stored).toMatchObject({ reason: 'Too expensive', feedback: 'Great, but not now.' });
      expect((await client.get('/api/profile')).json()).toMatchObject({
        subscriptionStatus: 'active',
        cancelAt,
      });
      expect((await openRole(client, roles[0]!)).statusCode).toBe(200);

      // The period ends.
      await ctx.database.db
        .update(profile)
        .set({ cancelAt: new Date(Date.now() - 1000) })
        .where(eq(profile.userId, client.userId));
      expect((await client.get('/api/profile')).json().subscriptionStatus).toBe('canceled');
      expect((await openRole(client, roles[0]!)).statusCode).toBe(402);
    });

    it('renews a test subscription that was not cancelled when its period ends', async () => {
      const client = await subscriberClient(ctx.app);
      const lapsed = new Date(Date.now() - DAY);
      await ctx.database.db
        .update(profile)
        .set({ currentPeriodEnd: lapsed })
        .where(eq(profile.userId, client.userId));
      expect((await openRole(client, roles[0]!)).statusCode).toBe(200);
      const renewed = (await profileOf(client.userId)).currentPeriodEnd!;
      expect(renewed.getTime()).toBeGreaterThan(Date.now() + 26 * DAY);
    });

    it('lets a user who cancelled subscribe again', async () => {
      const client = await subscriberClient(ctx.app, 'starter');
      await cancel(client, { cancellationReason: { reason: 'Job search completed' } });
      await subscribe(client, 'single');
      expect((await client.get('/api/profile')).json()).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionTier: 'single',
        maxSimulations: -1,
        cancelAt: null,
      });
    });
  });
});
