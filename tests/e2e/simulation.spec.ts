import type { Browser, Page } from '@playwright/test';
import { api, subscriber } from './subscriber.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const ROLE = 'm-and-a-analyst';
/** The list items of a section that open something. */
const itemsOf = (page: Page, section: string) =>
  page.locator(`#${section}`).getByRole('button', { expanded: false });
const paneOf = (page: Page, section: string) => page.locator(`#${section}`).getByRole('article');

async function openFirst(page: Page, section: string, shot: string) {
  const item = page.locator(`#${section} button[aria-expanded]`).first();
  await item.click();
  const pane = paneOf(page, section);
  await expect(pane).toBeVisible();
  await expect(pane.getByRole('heading', { level: 3 })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  return pane;
}

test('a subscriber works through a role week, and what they read is kept on every device', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const address = await subscriber(page, baseURL!, 'Maya Lindqvist');
  await page.goto(`/simulations/${ROLE}`);

  // The unlimited plan starts the role by itself; the header has the role, the user and the week.
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: 'M&A Analyst' })).toBeVisible();
  await expect(header).toContainText('Maya Lindqvist');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header).toContainText(/Simulated week of \d{1,2} \w+ \d{4}/);
  await expect(itemsOf(page, 'inbox')).toHaveCount(8);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/simulation-workspace.png` });

  // Read an unread e-mail: it opens in the reading pane and turns read.
  const inbox = page.locator('#inbox');
  const unread = inbox.getByRole('button', { name: /^Unread: / }).first();
  const emailId = (await unread.getAttribute('data-item-id'))!;
  const theEmail = (p: Page) => p.locator(`#inbox [data-item-id="${emailId}"]`);
  const unreadBefore = await inbox.getByRole('button', { name: /^Unread: / }).count();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/progress/${ROLE}`) && r.request().method() === 'PUT',
  );
  await unread.click();
  expect((await saved).status()).toBe(200);
  const pane = paneOf(page, 'inbox');
  await expect(pane).toContainText('From');
  await expect(theEmail(page)).toHaveAccessibleName(/^(?!Unread)/);
  await expect(inbox.getByRole('button', { name: /^Unread: / })).toHaveCount(unreadBefore - 1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/simulation-email.png` });

  // Escape closes it and puts focus back on the e-mail; Enter opens it again.
  await page.keyboard.press('Escape');
  await expect(pane).toHaveCount(0);
  await expect(theEmail(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(paneOf(page, 'inbox')).toBeVisible();
  await page.keyboard.press('Escape');

  // Still read after a reload, and in another browser signed in as the same person.
  await page.reload();
  await expect(itemsOf(page, 'inbox')).toHaveCount(8);
  await expect(page.locator('#inbox').getByRole('button', { name: /^Unread: / })).toHaveCount(
    unreadBefore - 1,
  );
  await expect(theEmail(page)).toHaveAccessibleName(/^(?!Unread)/);
  await expectReadElsewhere(browser, baseURL!, address, emailId, unreadBefore - 1);

  // A meeting with its transcript, a file, a news item, a task, a fundamental and a company.
  const meeting = await openFirst(page, 'meetings', 'simulation-meeting.png');
  await expect(meeting.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await expect(meeting.getByRole('heading', { name: /Attendees/ })).toBeVisible();
  const file = await openFirst(page, 'files', 'simulation-file.png');
  await expect(file.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
  const news = await openFirst(page, 'news', 'simulation-news.png');
  await expect(news.getByRole('heading', { name: 'Why it matters to you' })).toBeVisible();
  await expect(news).toContainText('Simulated');
  const task = await openFirst(page, 'tasks', 'simulation-task.png');
  await expect(task).toContainText('Due');
  const fundamental = await openFirst(page, 'fundamentals', 'simulation-fundamental.png');
  await expect(fundamental.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
  await expect(fundamental.getByRole('heading', { name: 'Related terms' })).toBeVisible();
  const company = await openFirst(page, 'companies', 'simulation-company.png');
  await expect(company).toContainText('Figures as of');
  await expect(company).toContainText('Source:');

  // The progress line counts what was opened.
  await expect(page.getByText(/Meetings 1\/6/)).toBeVisible();
  await expect(page.getByText(/Files 1\/8/)).toBeVisible();
  await expect(page.getByText(/Tasks 1\/8/)).toBeVisible();

  // Coaching and CV screening act now the week has loaded.
  await page.locator('#workflows').scrollIntoViewIfNeeded();
  await expect(page.locator('#workflows').getByRole('button', { disabled: false })).toHaveCount(6);
  await expect(page.locator('#questions').getByRole('button', { disabled: false })).toHaveCount(6);
  await expect(page.getByLabel('Choose File')).toBeEnabled();
  await expectAccessible(page);

  // A section has an address: the navigation and a link both land on it.
  await page
    .getByRole('navigation', { name: 'Simulation sections' })
    .getByRole('link', { name: /Calendar/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/simulations/${ROLE}#meetings$`));
  await expect(page.locator('#meetings-heading')).toBeInViewport();
  await page.goto('about:blank');
  await page.goto(`/simulations/${ROLE}#companies`);
  await expect(page.locator('#companies-heading')).toBeInViewport();
});

async function expectReadElsewhere(
  browser: Browser,
  baseURL: string,
  address: string,
  emailId: string,
  unread: number,
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const other = await context.newPage();
  await api(other.request, baseURL).signIn(address);
  await other.goto(`/simulations/${ROLE}`);
  const inbox = other.locator('#inbox');
  await expect(inbox.getByRole('button', { expanded: false })).toHaveCount(8);
  await expect(inbox.getByRole('button', { name: /^Unread: / })).toHaveCount(unread);
  await expect(inbox.locator(`[data-item-id="${emailId}"]`)).toHaveAccessibleName(/^(?!Unread)/);
  await context.close();
}

test('the workspace reads well at 390 px: no sideways scrolling, items open in full with a way back', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await subscriber(page, baseURL!, 'Kofi Mensah');
  await page.goto(`/simulations/${ROLE}`);
  await expect(itemsOf(page, 'inbox')).toHaveCount(8);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/simulation-phone.png` });

  for (const section of [
    'inbox',
    'meetings',
    'files',
    'news',
    'tasks',
    'fundamentals',
    'companies',
  ]) {
    const item = page.locator(`#${section} button[aria-expanded]`).first();
    await item.click();
    const pane = paneOf(page, section);
    await expect(pane).toBeInViewport();
    // On a phone the item replaces the list.
    await expect(item).toBeHidden();
    expect(await overflow(), `${section} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/simulation-phone-${section}.png` });
    await pane.getByRole('button', { name: /^Back to/ }).click();
    await expect(item).toBeFocused();
  }
  await expectAccessible(page);
});

test('a visitor reads the role, sees the price on Start, and stays on the role after closing sign-up', async ({
  page,
}) => {
  await page.goto(`/simulations/${ROLE}`);
  await expect(page.locator('main h1')).toHaveText('M&A Analyst');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const start = page.getByRole('button', { name: 'Start simulation, £9.99 a month' });
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingSimulation'))).toBe(ROLE);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/simulation-visitor.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/simulations/${ROLE}$`));
  await expect(start).toBeFocused();
});

test('a page whose code fails to load shows a Reload screen, and Reload brings it back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A deploy replaced the chunks, or the network dropped: every page's code now fails.
  await page.route('**/assets/*.js', (route) => route.abort('failed'));
  await page.getByRole('link', { name: /Start Your Journey/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/chunk-failure.png` });
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/decision$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("when React's renderer cannot load, the page says so in plain HTML, and Reload brings it back", async ({
  page,
}) => {
  // The entry runs, but the renderer it loads next does not arrive (a deploy, a dropped line).
  await page.route('**/assets/react-dom-*.js', (route) => route.abort('failed'));
  await page.goto('/role-selection');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('FinSim could not be loaded');
  await expect(alert).toContainText('Reloading fetches the latest version.');
  await expectAccessible(page);
  await page.unroute('**/assets/react-dom-*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance roles' })).toBeVisible();
});
