// Screenshots of a subscriber's simulation workspace and of each view that opens in it, at phone
// and desktop widths, for a person to look at:
// `node scripts/workspace-screenshots.mjs [baseUrl] [outDir] [jobId]`. The server must allow test
// payments (the local checkout), as `npm start` does outside production.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [
  baseUrl = 'http://localhost:3000',
  outDir = 'test-results/screenshots/workspace',
  jobId = 'm-and-a-analyst',
] = process.argv.slice(2);
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** A new account on a plan (the monthly one by default), with the role started unless asked not to. */
async function subscriberState(plan = 'single', start = true) {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  const email = `shots-${plan}-${Date.now()}@example.com`;
  const must = async (response) => {
    if (!response.ok())
      throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await must(
    await api.post('/api/auth/sign-up/email', {
      data: { name: 'Priya Shah', email, password: 'shots-pass' },
    }),
  );
  const { sessionId } = await must(
    await api.post('/api/stripe/create-checkout-session', {
      data: {
        priceId: plan,
        successUrl: `${baseUrl}/payment-success`,
        cancelUrl: `${baseUrl}/`,
      },
    }),
  );
  await must(
    await api.post(`/api/checkout/local/${sessionId}/pay`, {
      data: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    }),
  );
  if (start) await must(await api.post(`/api/sandbox/${jobId}/start`));
  const state = await api.storageState();
  await api.dispose();
  return state;
}

/** The item buttons of one section, and the first one of them. */
const firstItem = (page, section) => page.locator(`#${section} button[aria-expanded]`).first();

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const storageState = await subscriberState();
const starterState = await subscriberState('starter', false);
for (const [name, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', storageState });
  const page = await context.newPage();
  const shot = async (label, fullPage = false) => {
    const file = path.join(outDir, `${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
  await page.goto(new URL(`/simulations/${jobId}`, baseUrl).href);
  await page.locator('#inbox button[aria-expanded]').first().waitFor();
  await shot('workspace-top');
  await shot('workspace-full', true);
  for (const section of ['profile', 'workflows', 'questions', 'resume']) {
    await page.locator(`#${section}`).evaluate((element) => element.scrollIntoView());
    await page.waitForTimeout(300);
    await shot(`section-${section}`);
  }
  for (const section of [
    'inbox',
    'meetings',
    'files',
    'news',
    'tasks',
    'fundamentals',
    'companies',
  ]) {
    await page.locator(`#${section}`).evaluate((element) => element.scrollIntoView());
    await page.waitForTimeout(300);
    await shot(`section-${section}`);
    const item = firstItem(page, section);
    await item.click();
    await page.locator(`#${section} article h3`).waitFor();
    await shot(`open-${section}`);
    await page.keyboard.press('Escape');
  }
  await context.close();
}

// The other states of the page: a visitor, a limited plan before Start, the fallback, a failed chunk.
for (const [name, viewport] of Object.entries(widths)) {
  const shoot = async (label, state, prepare) => {
    const context = await browser.newContext({
      viewport,
      reducedMotion: 'reduce',
      storageState: state,
    });
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(new URL(`/simulations/${jobId}`, baseUrl).href, { waitUntil: 'networkidle' });
    const file = path.join(outDir, `${name}-state-${label}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    await context.close();
  };
  await shoot('visitor');
  await shoot('start-gate', starterState);
  await shoot('fallback', storageState, (page) =>
    page.route(/\/api\/(sandbox|finance-content)\/[^/]+$/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'internal' } }),
    ),
  );
  await shoot('chunk-failure', storageState, (page) =>
    page.route(/\/assets\/simulation-[^/]+\.js$/, (route) => route.abort('failed')),
  );
}
await browser.close();
