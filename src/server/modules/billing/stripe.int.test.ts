import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, openRole, signedInClient } from '../../../../tests/support/billing.ts';
import { FakeStripe } from '../../../../tests/support/fake-stripe.ts';
import {
  createTestContext,
  databaseTargets,
  testSimulations,
  TEST_ORIGIN,
} from '../../../../tests/support/test-app.ts';
import type { Database } from '../../db/client.ts';
import { billingEvent, profile } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { LocalPayments } from '../../providers/payments/local.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import { createBillingService } from './billing.service.ts';

const [jobId] = [...(await testSimulations()).keys()];

describe.each(databaseTargets)('Stripe payments on $name', (target) => {
  const stripe = new FakeStripe();
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const apiBase = await stripe.start();
    ({ app, database } = await createTestContext(
      target,
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
      },
      { stripeApiBase: apiBase },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
  });

  const profileOf = async (userId: string) =>
    (await database.db.select().from(profile).where(eq(profile.userId, userId)))[0]!;

  function deliver(event: Record<string, unknown>, tamper?: (payload: string) => string) {
    const { payload, signature } = stripe.sign(event);
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: tamper ? tamper(payload) : payload,
    });
  }

  /** A user who went through Stripe Checkout; returns the session Stripe completed. */
  async function checkedOut(plan: 'single' | 'premium' = 'single') {
    const client = await signedInClient(app);
    const res = await client.post('/api/stripe/create-checkout-session', checkoutBody(plan));
    expect(res.statusCode, res.body).toBe(200);
    const session = stripe.completeCheckout(res.json().sessionId);
    return { client, session, subscriptionId: session.subscription as string };
  }

  it('creates a Checkout session in subscription mode, in GBP, for the signed-in user', async () => {
    const client = await signedInClient(app);
    const res = await client.post('/api/stripe/create-checkout-session', {
      ...checkoutBody('single'),
      userId: client.userId,
      userEmail: client.email,
    });
    expect(res.statusCode).toBe(200);
    const { sessionId, url } = res.json();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = stripe.sessions.get(sessionId)!;
    expect(sent).toMatchObject({
      mode: 'subscription',
      currency: 'gbp',
      client_reference_id: client.userId,
      customer_email: client.email,
      metadata: { userId: client.userId, plan: 'single' },
      subscription_data: { metadata: { userId: client.userId, plan: 'single' } },
      success_url: `${TEST_ORIGIN}/payment-success?tier=single`,
      cancel_url: `${TEST_ORIGIN}/role-selection`,
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'gbp', unit_amount: '999', recurring: { interval: 'month' } },
        },
      ],
    });
  });

  it('uses the configured Stripe price id for a plan that has one', async () => {
    const client = await signedInClient(app);
    const res = await client.post('/api/stripe/create-checkout-session', checkoutBody('premium'));
    const sent = stripe.sessions.get(res.json().sessionId)!;
    expect(sent.line_items).toEqual([{ price: 'price_premium_monthly', quantity: '1' }]);
  });

  it('fulfils a verified checkout.session.completed from the subscription it re-reads', async () => {
    const { client, session, subscriptionId } = await checkedOut('premium');
    expect((await openRole(client, jobId!)).statusCode).toBe(402);
    const res = await deliver(stripe.event('checkout.session.completed', session));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const row = await profileOf(client.userId);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      maxSimulations: 12,
      paymentProvider: 'stripe',
      paymentSubscriptionId: subscriptionId,
      paymentCustomerId: session.customer,
    });
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await openRole(client, jobId!)).statusCode).toBe(200);
  });

  it('refuses a tampered body, a wrong secret and a missing signature with 400', async () => {
    const { client, session } = await checkedOut();
    const event = stripe.event('checkout.session.completed', session);
    const tampered = await deliver(event, (p) => p.replace('"complete"', '"completE"'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'invalid-signature' });
    const { payload } = stripe.sign(event);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.sign(event, 'whsec_someone_else').signature,
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('incomplete');
  });

  it('processes a replayed event once', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    const event = stripe.event('checkout.session.completed', session);
    const reads = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(subscriptionId)).length;
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(reads()).toBe(1);
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('active');
  });

  it('acknowledges a redelivery only once the event is processed, even when the first delivery then fails', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    const event = stripe.event('checkout.session.completed', session);
    const readsOfSubscription = () =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(subscriptionId)).length;
    stripe.outage = true;
    try {
      // The first delivery is busy with a Stripe that keeps failing (the SDK retries), so Stripe
      // gives up waiting and delivers the event again.
      const first = deliver(event);
      await expect.poll(readsOfSubscription).toBeGreaterThan(0);
      const second = await deliver(event);
      expect((await first).statusCode).toBe(502);
      const processed = (await profileOf(client.userId)).subscriptionStatus === 'active';
      expect(second.statusCode === 200, `redelivery answered ${second.statusCode}`).toBe(processed);
    } finally {
      stripe.outage = false;
    }
    // Stripe retries an event until one delivery is acknowledged: the next one processes it.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('active');
  });

  describe('deliveries of one event taking turns', () => {
    // The service on the same database, with short waits; these events concern no subscription.
    const service = () =>
      createBillingService({
        db: database.db,
        accounts: createAccountsService(database.db),
        payments: new LocalPayments(database.db),
        tierPrices: { starter: 4.99, professional: 7.99, premium: 14.99 },
        trustedOrigins: [TEST_ORIGIN],
        log: { info: () => {}, warn: () => {} },
        webhookTiming: { claimSeconds: 120, waitMs: 400, pollMs: 20 },
      });
    const event = () => ({ id: `evt_turns_${randomUUID()}`, type: 'customer.created' });
    const claim = (id: string, claimedAt: Date) =>
      database.db.insert(billingEvent).values({ id, type: 'customer.created', claimedAt });
    const recordOf = async (id: string) =>
      (await database.db.select().from(billingEvent).where(eq(billingEvent.id, id)))[0];

    it('waits for the delivery that holds the event and answers as a duplicate once it is done', async () => {
      const held = event();
      await claim(held.id, new Date());
      const waiting = service().handleEvent({ ...held, subscriptionId: null });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.db
        .update(billingEvent)
        .set({ processedAt: new Date() })
        .where(eq(billingEvent.id, held.id));
      expect(await waiting).toEqual({ received: true, duplicate: true });
    });

    it('asks for the event again later when the delivery that holds it takes too long', async () => {
      const held = event();
      await claim(held.id, new Date());
      const refused = await service()
        .handleEvent({ ...held, subscriptionId: null })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ statusCode: 409, code: 'event-in-progress' });
      expect((await recordOf(held.id))?.processedAt).toBeNull();
    });

    it('takes over an event whose delivery died with its server', async () => {
      const abandoned = event();
      await claim(abandoned.id, new Date(Date.now() - 10 * 60 * 1000));
      expect(await service().handleEvent({ ...abandoned, subscriptionId: null })).toEqual({
        received: true,
        duplicate: false,
      });
      expect((await recordOf(abandoned.id))?.processedAt).toBeInstanceOf(Date);
    });
  });

  it('ends up right when events arrive out of order', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    const created = stripe.event('checkout.session.completed', session);
    const updatedWhileActive = stripe.event('customer.subscription.updated', {
      ...stripe.subscriptions.get(subscriptionId)!,
    });
    // Stripe ends the subscription; the deletion is delivered before the older events.
    stripe.subscriptions.get(subscriptionId)!.status = 'canceled';
    const deleted = stripe.event('customer.subscription.deleted', {
      ...stripe.subscriptions.get(subscriptionId)!,
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(updatedWhileActive)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('canceled');
    expect((await openRole(client, jobId!)).statusCode).toBe(402);
  });

  it('acknowledges and ignores an event type it does not handle', async () => {
    const { client, session } = await checkedOut();
    const res = await deliver(stripe.event('customer.created', { id: session.customer }));
    expect(res.statusCode).toBe(200);
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('incomplete');
  });

  it('takes access away when a renewal payment fails', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    await deliver(stripe.event('checkout.session.completed', session));
    stripe.subscriptions.get(subscriptionId)!.status = 'past_due';
    const invoice = {
      id: 'in_test_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    expect((await deliver(stripe.event('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect((await profileOf(client.userId)).subscriptionStatus).toBe('incomplete');
    expect((await openRole(client, jobId!)).statusCode).toBe(402);
  });

  it('cancels at the period end with Stripe and keeps access until then', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    await deliver(stripe.event('checkout.session.completed', session));
    const res = await client.post('/api/stripe/cancel-subscription', {
      cancellationReason: { reason: 'Found alternative' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sub = stripe.subscriptions.get(subscriptionId)!;
    expect(sub.cancel_at_period_end).toBe(true);
    const periodEnd = (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!
      .current_period_end;
    expect(Date.parse(res.json().cancelAt)).toBe(periodEnd * 1000);
    expect((await openRole(client, jobId!)).statusCode).toBe(200);
  });

  it('ends the Stripe subscription when the account is deleted', async () => {
    const { client, session, subscriptionId } = await checkedOut();
    await deliver(stripe.event('checkout.session.completed', session));
    expect((await client.del('/api/account')).statusCode).toBe(204);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(
      stripe.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(subscriptionId)),
    ).toBe(true);
  });

  it('ends the old subscription when the user switches plan, so nobody pays twice', async () => {
    const { client, session, subscriptionId: first } = await checkedOut('premium');
    await deliver(stripe.event('checkout.session.completed', session));
    const res = await client.post('/api/stripe/create-checkout-session', checkoutBody('single'));
    expect(res.statusCode, res.body).toBe(200);
    const upgrade = stripe.completeCheckout(res.json().sessionId);
    await deliver(stripe.event('checkout.session.completed', upgrade));
    expect(stripe.subscriptions.get(first)!.status).toBe('canceled');
    // Stripe then reports the old subscription deleted: the new plan stays.
    await deliver(
      stripe.event('customer.subscription.deleted', { ...stripe.subscriptions.get(first)! }),
    );
    expect(await profileOf(client.userId)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'single',
      maxSimulations: -1,
      paymentSubscriptionId: upgrade.subscription,
    });
  });

  it('refuses to sell the same plan twice', async () => {
    const { client, session } = await checkedOut('single');
    await deliver(stripe.event('checkout.session.completed', session));
    const again = await client.post('/api/stripe/create-checkout-session', checkoutBody('single'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already-subscribed',
      error:
        'You already have an active Monthly subscription, so there is nothing to pay. Your roles are open to you.',
    });
  });

  it('answers 502 with a sentence when Stripe is down, and a webhook is retried later', async () => {
    const { client, session } = await checkedOut();
    stripe.outage = true;
    try {
      const checkout = await client.post('/api/stripe/create-checkout-session', checkoutBody());
      expect(checkout.statusCode).toBe(502);
      expect(checkout.json().error).toMatch(/payment provider could not complete/);
      const event = stripe.event('checkout.session.completed', session);
      expect((await deliver(event)).statusCode).toBe(502);
      stripe.outage = false;
      // Stripe retries the same event; it was not marked as processed.
      expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
      expect((await profileOf(client.userId)).subscriptionStatus).toBe('active');
    } finally {
      stripe.outage = false;
    }
  });
});
