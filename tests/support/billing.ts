import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PlanId } from '../../src/shared/domain/plans.ts';
import { createClient, uniqueEmail } from './http-client.ts';
import { TEST_ORIGIN } from './test-app.ts';

export type Client = ReturnType<typeof createClient>;

export const checkoutBody = (priceId: PlanId = 'single') => ({
  priceId,
  successUrl: `${TEST_ORIGIN}/payment-success`,
  cancelUrl: `${TEST_ORIGIN}/role-selection`,
});

/** A card the local checkout takes: a good number, an expiry in the future and a CVC. */
export const goodCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/** A signed-in user, as a browser would be after sign-up. */
export async function signedInClient(app: FastifyInstance, name = 'Test User') {
  const client = createClient(app);
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const res = await client.signUp({ name, email, password: 'secret123' });
  expect(res.statusCode).toBe(200);
  return Object.assign(client, { email, userId: res.json().user.id as string });
}

/** Pays for a plan through the local test checkout, as the checkout page does. */
export async function subscribe(client: Client, plan: PlanId = 'single') {
  const checkout = await client.post('/api/stripe/create-checkout-session', checkoutBody(plan));
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId } = checkout.json();
  const paid = await client.post(`/api/checkout/local/${sessionId}/pay`, goodCard);
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json() as { redirectUrl: string };
}

/** A signed-in user with an active plan. */
export async function subscriberClient(app: FastifyInstance, plan: PlanId = 'single') {
  const client = await signedInClient(app);
  await subscribe(client, plan);
  return client;
}

/**
 * Opens a role as the simulation page does: starts it (the counted step, a POST) and then reads its
 * week. Answers the start's response when it is refused, else the read's.
 */
export async function openRole(client: Client, jobId: string) {
  const started = await client.post(`/api/sandbox/${encodeURIComponent(jobId)}/start`);
  if (started.statusCode !== 200) return started;
  return client.get(`/api/sandbox/${encodeURIComponent(jobId)}`);
}
