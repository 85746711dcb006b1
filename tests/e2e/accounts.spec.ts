import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { api, signUpInDialog } from './subscriber.ts';

const OUTBOX = path.resolve('test-results/e2e-data/outbox');
const email = (label: string) => `${label}-${Date.now()}@example.com`;

async function signIn(page: Page, address: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
}

async function resetLinkFor(address: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of await readdir(OUTBOX).catch(() => [] as string[])) {
      const raw = await readFile(path.join(OUTBOX, file), 'utf8');
      if (!raw.includes(`To: ${address}`)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = text.match(/http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset e-mail for ${address} in ${OUTBOX}`);
}

// Each journey is its own test, and accounts a test only needs are made through the API, so that
// no test waits on several password hashes and page audits in a row on a busy machine.

test('the sign-in dialog opens accessible and closes with Escape', async ({ page }) => {
  await page.goto('/role-selection');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to FinSim' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('sign up, sign out and sign in again, with the logged-in badge', async ({ page }) => {
  const address = email('journey');
  await page.goto('/role-selection');
  await signUpInDialog(page, 'Priya Shah', address, 'secret-pass');
  await page.getByRole('button', { name: 'Account: Priya Shah' }).click();
  const badge = page.getByTestId('user-badge');
  await expect(badge).toContainText('Priya Shah');
  await expect(badge).toContainText('Starter plan');
  await expect(badge).toContainText('0 simulations');
  await expectAccessible(page);
  await badge.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  await signIn(page, address, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account: Priya Shah' })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password and signs the user in', async ({
  page,
  browser,
  baseURL,
}) => {
  const address = email('reset');
  await api(page.request, baseURL!).signUp('Reset Tester', address);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await visitor.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await visitor.getByRole('button', { name: 'Forgot your password?' }).click();
  await visitor.getByLabel('Email').fill(address);
  await visitor.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(visitor.getByRole('heading', { name: 'Email Sent' })).toBeVisible();

  await visitor.goto(await resetLinkFor(address));
  await expect(visitor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByLabel('New password', { exact: true }).fill('second-pass');
  await visitor.getByLabel('Confirm new password').fill('second-pass');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor).toHaveURL(/\/role-selection$/);
  await expect(visitor.getByRole('button', { name: 'Account: Reset Tester' })).toBeVisible();
  await visitor.context().close();
});

test('settings sends a visitor home with the sign-in dialog open', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/(\?auth=signin)?$/);
  await expect(page.getByRole('dialog', { name: 'Sign in to FinSim' })).toBeVisible();
});

test('settings: edit the name, clear quiz data, delete the account', async ({ page, baseURL }) => {
  const address = email('settings');
  await api(page.request, baseURL!).signUp('Sam Settings', address);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userQuizCompleted', 'true'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('Inactive')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit display name' }).click();
  await page.getByLabel('Display name').fill('<b>Sam</b> Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('<b>Sam</b> Renamed').first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear Data' }).click();
  await expect(page.getByRole('alert')).toHaveText('Quiz data cleared');
  await page.getByRole('button', { name: 'OK' }).click();
  expect(await page.evaluate(() => localStorage.getItem('userQuizCompleted'))).toBeNull();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete your account? This action cannot be undone.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your account and all its data have been deleted.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, address, 'week-pass-1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});
