import { expect, expectAccessible, test } from './fixtures.ts';
import { subscriber } from './subscriber.ts';

const SHOTS = 'test-results/screenshots';
const ROLE = 'credit-analyst';

test('a subscriber runs a workflow and a quick question, watches the answer arrive and copies it', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1366, height: 900 });
  await subscriber(page, baseURL!, 'Ines Duarte');
  await page.goto(`/simulations/${ROLE}#workflows`);

  await page
    .locator('#workflows')
    .getByRole('button', { name: /Interview Prep/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Interview Prep' });
  await expect(modal).toBeVisible();
  // The text arrives progressively: part of it first, with the cursor, then all of it.
  await expect(modal.getByTestId('reveal-cursor')).toBeVisible();
  await expect(
    modal.getByRole('heading', { name: 'Questions you are likely to meet' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const copy = modal.getByRole('button', { name: 'Copy Response' });
  await expect(copy).toBeEnabled({ timeout: 20_000 });
  await expect(modal.getByTestId('reveal-cursor')).toHaveCount(0, { timeout: 20_000 });
  await expect(modal).toContainText("Answered by FinSim's built-in coach");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/coach-workflow.png` });
  await copy.click();
  await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Questions you are likely to meet');
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toHaveCount(0);

  await page.locator('#questions').getByRole('button', { name: 'How do I advance?' }).click();
  const answer = page.getByRole('dialog', { name: 'How do I advance?' });
  await expect(answer).toContainText('In your simulated week', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(answer).toHaveCount(0);
});
