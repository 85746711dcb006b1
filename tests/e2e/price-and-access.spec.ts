// Issue 15: the price before sign-up, what the paywall sells, a subscriber on /paywall, the
// decision page's two choices, and what every page owes a keyboard or screen reader user: one h1,
// its own title, focus that goes back where it came from.
import type { Page } from '@playwright/test';
import { PAID_FEATURES } from '../../src/shared/domain/paid-features.ts';
import { api, subscriber } from './subscriber.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const ROLE = 'market-risk-analyst';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

async function shoot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const size of WIDTHS) {
  test(`a visitor sees the price on Start before sign-up (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(`/simulations/${ROLE}`);
    await expect(page.locator('main h1')).toHaveText('Market Risk Analyst');
    await expect(page).toHaveTitle('Market Risk Analyst – FinSim');
    const start = page.getByRole('button', { name: 'Start simulation, £9.99 a month' });
    await expect(start).toBeVisible();
    await expect(start).toHaveText('Start simulation · £9.99 a month');
    await expect(page.getByText(/^£9\.99 a month, cancel any time\./)).toBeVisible();
    // Nothing is asked of the visitor yet.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The Start card is on the first screen.
    expect((await start.boundingBox())!.y + 48).toBeLessThan(size.height);
    await expectAccessible(page);
    await shoot(page, `role-start-${size.width}`);

    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toContainText('Simulations need the Monthly plan: £9.99 a month');
    await expect(dialog.getByLabel('Display name')).toBeFocused();
    await expectAccessible(page);
    await shoot(page, `role-sign-up-${size.width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/simulations/${ROLE}$`));
  });

  test(`the paywall lists only what the plan pays for (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/paywall');
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock' })).toBeVisible();
    await expect(page).toHaveTitle('Subscribe – FinSim');
    await expect(page.getByRole('main')).toContainText('£9.99 per month');
    await expect(page.getByRole('main')).toContainText('Cancel any time');
    const list = page.getByRole('list', { name: 'What the plan pays for' });
    await expect(list.getByRole('listitem')).toHaveText(
      PAID_FEATURES.map((feature) => `${feature.title}${feature.detail}`),
    );
    await expect(list).not.toContainText(/catalogue|matching|130\+/i);
    await expect(page.getByRole('main')).toContainText(
      "Free without a plan: every role's profile, the catalogue and the matching quiz.",
    );
    await expectAccessible(page);
    await shoot(page, `paywall-${size.width}`);
  });

  test(`the decision page offers two real choices (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/decision');
    await expect(page).toHaveTitle('Where to start – FinSim');
    const quiz = page.getByRole('region', { name: 'Take the matching quiz' });
    const browse = page.getByRole('region', { name: 'Explore Finance Careers' });
    await expect(quiz.getByRole('listitem')).toHaveCount(3);
    await expect(browse.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(/Browse all 130\+ roles/)).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `decision-${size.width}`);
  });
}

test('a subscriber on /paywall is told they have a plan and taken to their roles', async ({
  page,
  baseURL,
}) => {
  await subscriber(page, baseURL!, 'Nadia Hussain');
  // The server refuses to sell the plan twice, in a sentence the page can show.
  const again = await page.request.post('/api/stripe/create-checkout-session', {
    data: {
      priceId: 'single',
      successUrl: `${baseURL}/payment-success`,
      cancelUrl: `${baseURL}/paywall`,
    },
    headers: { origin: baseURL! },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe(
    'You already have an active Monthly subscription, so there is nothing to pay. Your roles are open to you.',
  );

  await page.goto('/paywall');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You already have a plan' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Taking you to your roles');
  await expect(page.getByRole('button', { name: 'Start Subscription' })).toHaveCount(0);
  await expect(page).toHaveTitle('Your plan – FinSim');
  await expectAccessible(page);
  await shoot(page, 'paywall-subscriber');
  await expect(page).toHaveURL(/\/role-selection$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Finance roles' })).toBeVisible();
});

test('every page has one h1 and its own title', async ({ page, baseURL }) => {
  const titles = new Map<string, string>();
  for (const path of [
    '/',
    '/decision',
    '/role-selection',
    `/simulations/${ROLE}`,
    '/paywall',
    '/contact',
    '/reset-password',
    '/verify',
    '/dev-setup',
    '/no/such/page',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('h1'), `h1 on ${path}`).toHaveCount(1);
    const title = await page.title();
    expect(title, `title of ${path}`).toMatch(/FinSim/);
    expect([...titles.values()], `${path} has a title of its own`).not.toContain(title);
    titles.set(path, title);
  }
  // Settings is for a signed-in user (a visitor is sent home).
  await api(page.request, baseURL!).signUp('Ivy Chen', `ivy-${Date.now()}@example.com`);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle('Account settings – FinSim');
});

test('axe finds nothing on the pages this work touched', async ({ page }) => {
  for (const path of ['/', '/role-selection', '/dev-setup', '/no/such/page']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectAccessible(page);
  }
});

test('focus goes back to the header Sign In button when the auth modal closes', async ({
  page,
}) => {
  await page.goto('/decision');
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to FinSim' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(signIn).toBeFocused();
});

test('a dialog with no field opens on its heading and gives focus back when closed', async ({
  page,
  baseURL,
}) => {
  const client = api(page.request, baseURL!);
  await client.signUp('Owen Price', `owen-${Date.now()}@example.com`);
  await page.goto('/settings');
  const clear = page.getByRole('button', { name: 'Clear Data' });
  await clear.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(clear).toBeFocused();
});
