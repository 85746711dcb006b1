import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const PASSWORD = 'week-pass-1';
const email = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Calls the API as the page would, from our own origin (writes need it). */
export function api(request: APIRequestContext, baseURL: string) {
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { data, headers: { origin: baseURL } });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    post,
    signUp: (name: string, address: string) =>
      post('/api/auth/sign-up/email', { name, email: address, password: PASSWORD }),
    signIn: (address: string) =>
      post('/api/auth/sign-in/email', { email: address, password: PASSWORD }),
    /** The monthly plan, paid through the local test checkout. */
    async subscribe() {
      const { sessionId } = await post('/api/stripe/create-checkout-session', {
        priceId: 'single',
        successUrl: `${baseURL}/payment-success`,
        cancelUrl: `${baseURL}/`,
      });
      await post(`/api/checkout/local/${sessionId}/pay`, {
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      });
    },
  };
}

/** A new subscriber on the monthly plan, signed in in this page's browser context. */
export async function subscriber(page: Page, baseURL: string, name: string) {
  const address = email(name.split(' ')[0]!.toLowerCase());
  const client = api(page.request, baseURL);
  await client.signUp(name, address);
  await client.subscribe();
  return address;
}

/** Signs up through the header's Sign In dialog, as a person would. */
export async function signUpInDialog(page: Page, name: string, address: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
}
