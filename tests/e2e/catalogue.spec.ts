import { expect, expectAccessible, test } from './fixtures.ts';

test('the catalogue lists 130+ roles, searches, filters and shows an empty state', async ({
  page,
}) => {
  await page.goto('/role-selection');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(130);
  await expectAccessible(page);

  await page.getByLabel('Search roles').fill('head of TREASURY');
  // The role of that name first; roles whose text speaks of a head and treasury after it.
  await expect(cards.first().getByRole('heading')).toHaveText('Head of Treasury');
  expect(await cards.count()).toBeLessThan(5);
  // Descriptions are searched too: "kdb+" appears only in role descriptions, never in a title.
  await page.getByLabel('Search roles').fill('KDB+');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const title of await cards.getByRole('heading').allTextContents())
    expect(title).not.toMatch(/kdb/i);

  await page.getByLabel('Search roles').fill('');
  await page.getByLabel('Category').selectOption('Compliance');
  await expect(cards).toHaveCount(12);
  for (const badge of await cards.getByText('Compliance', { exact: true }).all())
    await expect(badge).toBeVisible();

  await page.getByLabel('Search roles').fill('astronaut');
  await expect(page.getByText('No roles found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expectAccessible(page);
});

test('a role card opens /simulations/{jobId} with the role profile', async ({ page }) => {
  await page.goto('/role-selection');
  await page.getByLabel('Search roles').fill('M&A Analyst');
  await page
    .getByRole('link', { name: /M&A Analyst/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/simulations\/m-and-a-analyst$/);
  // A visitor sees the role's public profile under the auth modal (the modal hides it from the
  // accessibility tree, hence includeHidden).
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  const hidden = { includeHidden: true };
  await expect(
    page.getByRole('heading', { level: 1, name: 'M&A Analyst', ...hidden }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /£40k-£70k/, ...hidden })).toBeVisible();
  await expect(
    page
      .getByRole('heading', { name: 'Responsibilities', ...hidden })
      .locator('..')
      .getByRole('listitem', hidden),
  ).toHaveCount(5);
  await expectAccessible(page);
});

test('when the jobs API fails the page shows the 5 built-in roles and says the list is reduced', async ({
  page,
}) => {
  await page.route('**/api/jobs', (route) => route.abort('failed'));
  await page.goto('/role-selection');
  await expect(page.getByText(/showing a reduced list of 5 core roles/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
  for (const title of [
    'Investment Banking Analyst',
    'Equity Research Analyst',
    'Trader',
    'Private Equity Associate',
    'Risk Analyst',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test('an unknown role says so with a way back', async ({ page }) => {
  await page.goto('/simulations/astronaut');
  await expect(page.getByRole('heading', { name: 'Role not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all roles' }).click();
  await expect(page).toHaveURL(/\/role-selection$/);
});
