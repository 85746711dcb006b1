import { expect, expectAccessible, test } from './fixtures.ts';

test('contact page shows the configured e-mail, response time, privacy and legal terms', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'careers-help@finsim.test' })).toHaveAttribute(
    'href',
    'mailto:careers-help@finsim.test',
  );
  await expect(page.getByText('24-48 hours')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your data and privacy' })).toBeVisible();
  const legal = page.getByRole('region', { name: 'Legal information' });
  await expect(legal).toContainText('£9.99');
  await expect(legal).toContainText('pounds sterling (GBP)');
  await expect(legal).toContainText('30-day money-back guarantee');
  await expect(legal).toContainText('Stripe');
  await expect(legal.getByRole('heading', { name: 'Terms of service' })).toBeVisible();
  await expectAccessible(page);
});

test('/dev-setup in a production build says only that it is for development', async ({ page }) => {
  await page.goto('/dev-setup');
  await expect(page.getByRole('main')).toHaveText(
    'This page is only available in development mode.',
  );
});

test('an unknown path shows a styled 404 with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/sandbox/{job_id} lands on the simulation page', async ({ page }) => {
  await page.goto('/sandbox/kyc-analyst');
  await expect(page).toHaveURL(/\/simulations\/kyc-analyst$/);
  // A visitor sees the role's profile, and the price on its Start button.
  await expect(page.locator('main h1')).toHaveText('KYC Analyst');
  await expect(
    page.getByRole('button', { name: /^Start simulation, £9\.99 a month$/ }),
  ).toBeVisible();
});

test('pages stay usable at phone width with nothing cut off', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of [
    '/',
    '/decision',
    '/role-selection',
    '/contact',
    '/simulations/head-of-treasury',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await context.close();
});
