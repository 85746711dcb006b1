import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SimulationContent } from '../../src/shared/contracts/simulation.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const SHOTS = 'test-results/screenshots';
const ROLE = 'equity-research-analyst';
const TASK_TITLE = 'Draft the Hartwell morning note';
const PASSWORD = 'tasks-pass-1';
const content = JSON.parse(
  readFileSync(path.resolve('content/simulations', `${ROLE}.json`), 'utf8'),
) as SimulationContent;
const graded = content.tasks.filter((t) => t.status !== 'completed' && t.rubric);

async function subscriber(page: Page, baseURL: string, name: string) {
  const request: APIRequestContext = page.request;
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { data, headers: { origin: baseURL } });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const address = `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`;
  await post('/api/auth/sign-up/email', { name, email: address, password: PASSWORD });
  const { sessionId } = await post('/api/stripe/create-checkout-session', {
    priceId: 'single',
    successUrl: `${baseURL}/payment-success`,
    cancelUrl: `${baseURL}/`,
  });
  await post(`/api/checkout/local/${sessionId}/pay`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  return post;
}

async function openTask(page: Page) {
  await page
    .locator('#tasks')
    .getByRole('button', { name: new RegExp(TASK_TITLE) })
    .click();
  return page.locator('#tasks').getByRole('article');
}

test('a subscriber writes an answer, finds it autosaved, submits it and reads the feedback', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await subscriber(page, baseURL!, 'Noor Haddad');
  await page.goto(`/simulations/${ROLE}#tasks`);
  await expect(page.locator('#tasks')).toContainText(`Tasks passed 0 of ${graded.length}`);

  let task = await openTask(page);
  await expect(task.getByRole('navigation', { name: 'What this task draws on' })).toContainText(
    'Hartwell',
  );
  await expect(task.getByRole('heading', { name: 'Model answer' })).toHaveCount(0);
  const draft = 'Headline: Hartwell Foods beat Christmas expectations.';
  await task.getByLabel('Your answer').fill(draft);
  await expect(task.getByText(/Draft saved at \d\d:\d\d/)).toBeVisible({ timeout: 10_000 });

  // The draft is there after a reload.
  await page.reload();
  task = await openTask(page);
  await expect(task.getByLabel('Your answer')).toHaveValue(draft);

  const answer = `Headline: Hartwell Foods beat Christmas expectations and narrowed guidance upwards.
- Like-for-like sales excluding fuel grew 3.1% over Christmas, ahead of the 2.4% consensus and our own 2.5% forecast.
- Operating profit guidance is now £610m-£630m; the £620m midpoint sits 2.5% above the £605m consensus.
- Market share gained 10 basis points to 7.4% while net debt guidance held at about £1.2bn.
Our view: growth is coming from volumes and margins look protected, so we expect earnings forecasts to rise. Our rating, target and forecasts are under review until after the results call.`;
  await task.getByLabel('Your answer').fill(answer);
  await task.getByRole('button', { name: 'Submit for marking' }).click();
  await expect(task.getByRole('heading', { name: /^Passed: \d+ out of 100$/ })).toBeVisible();
  await expect(task.getByText('Full credit').first()).toBeVisible();
  await expect(task.locator('blockquote').first()).toBeVisible();
  await expect(task.getByRole('heading', { name: 'Model answer' })).toBeVisible();
  await expect(task).toContainText('Marked by the embedded marker');
  await expect(page.locator('#tasks')).toContainText(`Tasks passed 1 of ${graded.length}`);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/task-feedback.png`, fullPage: false });
});

test('a subscriber completes a role, opens and prints the certificate, and anyone can verify it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const post = await subscriber(page, baseURL!, 'Tomasz Wilk');
  await post(`/api/sandbox/${ROLE}/start`, {});
  // The path is shortened through the API: each graded task answered with its model answer.
  let code = '';
  for (const task of graded) {
    const result = await post(`/api/tasks/${ROLE}/${task.id}/submit`, {
      answer: task.modelAnswer,
    });
    expect(result.status).toBe('passed');
    code = result.certificate?.code ?? code;
  }
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){5}$/);

  await page.goto(`/simulations/${ROLE}#tasks`);
  await page.locator('#tasks').getByRole('link', { name: 'Your certificate' }).click();
  const certificate = page.getByRole('article', { name: 'Certificate of completion' });
  await expect(certificate).toContainText('Tomasz Wilk');
  await expect(certificate).toContainText('Equity Research Analyst');
  await expect(certificate).toContainText(code);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/certificate.png` });
  // It prints on one A4 page.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({
    path: `${SHOTS}/certificate.pdf`,
    format: 'A4',
    landscape: true,
    printBackground: true,
  });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

  // A visitor in another browser checks the code, and a forged one.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByRole('status')).toContainText(
    'Genuine. This certificate was issued by FinSim to Tomasz Wilk for the Equity Research Analyst simulation.',
  );
  await expectAccessible(visitor);
  await visitor.screenshot({ path: `${SHOTS}/verify-genuine.png` });
  const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
  await visitor.getByLabel('Verification code').fill(forged);
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(visitor.getByRole('status')).toContainText('Not genuine');
  await visitor.close();
});
