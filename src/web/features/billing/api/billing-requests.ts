import { queryOptions } from '@tanstack/react-query';
import {
  CancelResponseSchema,
  CheckoutSessionSchema,
  LocalCheckoutSchema,
  LocalPaymentResultSchema,
  PlansResponseSchema,
  type CancelResponse,
  type LocalCheckout,
  type LocalPaymentRequest,
} from '../../../../shared/contracts/billing.ts';
import { BILLING_MESSAGES, type PlanId } from '../../../../shared/domain/plans.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const plansQueryOptions = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: async ({ signal }) =>
    PlansResponseSchema.parse(await apiRequest<unknown>('/billing/plans', { signal })),
  staleTime: 10 * 60_000,
});

/**
 * SPEC.md section 7: asks for a checkout session and goes to its page. A non-OK answer raises
 * 'Failed to create checkout session' (with the server's reason attached for the page to show).
 */
export async function startCheckout(
  user: { uid: string; email: string },
  plan: PlanId = 'single',
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const origin = window.location.origin;
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>('/stripe/create-checkout-session', {
      method: 'POST',
      body: {
        userId: user.uid,
        userEmail: user.email,
        priceId: plan,
        successUrl: `${origin}/payment-success`,
        cancelUrl: window.location.href,
      },
    });
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(BILLING_MESSAGES.checkoutNotOk, { cause: error });
    throw error;
  }
  go(CheckoutSessionSchema.parse(answer).url);
}

export async function cancelSubscription(
  userId: string,
  reason: string,
  feedback: string,
): Promise<CancelResponse> {
  const trimmed = feedback.trim();
  return CancelResponseSchema.parse(
    await apiRequest<unknown>('/stripe/cancel-subscription', {
      method: 'POST',
      body: {
        userId,
        cancellationReason: { reason, ...(trimmed ? { feedback: trimmed } : {}) },
      },
    }),
  );
}

export async function getLocalCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckout> {
  return LocalCheckoutSchema.parse(
    await apiRequest<unknown>(`/checkout/local/${encodeURIComponent(id)}`, { signal }),
  );
}

export async function payLocalCheckout(
  id: string,
  card: LocalPaymentRequest,
): Promise<{ redirectUrl: string }> {
  return LocalPaymentResultSchema.parse(
    await apiRequest<unknown>(`/checkout/local/${encodeURIComponent(id)}/pay`, {
      method: 'POST',
      body: card,
    }),
  );
}
