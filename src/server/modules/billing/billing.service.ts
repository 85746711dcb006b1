import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  CancelRequest,
  CancelResponse,
  CheckoutSession,
  CreateCheckoutRequest,
  LocalCheckout,
  PlansResponse,
} from '../../../shared/contracts/billing.ts';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import {
  alreadySubscribedMessage,
  cancellationSuccessMessage,
  describeAllowance,
  hasEntitlement,
  holdsPlan,
  PLAN_IDS,
  PLANS,
  SINGLE_PLAN_PRICE_GBP,
  UNLIMITED,
  type PlanId,
} from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { billingEvent, cancellation, profile, simulationOpened } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { LocalPayments } from '../../providers/payments/local.ts';
import type {
  PaymentProvider,
  SubscriptionState,
} from '../../providers/payments/payment-provider.ts';
import type { StripePayments } from '../../providers/payments/stripe.ts';
import type { AccountsService, AccountUser } from '../accounts/accounts.service.ts';

export interface BillingOptions {
  db: Db;
  accounts: AccountsService;
  payments: LocalPayments | StripePayments;
  /** Prices of the three tiers in GBP (configuration); the monthly plan is 9.99. */
  tierPrices: Record<Exclude<PlanId, 'single'>, number>;
  /** Origins our own pages live on: checkout may only return to these. */
  trustedOrigins: readonly string[];
  log: { info(message: string): void; warn(message: string): void };
  /** Tests shorten the waits of webhook deliveries (WEBHOOK_TIMING). */
  webhookTiming?: typeof WEBHOOK_TIMING;
}

export interface Entitled {
  user: AccountUser;
  profile: Profile;
}

const forbidden = () =>
  new AppError(403, 'forbidden', 'You can only manage the subscription of your own account.');

/**
 * How deliveries of one provider event take turns. A claim older than `claimSeconds` was left by a
 * server that died mid-event (processing takes at most a minute: Stripe calls time out after 20 s
 * and are tried three times); a redelivery waits `waitMs` for another delivery of the same event,
 * looking every `pollMs`, before it asks the provider to send it again later.
 */
export const WEBHOOK_TIMING = { claimSeconds: 120, waitMs: 10_000, pollMs: 100 };

export function createBillingService(options: BillingOptions) {
  const { db, accounts, payments } = options;
  const webhookTiming = options.webhookTiming ?? WEBHOOK_TIMING;

  /**
   * Takes the event on unless another delivery holds it or already processed it. A new event, or
   * one whose claim went stale, is claimed in one statement, so two deliveries cannot both win.
   */
  async function claimEvent(event: {
    id: string;
    type: string;
  }): Promise<'claimed' | 'processed' | 'held' | 'released'> {
    const claimed = await db
      .insert(billingEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoUpdate({
        target: billingEvent.id,
        set: { claimedAt: sql`now()` },
        setWhere: and(
          isNull(billingEvent.processedAt),
          lt(
            billingEvent.claimedAt,
            sql`now() - make_interval(secs => ${webhookTiming.claimSeconds})`,
          ),
        ),
      })
      .returning({ id: billingEvent.id });
    if (claimed.length > 0) return 'claimed';
    const [row] = await db
      .select({ processedAt: billingEvent.processedAt })
      .from(billingEvent)
      .where(eq(billingEvent.id, event.id));
    if (!row) return 'released';
    return row.processedAt ? 'processed' : 'held';
  }
  const priceOf = (plan: PlanId) =>
    plan === 'single' ? SINGLE_PLAN_PRICE_GBP : options.tierPrices[plan];

  function checkOwnUrl(url: string, field: string, path?: string): void {
    const parsed = new URL(url);
    if (!options.trustedOrigins.includes(parsed.origin))
      throw new AppError(400, 'bad-request', `${field} must be a page of this site.`);
    if (path && parsed.pathname !== path)
      throw new AppError(400, 'bad-request', `${field} must be this site's ${path} page.`);
  }

  /**
   * The fulfilment both providers run (PRODUCT.md D3): the profile takes the subscription's state.
   * A stale event about an older subscription never overrides a newer live one.
   */
  async function applySubscription(state: SubscriptionState): Promise<void> {
    const [row] = await db
      .select()
      .from(profile)
      .where(
        state.userId
          ? eq(profile.userId, state.userId)
          : eq(profile.paymentSubscriptionId, state.subscriptionId),
      );
    if (!row) {
      options.log.warn(`billing: no profile for subscription ${state.subscriptionId}; ignored`);
      return;
    }
    const current = row.paymentSubscriptionId;
    const replaced = current !== null && current !== state.subscriptionId;
    if (replaced && state.status !== 'active') return;
    if (
      replaced &&
      row.subscriptionStatus === 'active' &&
      row.paymentProvider === payments.name &&
      current
    ) {
      // A new plan replaces the old one: end the old subscription so nobody pays twice.
      await payments.cancelNow(current).catch((error: unknown) => {
        options.log.warn(
          `billing: could not end replaced subscription ${current}: ${(error as Error).message}`,
        );
      });
    }
    const plan = PLANS[state.plan];
    await db
      .update(profile)
      .set({
        subscriptionStatus: state.status,
        subscriptionTier: plan.id,
        maxSimulations: plan.maxSimulations,
        paymentProvider: state.provider,
        paymentCustomerId: state.customerId,
        paymentSubscriptionId: state.subscriptionId,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAt: state.status === 'canceled' ? null : state.cancelAt,
      })
      .where(eq(profile.userId, row.userId));
    options.log.info(
      `billing: user ${row.userId} is ${state.status} on ${plan.id} (${state.subscriptionId})`,
    );
  }

  /** Ends subscriptions whose cancellation date has passed, and renews local test subscriptions. */
  async function settleEndedPeriods(userId: string): Promise<void> {
    const now = new Date();
    await db
      .update(profile)
      .set({ subscriptionStatus: 'canceled', cancelAt: null })
      .where(
        and(
          eq(profile.userId, userId),
          eq(profile.subscriptionStatus, 'active'),
          lte(profile.cancelAt, now),
        ),
      );
    if (payments.name !== 'local') return;
    const [row] = await db
      .select({ id: profile.paymentSubscriptionId })
      .from(profile)
      .where(
        and(
          eq(profile.userId, userId),
          eq(profile.paymentProvider, 'local'),
          eq(profile.subscriptionStatus, 'active'),
          isNull(profile.cancelAt),
          or(isNull(profile.currentPeriodEnd), lte(profile.currentPeriodEnd, now)),
        ),
      );
    if (row?.id) await applySubscription(await payments.retrieveSubscription(row.id));
  }

  /** True when a period has ended since the profile was last settled (rare: once a month at most). */
  function periodEnded(current: Profile): boolean {
    if (current.subscriptionStatus !== 'active') return false;
    const now = Date.now();
    if (current.cancelAt) return Date.parse(current.cancelAt) <= now;
    return current.currentPeriodEnd !== null && Date.parse(current.currentPeriodEnd) <= now;
  }

  /** The user's profile with any ended period settled first. */
  async function currentProfile(user: AccountUser): Promise<Profile> {
    const current = await accounts.ensureProfile(user);
    if (!periodEnded(current)) return current;
    await settleEndedPeriods(user.id);
    return accounts.ensureProfile(user);
  }

  return {
    plans(): PlansResponse {
      return {
        provider: payments.name,
        plans: PLAN_IDS.map((id) => ({
          id,
          name: PLANS[id].name,
          priceGbp: priceOf(id),
          maxSimulations: PLANS[id].maxSimulations,
          features: [...PLANS[id].features],
        })),
      };
    },

    async createCheckout(user: AccountUser, body: CreateCheckoutRequest): Promise<CheckoutSession> {
      if (body.userId && body.userId !== user.id) throw forbidden();
      checkOwnUrl(body.successUrl, 'successUrl', '/payment-success');
      checkOwnUrl(body.cancelUrl, 'cancelUrl');
      const current = await accounts.ensureProfile(user);
      if (holdsPlan(current, body.priceId))
        throw new AppError(409, 'already-subscribed', alreadySubscribedMessage(body.priceId));
      return payments.createCheckout({
        userId: user.id,
        email: user.email,
        plan: body.priceId,
        priceGbp: priceOf(body.priceId),
        successUrl: body.successUrl,
        cancelUrl: body.cancelUrl,
      });
    },

    applySubscription,

    /**
     * Processes a verified provider event once, re-reading the subscription it concerns. A delivery
     * is acknowledged only once the event's effect is stored: a redelivery that comes while another
     * delivery is still at it (Stripe gave up waiting, or sent it twice) waits for that one, and
     * takes the event over if that one fails, so a failure cannot hide behind a "duplicate".
     */
    async handleEvent(event: { id: string; type: string; subscriptionId: string | null }) {
      const waitUntil = Date.now() + webhookTiming.waitMs;
      for (;;) {
        const state = await claimEvent(event);
        if (state === 'processed') return { received: true, duplicate: true };
        if (state === 'claimed') break;
        if (state === 'held') {
          if (Date.now() >= waitUntil)
            throw new AppError(
              409,
              'event-in-progress',
              'This event is still being processed by an earlier delivery. Please send it again later.',
            );
          await new Promise((resolve) => setTimeout(resolve, webhookTiming.pollMs));
        }
        // 'released': the delivery that held it failed and let go; look again at once.
      }
      try {
        if (event.subscriptionId)
          await applySubscription(await payments.retrieveSubscription(event.subscriptionId));
        await db
          .update(billingEvent)
          .set({ processedAt: sql`now()` })
          .where(eq(billingEvent.id, event.id));
      } catch (error) {
        // Let go of the event: a delivery waiting for it, or the provider's retry, processes it.
        await db
          .delete(billingEvent)
          .where(and(eq(billingEvent.id, event.id), isNull(billingEvent.processedAt)));
        throw error;
      }
      return { received: true, duplicate: false };
    },

    async cancel(user: AccountUser, body: CancelRequest): Promise<CancelResponse> {
      if (body.userId && body.userId !== user.id) throw forbidden();
      await currentProfile(user);
      const [row] = await db.select().from(profile).where(eq(profile.userId, user.id));
      if (!row || row.subscriptionStatus !== 'active' || !row.paymentSubscriptionId)
        throw new AppError(409, 'no-subscription', 'You have no active subscription to cancel.');
      await db.insert(cancellation).values({
        userId: user.id,
        reason: body.cancellationReason.reason,
        feedback: body.cancellationReason.feedback || null,
      });
      const state = await payments.cancelAtPeriodEnd(row.paymentSubscriptionId);
      await applySubscription({ ...state, userId: user.id });
      return {
        cancelAt: state.cancelAt?.toISOString() ?? null,
        message: cancellationSuccessMessage(state.cancelAt),
      };
    },

    /** PRODUCT.md D9: deleting an account first ends its subscription with the provider. */
    async cancelForDeletion(userId: string): Promise<void> {
      const [row] = await db.select().from(profile).where(eq(profile.userId, userId));
      if (!row?.paymentSubscriptionId || row.subscriptionStatus === 'canceled') return;
      if (row.paymentProvider !== payments.name) return;
      await payments.cancelNow(row.paymentSubscriptionId);
    },

    currentProfile,

    /** 401 without a session, 402 without an active entitlement (PRODUCT.md D6). */
    async requireEntitlement(request: FastifyRequest): Promise<Entitled> {
      const user = await request.server.requireUser(request);
      const current = await currentProfile(user);
      if (!hasEntitlement(current))
        throw new AppError(
          402,
          'subscription-required',
          `An active subscription is needed for this. Subscribe for £${SINGLE_PLAN_PRICE_GBP.toFixed(2)} a month to continue.`,
        );
      return { user, profile: current };
    },

    /**
     * PRODUCT.md D4: the first opening of a role counts against the plan; reopening is free. A user at
     * the limit is told so for new roles. The count and the insert are one step: the profile row is
     * locked for the transaction, so concurrent openings of new roles queue behind each other and
     * cannot go past the plan's allowance.
     */
    async openSimulation(entitled: Entitled, jobId: string): Promise<number> {
      const { user, profile: current } = entitled;
      return db.transaction(async (tx) => {
        await tx
          .select({ userId: profile.userId })
          .from(profile)
          .where(eq(profile.userId, user.id))
          .for('update');
        const opened = await tx
          .select({ jobId: simulationOpened.jobId })
          .from(simulationOpened)
          .where(eq(simulationOpened.userId, user.id));
        if (opened.some((row) => row.jobId === jobId)) return opened.length;
        if (current.maxSimulations !== UNLIMITED && opened.length >= current.maxSimulations)
          throw new AppError(
            402,
            'simulation-limit',
            `Your ${PLANS[current.subscriptionTier as PlanId]?.name ?? 'current'} plan includes ${describeAllowance(current.maxSimulations)} and you have opened ${opened.length}. You can reopen those roles at any time; to open a new one, choose the ${PLANS.single.name} plan for unlimited simulations.`,
          );
        await tx.insert(simulationOpened).values({ userId: user.id, jobId }).onConflictDoNothing();
        return opened.length + 1;
      });
    },

    /** Reading a role's week needs it to have been started (POST), so a GET never spends the plan. */
    requireOpened(entitled: Entitled, jobId: string): void {
      if (!entitled.profile.openedSimulations.includes(jobId))
        throw new AppError(
          409,
          'simulation-not-started',
          'Start this simulation first: opening a new role counts towards your plan.',
        );
    },

    async getLocalCheckout(user: AccountUser, id: string): Promise<LocalCheckout> {
      const local = asLocal(payments);
      const checkout = await local.getCheckout(id, user.id);
      const plan = PLANS[checkout.plan];
      return {
        id: checkout.id,
        email: user.email,
        status: checkout.status,
        cancelUrl: checkout.cancelUrl,
        plan: { ...plan, features: [...plan.features], priceGbp: priceOf(plan.id) },
      };
    },

    async payLocalCheckout(
      user: AccountUser,
      id: string,
      card: { cardNumber: string; expiry: string; cvc: string },
    ): Promise<{ redirectUrl: string }> {
      const { checkout, subscription } = await asLocal(payments).pay(id, user.id, card);
      await applySubscription(subscription);
      const success = new URL(checkout.successUrl);
      success.searchParams.set('tier', checkout.plan);
      return { redirectUrl: success.toString() };
    },
  };
}

function asLocal(payments: PaymentProvider): LocalPayments {
  if (payments.name !== 'local')
    throw new AppError(404, 'not-found', 'Test checkout is not available on this site.');
  return payments as LocalPayments;
}

export type BillingService = ReturnType<typeof createBillingService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** PRODUCT.md D6: the signed-in user with an active entitlement, else 401 or 402. */
    requireEntitlement(request: FastifyRequest): Promise<Entitled>;
  }
}
