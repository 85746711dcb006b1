import { expect, expectAccessible, test } from './fixtures.ts';

test('search and filters live in the address: Back from a role brings them back', async ({
  page,
}) => {
  await page.goto('/role-selection');
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards.first()).toBeVisible();

  await page.getByLabel('Search roles').fill('risk');
  // Relevance: roles named for risk come before those that only mention it.
  await expect(cards.first().getByRole('heading')).toContainText('Risk');
  await expect(cards.first().locator('mark').first()).toHaveText(/^risk$/i);
  await page.getByLabel('Level').selectOption('Entry level');
  await page.getByLabel('Sort').selectOption('Title A to Z');
  await expect(page).toHaveURL(/search=risk/);
  await expect(page).toHaveURL(/level=entry/);
  await expect(page).toHaveURL(/sort=title/);
  const titles = await cards.getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en-GB')));
  await expectAccessible(page);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/simulations\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/role-selection\?/);
  await expect(page.getByLabel('Search roles')).toHaveValue('risk');
  await expect(page.getByLabel('Level')).toHaveValue('entry');
  await expect(page.getByLabel('Sort')).toHaveValue('title');
  await expect(cards.getByRole('heading')).toHaveText(titles);
});

test('the empty state clears the search and filters', async ({ page }) => {
  await page.goto('/role-selection?salary=100-200&level=entry');
  await expect(page.getByText('No roles found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(130);
  await expect(page).toHaveURL(/\/role-selection$/);
});

test('on a phone the first role card is on the first screen and the filters fold away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/role-selection');
  const first = page.getByRole('main').getByRole('list').first().getByRole('listitem').first();
  await expect(first).toBeVisible();
  const heading = await first.getByRole('heading').boundingBox();
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(844);

  await expect(page.getByLabel('Level')).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Salary band').selectOption('£100k-£200k+');
  await expect(first.getByText('£100k-£200k+')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters 1 on' })).toBeVisible();
  await expectAccessible(page);
});

test('compare three roles picked in the catalogue, side by side, at a shareable address', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/role-selection?search=risk');
  for (const title of ['Market Risk Analyst', 'Credit Risk Analyst', 'Head of Enterprise Risk'])
    await page.getByRole('checkbox', { name: `Compare ${title}` }).check();
  await expect(page.getByRole('checkbox', { name: 'Compare Model Risk Analyst' })).toBeDisabled();
  await page.getByRole('link', { name: 'Compare 3 roles' }).click();

  await expect(page).toHaveURL(
    /\/compare\?roles=market-risk-analyst,credit-risk-analyst,head-of-enterprise-risk$/,
  );
  await expect(page).toHaveTitle(
    'Compare Market Risk Analyst, Credit Risk Analyst and Head of Enterprise Risk – FinSim',
  );
  const columns = page.getByRole('article');
  await expect(columns).toHaveCount(3);
  const tops: number[] = [];
  for (const column of await columns.all()) {
    await expect(column.getByRole('img', { name: /Typical UK base salary/ })).toBeVisible();
    const asks = column
      .getByRole('heading', { name: 'What the simulation asks you to do' })
      .locator('..');
    expect(await asks.getByRole('listitem').count()).toBeGreaterThan(0);
    // Side by side: each section starts at the same height in every column.
    tops.push((await column.getByRole('heading', { name: 'A typical day' }).boundingBox())!.y);
  }
  expect(new Set(tops.map(Math.round)).size).toBe(1);
  await expect(columns.nth(2).getByText('£100k-£200k+').first()).toBeVisible();
  await expectAccessible(page);

  // The address is the comparison: a fresh browser opens the same three roles, stacked on a phone.
  const fresh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(page.url());
  const stacked = other.getByRole('article');
  await expect(stacked).toHaveCount(3);
  await expect(other.getByRole('table', { name: 'The roles at a glance' })).toBeVisible();
  const [a, b] = [await stacked.nth(0).boundingBox(), await stacked.nth(1).boundingBox()];
  expect(a!.x).toBe(b!.x);
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  await expectAccessible(other);
  await fresh.close();

  await page
    .getByRole('button', { name: 'Remove Credit Risk Analyst from the comparison' })
    .click();
  await expect(page).toHaveURL(/roles=market-risk-analyst,head-of-enterprise-risk$/);
  await expect(columns).toHaveCount(2);
  await page.getByRole('link', { name: 'All roles' }).click();
  await expect(page.getByRole('checkbox', { name: 'Compare Market Risk Analyst' })).toBeChecked();
});
