import type { PlanId } from '../../../shared/domain/plans.ts';

/** A subscription as the provider holds it, read fresh whenever something changes. */
export interface SubscriptionState {
  provider: 'local' | 'stripe';
  subscriptionId: string;
  customerId: string | null;
  /** Our user id, from the metadata we attached at checkout. */
  userId: string | null;
  plan: PlanId;
  status: 'active' | 'incomplete' | 'canceled';
  currentPeriodEnd: Date | null;
  /** When access ends after a cancellation; null while the subscription renews. */
  cancelAt: Date | null;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  plan: PlanId;
  /** Price in GBP, used when no provider price id is configured for the plan. */
  priceGbp: number;
  successUrl: string;
  cancelUrl: string;
}

/** A verified provider event that may change a subscription. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The subscription the event is about, when it is about one. */
  subscriptionId: string | null;
}

/** PRODUCT.md D3: one interface, an embedded local provider and Stripe. */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState>;
  /** Cancels at the end of the paid period; access continues until then. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends the subscription now (used when the account is deleted). */
  cancelNow(subscriptionId: string): Promise<SubscriptionState>;
}
