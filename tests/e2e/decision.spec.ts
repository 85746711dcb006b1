import { expect, expectAccessible, test } from './fixtures.ts';

test('Explore Finance Careers leads to /role-selection after 500 ms', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/decision');
  await expectAccessible(page);
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole('button', { name: /Explore Finance Careers/ }).click();
  await expect(page.getByText('Opening the catalogue…')).toBeVisible();
  await page.clock.runFor(450);
  await expect(page).toHaveURL(/\/decision$/);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/role-selection$/);
});

test('the card text changes once the quiz is completed', async ({ page }) => {
  await page.goto('/decision');
  await expect(page.getByText(/Take the 20-question matching quiz or browse/)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('userQuizCompleted', 'true'));
  await page.reload();
  await expect(page.getByText(/your quiz matches are waiting/)).toBeVisible();
});

test('Contact Us goes to /contact', async ({ page }) => {
  await page.goto('/decision');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
