import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { isPlanId, type PlanId } from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { localCheckout, profile } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { passesLuhn } from './luhn.ts';
import type { CheckoutInput, PaymentProvider, SubscriptionState } from './payment-provider.ts';

/** Stripe's test number for a declined card; any other number that passes Luhn is paid. */
export const TEST_CARD_DECLINED = '4000000000000002';

const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

export interface LocalCheckoutRow {
  id: string;
  userId: string;
  plan: PlanId;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * PRODUCT.md D3: the embedded payment provider. Its checkout is a page of our own marked as a
 * test payment; the card is checked like a real one but no money moves. Subscriptions live in the
 * profile table, renew monthly and end at their period end once cancelled.
 */
export class LocalPayments implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createCheckout(input: CheckoutInput) {
    const id = `cs_local_${randomUUID().replaceAll('-', '')}`;
    await this.db.insert(localCheckout).values({
      id,
      userId: input.userId,
      plan: input.plan,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: new Date(this.now().getTime() + CHECKOUT_LIFETIME_MS),
    });
    return { sessionId: id, url: `/checkout/local/${id}` };
  }

  async getCheckout(id: string, userId: string): Promise<LocalCheckoutRow> {
    const [row] = await this.db
      .select()
      .from(localCheckout)
      .where(and(eq(localCheckout.id, id), eq(localCheckout.userId, userId)));
    if (!row || !isPlanId(row.plan)) throw notFound('This checkout does not exist.');
    const expired = row.status === 'open' && row.expiresAt.getTime() <= this.now().getTime();
    return {
      id: row.id,
      userId: row.userId,
      plan: row.plan,
      successUrl: row.successUrl,
      cancelUrl: row.cancelUrl,
      status: expired ? 'expired' : (row.status as LocalCheckoutRow['status']),
    };
  }

  /** Takes a test card payment; on success the checkout is complete and a subscription starts. */
  async pay(
    id: string,
    userId: string,
    card: { cardNumber: string; expiry: string; cvc: string },
  ): Promise<{ checkout: LocalCheckoutRow; subscription: SubscriptionState }> {
    const checkout = await this.getCheckout(id, userId);
    if (checkout.status === 'complete')
      throw new AppError(409, 'checkout-complete', 'This checkout has already been paid.');
    if (checkout.status === 'expired')
      throw new AppError(410, 'checkout-expired', 'This checkout has expired. Please start again.');
    if (!passesLuhn(card.cardNumber))
      throw badRequest('The card number is not valid. Please check it and try again.');
    const [, month, year] = card.expiry.match(/^(\d{2})\s*\/\s*(\d{2})$/) ?? [];
    const now = this.now();
    const endOfExpiryMonth = Date.UTC(2000 + Number(year), Number(month), 1);
    if (endOfExpiryMonth <= now.getTime()) throw badRequest('This card has expired.');
    if (card.cardNumber === TEST_CARD_DECLINED)
      throw new AppError(
        402,
        'card-declined',
        'Your card was declined. No payment was taken. Please try another card.',
      );
    const [completed] = await this.db
      .update(localCheckout)
      .set({ status: 'complete' })
      .where(
        and(
          eq(localCheckout.id, id),
          eq(localCheckout.status, 'open'),
          gt(localCheckout.expiresAt, now),
        ),
      )
      .returning({ id: localCheckout.id });
    if (!completed)
      throw new AppError(409, 'checkout-complete', 'This checkout has already been paid.');
    return {
      checkout: { ...checkout, status: 'complete' },
      subscription: {
        provider: 'local',
        subscriptionId: `sub_local_${randomUUID().replaceAll('-', '')}`,
        customerId: `cus_local_${userId}`,
        userId,
        plan: checkout.plan,
        status: 'active',
        currentPeriodEnd: addMonth(now),
        cancelAt: null,
      },
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const [row] = await this.db
      .select()
      .from(profile)
      .where(eq(profile.paymentSubscriptionId, subscriptionId));
    if (!row) throw notFound('No such subscription.');
    let periodEnd = row.currentPeriodEnd;
    let status: SubscriptionState['status'] =
      row.subscriptionStatus === 'active' ? 'active' : 'canceled';
    const now = this.now();
    if (status === 'active' && row.cancelAt && row.cancelAt <= now) status = 'canceled';
    // A test subscription that was not cancelled renews for another month, as a card would.
    while (status === 'active' && !row.cancelAt && periodEnd && periodEnd <= now) {
      periodEnd = addMonth(periodEnd);
    }
    return {
      provider: 'local',
      subscriptionId,
      customerId: row.paymentCustomerId,
      userId: row.userId,
      plan: isPlanId(row.subscriptionTier) ? row.subscriptionTier : 'starter',
      status,
      currentPeriodEnd: periodEnd,
      cancelAt: row.cancelAt,
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
    const current = await this.retrieveSubscription(subscriptionId);
    return { ...current, cancelAt: current.cancelAt ?? current.currentPeriodEnd };
  }

  async cancelNow(subscriptionId: string): Promise<SubscriptionState> {
    const current = await this.retrieveSubscription(subscriptionId);
    return { ...current, status: 'canceled', cancelAt: this.now() };
  }
}
