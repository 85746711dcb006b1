import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const email = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillSignUp(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByLabel('Email').fill(email(name.split(' ')[0]!.toLowerCase()));
  await dialog.getByLabel('Password', { exact: true }).fill('secret-pass');
  await dialog.getByLabel('Confirm password').fill('secret-pass');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

async function signUpFromHeader(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await fillSignUp(page, name);
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
}

async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/** A signed-in subscriber of the monthly plan, through the /paywall page and the test checkout. */
async function subscribedUser(page: Page, name: string) {
  await page.goto('/role-selection');
  await signUpFromHeader(page, name);
  await page.goto('/paywall');
  await page.getByRole('button', { name: 'Start Subscription' }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/role-selection$/, { timeout: 10_000 });
}

test('a visitor signs up from a role, pays with a test card and lands back on that role', async ({
  page,
}) => {
  await page.goto('/simulations/equity-research-analyst');

  // A visitor sees the price on Start (decision 012), then the auth modal, then the paywall.
  await page.getByRole('button', { name: 'Start simulation, £9.99 a month' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await fillSignUp(page, 'Amara Okafor');
  const paywall = page.getByRole('dialog', { name: 'Subscribe to FinSim' });
  await expect(paywall.getByRole('heading', { name: 'Unlock' })).toBeVisible();
  await expect(paywall).toContainText('£9.99');
  await expect(paywall).toContainText('Unlimited simulations');
  await expect(paywall).toContainText('Cancel any time');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-paywall.png` });
  await paywall.getByRole('button', { name: 'Start Subscription' }).click();

  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/);
  await expect(page.getByRole('note')).toContainText('Test payment');
  await expect(page.getByText('FinSim Monthly')).toBeVisible();
  await expectAccessible(page);

  // A declined card changes nothing and says so.
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
  await page.screenshot({ path: `${SHOTS}/billing-checkout-declined.png`, fullPage: true });

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success\?tier=single$/);
  const arrived = Date.now();
  await expect(page.getByRole('heading', { name: 'Processing Payment' })).toBeVisible();
  const success = page.getByRole('heading', { name: 'Payment Successful!' });
  await expect(success).toBeVisible({ timeout: 5_000 });
  // SPEC.md section 4: about 2 s of processing before the plan is confirmed.
  expect(Date.now() - arrived).toBeGreaterThanOrEqual(1_800);
  const confirmed = Date.now();
  await expect(page.getByRole('main').getByText('Monthly', { exact: true })).toBeVisible();
  await expect(page.getByTestId('simulation-count')).toHaveText('Unlimited simulations included.');
  await expect(page.getByRole('button', { name: 'Start Exploring Careers' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-payment-success.png` });

  // Then, 2 s later, to the simulation that was pending, through /sandbox/{job_id}.
  await expect(page).toHaveURL(/\/simulations\/equity-research-analyst$/, { timeout: 5_000 });
  expect(Date.now() - confirmed).toBeGreaterThanOrEqual(1_500);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSimulation'))).toBeNull();
  // The monthly plan is unlimited: the role's week opens by itself.
  const inbox = page.getByRole('region', { name: 'Email Inbox' });
  await expect(inbox.locator('button[aria-expanded]')).toHaveCount(8);
  await expect(page.getByRole('banner')).toContainText('Amara Okafor');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-workspace.png` });

  await page.goto('/role-selection');
  await page.getByRole('button', { name: 'Account: Amara Okafor' }).click();
  await expect(page.getByTestId('user-badge')).toContainText('Monthly plan');
  await expect(page.getByTestId('user-badge')).toContainText('Unlimited simulations');
});

test('a signed-in user without a plan is sent to /paywall from a role', async ({ page }) => {
  await page.goto('/role-selection');
  await signUpFromHeader(page, 'Tom Reyes');
  await page.goto('/simulations/credit-analyst');
  await expect(page).toHaveURL(/\/paywall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unlock' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSimulation'))).toBe(
    'credit-analyst',
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-paywall-page.png`, fullPage: true });
});

test('cancel from settings: reason, Cancelling..., the alert, and access until the period end', async ({
  page,
}) => {
  await subscribedUser(page, 'Lena Fischer');
  await page.goto('/settings');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  const confirm = dialog.getByRole('button', { name: 'Cancel Subscription' });
  await expect(confirm).toBeDisabled();
  await dialog.getByText('Temporary financial constraints').click();
  await dialog.getByLabel('Additional feedback (optional)').fill('Will be back after exams.');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-cancel-dialog.png` });
  await confirm.click();
  await expect(
    page.getByText(
      'Your subscription has been cancelled. You can continue using the product until the end of your billing period.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  // The page reloads: still active until the period end, and says when it ends.
  await expect(
    page.getByText(/Your subscription is cancelled\. You have access until/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('cancel from the contact page', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Please log in to manage your subscription')).toBeVisible();
  await subscribedUser(page, 'Sam Patel');
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Manage your subscription' });
  await expect(section.getByRole('radio')).toHaveCount(6);
  const confirm = section.getByRole('button', { name: 'Confirm Cancellation' });
  await expect(confirm).toBeDisabled();
  await section.getByText('Other', { exact: true }).click();
  await confirm.click();
  await expect(section.getByRole('alert')).toHaveText('Please provide a reason for cancellation');
  await section.getByLabel('Please tell us why (required)').fill('Starting a graduate scheme.');
  await confirm.click();
  await expect(section.getByText('Subscription Cancelled', { exact: true })).toBeVisible();
  await expect(section).toContainText(
    /Subscription cancelled successfully\. You can still access your remaining simulations until \d{1,2} \w+ \d{4}\./,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/billing-contact-cancelled.png`, fullPage: true });
});
