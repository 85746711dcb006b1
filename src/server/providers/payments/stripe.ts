import Stripe from 'stripe';
import { isPlanId, PLANS, type PlanId } from '../../../shared/domain/plans.ts';
import { AppError } from '../../errors.ts';
import type {
  CheckoutInput,
  PaymentEvent,
  PaymentProvider,
  SubscriptionState,
} from './payment-provider.ts';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids by plan; a plan without one is sold with an inline GBP monthly price. */
  priceIds: Partial<Record<PlanId, string>>;
  /** Where the Stripe API lives; tests point this at a loopback server speaking Stripe's protocol. */
  apiBase?: URL;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const STATUS: Record<Stripe.Subscription.Status, SubscriptionState['status']> = {
  active: 'active',
  trialing: 'active',
  past_due: 'incomplete',
  incomplete: 'incomplete',
  paused: 'incomplete',
  unpaid: 'canceled',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** PRODUCT.md D3: Checkout in subscription mode, verified webhooks, cancel at period end. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase;
    this.stripe = new Stripe(config.secretKey, {
      telemetry: false,
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCheckout(input: CheckoutInput) {
    const priceId = this.config.priceIds[input.plan];
    const success = new URL(input.successUrl);
    success.searchParams.set('tier', input.plan);
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        currency: 'gbp',
        customer_email: input.email,
        client_reference_id: input.userId,
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: 'gbp',
                  unit_amount: Math.round(input.priceGbp * 100),
                  recurring: { interval: 'month' },
                  product_data: { name: `FinSim ${PLANS[input.plan].name}` },
                },
              },
        ],
        metadata: { userId: input.userId, plan: input.plan },
        subscription_data: { metadata: { userId: input.userId, plan: input.plan } },
        success_url: success.toString(),
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  async retrieveSubscription(subscriptionId: string) {
    return this.toState(await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  async cancelAtPeriodEnd(subscriptionId: string) {
    return this.toState(
      await this.call(() =>
        this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      ),
    );
  }

  async cancelNow(subscriptionId: string) {
    return this.toState(await this.call(() => this.stripe.subscriptions.cancel(subscriptionId)));
  }

  /** Verifies the signature on the raw body; a forged or altered event throws. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.config.webhookSecret,
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    return { id: event.id, type: event.type, subscriptionId: subscriptionOf(event) };
  }

  /** Stripe being down or refusing is a 502 a person can act on, not an unexplained 500. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw new AppError(
          502,
          'payment-provider-error',
          'The payment provider could not complete this request. Please try again in a moment.',
        );
      throw error;
    }
  }

  private toState(subscription: Stripe.Subscription): SubscriptionState {
    const item = subscription.items?.data?.[0];
    const periodEnd = item?.current_period_end ?? null;
    const plan = subscription.metadata?.plan;
    const priceId = item?.price?.id;
    const planFromPrice = Object.entries(this.config.priceIds).find(
      ([, id]) => id === priceId,
    )?.[0];
    const cancelAt =
      subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
    return {
      provider: 'stripe',
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      userId: subscription.metadata?.userId ?? null,
      plan: isPlanId(plan) ? plan : isPlanId(planFromPrice) ? planFromPrice : 'single',
      status: STATUS[subscription.status] ?? 'incomplete',
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAt: cancelAt ? new Date(cancelAt * 1000) : null,
    };
  }
}

function subscriptionOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object.id;
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & {
        subscription?: string | { id: string } | null;
      };
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
    }
    default:
      return null;
  }
}
