import { expect, expectAccessible, test } from './fixtures.ts';

test('Explore Finance Careers leads to /role-selection after 500 ms', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/decision');
  await expectAccessible(page);
  await page.clock.pauseAt(start + 60_000);
  await page
    .getByRole('region', { name: 'Explore Finance Careers' })
    .getByRole('button', { name: /Browse all roles/ })
    .click();
  await expect(page.getByText('Opening the catalogue…')).toBeVisible();
  await page.clock.runFor(450);
  await expect(page).toHaveURL(/\/decision$/);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/role-selection$/);
});

test('Take the matching quiz opens the quiz', async ({ page }) => {
  await page.goto('/decision');
  const quiz = page.getByRole('region', { name: 'Take the matching quiz' });
  await expect(quiz).toContainText('About 4 minutes');
  await quiz.getByRole('link', { name: /Take the quiz/ }).click();
  await expect(page).toHaveURL(/\/role-selection\?quiz=start$/);
});

test('both choices change their words once the quiz is completed', async ({ page }) => {
  await page.goto('/decision');
  await expect(page.getByText(/Browse all 130\+ roles yourself/)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('userQuizCompleted', 'true'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your quiz matches' })).toBeVisible();
  await expect(page.getByText(/your quiz matches are waiting/)).toBeVisible();
  await expectAccessible(page);
});

test('Contact Us goes to /contact', async ({ page }) => {
  await page.goto('/decision');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
