import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

async function answerEveryQuestion(page: Page) {
  for (let i = 1; i <= 20; i++) {
    await expect(page.getByText(`Question ${i} of 20`)).toBeVisible();
    await page.locator('fieldset label').first().click();
    await page.getByRole('button', { name: i === 20 ? 'Get My Matches' : 'Next' }).click();
  }
}

test('take the quiz: 20 questions, 12 explained matches, a shortlist that survives a reload', async ({
  page,
}) => {
  // Forty clicks and two accessibility scans: near 30 s on a busy 2-core machine.
  test.slow();
  await page.goto('/decision');
  await page.getByRole('link', { name: /Take the quiz/ }).click();
  await expect(page).toHaveURL(/\/role-selection\?quiz=start$/);
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
  await expectAccessible(page);

  await answerEveryQuestion(page);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'Your top matches' })).toBeFocused();
  for (const card of await cards.all()) {
    await expect(card.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(card.getByRole('list')).toContainText('You ');
  }
  await expectAccessible(page);

  const firstTitle = (await cards.first().getByRole('heading').textContent())!;
  await cards
    .first()
    .getByRole('button', { name: `Shortlist ${firstTitle}` })
    .click();
  await expect(page.getByText('1 on your shortlist.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userQuizCompleted'))).toBe('true');

  await page.reload();
  await expect(page.getByTestId('match-card')).toHaveCount(12);
  await expect(page.getByRole('button', { name: `Shortlist ${firstTitle}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/decision');
  await expect(page.getByText(/your quiz matches are waiting/)).toBeVisible();
});

test('Skip Quiz & Browse Roles closes the quiz and leaves the catalogue', async ({ page }) => {
  await page.goto('/role-selection');
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  await page.getByRole('button', { name: /Skip Quiz & Browse Roles/ }).click();
  await expect(page.getByText('Question 1 of 20')).toBeHidden();
  await expect(page.getByLabel('Search roles')).toBeVisible();
});

test('when matching fails, the first 12 roles are shown at 85% down to 30% and marked as not personalised', async ({
  page,
}) => {
  await page.route('**/api/quiz/match', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/role-selection?quiz=start');
  await answerEveryQuestion(page);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'not personalised' })).toBeVisible();
  await expect(cards.first()).toContainText('85%');
  await expect(cards.last()).toContainText('30%');
  await expect(cards.first().getByRole('heading')).toHaveText('Investment Banking Analyst');
});
