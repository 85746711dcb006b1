import { expect, expectAccessible, test } from './fixtures.ts';

test('landing page shows the product, real stats and leads to /decision', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know the job');
  const stats = page.getByRole('region', { name: 'FinSim in numbers' });
  await expect(stats).toContainText('130+');
  await expect(stats).toContainText('15');
  await expect(stats).toContainText('£9.99/month');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/decision$/);
  await expect(page.getByRole('region', { name: 'Explore Finance Careers' })).toBeVisible();
});

test('carousel rotates every 5 seconds and stops while hovered', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/');
  await page.clock.pauseAt(start + 30_000);
  const carousel = page.getByRole('region', { name: 'What FinSim does' });
  // Hovering and leaving restarts the 5 s interval from the paused clock.
  await carousel.hover();
  await page.mouse.move(1, 1);
  const visibleSlide = page.locator('[data-testid="carousel-slide"]:not([hidden]) h2');
  const first = await visibleSlide.textContent();
  await page.clock.runFor(4_900);
  await expect(visibleSlide).toHaveText(first!);
  await page.clock.runFor(200);
  await expect(visibleSlide).not.toHaveText(first!);
  const second = await visibleSlide.textContent();
  await carousel.hover();
  await page.clock.runFor(12_000);
  await expect(visibleSlide).toHaveText(second!);
});

test('carousel does not rotate under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  const visibleSlide = page.locator('[data-testid="carousel-slide"]:not([hidden]) h2');
  const first = await visibleSlide.textContent();
  await page.clock.runFor(16_000);
  await expect(visibleSlide).toHaveText(first!);
  await context.close();
});

test('the page reports web vitals to the server', async ({ page }) => {
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/vitals') && request.method() === 'POST',
  );
  await page.goto('/');
  const request = await report;
  const body = request.postDataJSON();
  expect(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']).toContain(body.name);
  expect((await request.response())?.status()).toBe(204);
});
