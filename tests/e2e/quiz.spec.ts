import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signUpInDialog } from './subscriber.ts';

const SHOTS = 'test-results/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const questionLabel = (page: Page, n: number) => page.getByText(`Question ${n} of 20`);

/**
 * Answers questions from..to (1-based) with the option at `pick`, chosen from the keyboard (so no
 * question moves on by itself) and Next pressed each time.
 */
async function answer(page: Page, from: number, to: number, pick = 0) {
  for (let i = from; i <= to; i++) {
    await expect(questionLabel(page, i)).toBeVisible();
    await page.locator('fieldset input').nth(pick).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: i === 20 ? 'Get My Matches' : 'Next' }).click();
  }
}

test('a visitor takes the quiz, reloads and goes back mid-way, and finds the matches on a second device after signing up', async ({
  page,
  browser,
}) => {
  // Forty-odd clicks, a reload, a sign-up, a second browser and three accessibility scans.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/role-selection');
  await expect(page.getByText('20 questions · About 4 minutes')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(page).toHaveURL(/\/role-selection\?quiz=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career matching quiz' })).toBeVisible();
  await expect(page).toHaveTitle('Career matching quiz – FinSim');
  await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
  // While the quiz is open it is the page: no catalogue below it.
  await expect(page.getByLabel('Search roles')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/quiz-1366.png` });

  await answer(page, 1, 6);
  // A single choice made by pointer moves on by itself.
  await expect(questionLabel(page, 7)).toBeVisible();
  await page.locator('fieldset label').nth(1).click();
  await expect(questionLabel(page, 8)).toBeVisible();
  await expect(page).toHaveURL(/quiz=8$/);

  // A reload resumes at the same question, with the answers so far.
  await page.reload();
  await expect(questionLabel(page, 8)).toBeVisible();
  await expect(page.getByRole('button', { name: /Previous/ })).toBeEnabled();

  // The browser's Back goes to the previous question, where the answer can change.
  await page.goBack();
  await expect(questionLabel(page, 7)).toBeVisible();
  await expect(page).toHaveURL(/quiz=7$/);
  const options = page.locator('fieldset input');
  await expect(options.nth(1)).toBeChecked();
  await page.locator('fieldset label').nth(0).click();
  await expect(questionLabel(page, 8)).toBeVisible();
  const changed = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('quizProgress')!) as { answers: Record<string, string[]> },
  );
  const matchRequest = page.waitForRequest('**/api/quiz/match');
  await answer(page, 8, 20);
  const sent = (await matchRequest).postDataJSON() as {
    answers: Array<{ questionId: string; answers: string[] }>;
  };
  expect(sent.answers).toHaveLength(20);
  expect(Object.fromEntries(sent.answers.map((a) => [a.questionId, a.answers]))).toMatchObject(
    changed.answers,
  );

  // The results page: 12 cards with band, level and reasons.
  await expect(page).toHaveURL(/\/results$/);
  await expect(page).toHaveTitle('Your top matches – FinSim');
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 1, name: 'Your top matches' })).toBeFocused();
  for (const card of await cards.all()) {
    await expect(card.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(card.getByText(/^£\d+k-£\d+k\+?$/)).toBeVisible();
    await expect(card.getByText(/^(Entry level|Mid level|Senior)$/)).toBeVisible();
    await expect(card.getByRole('list')).toContainText('You');
  }
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/results-1366.png`, fullPage: true });
  const titles = await cards.getByRole('heading').allTextContents();
  await page.getByRole('button', { name: `Shortlist ${titles[0]}` }).click();
  await expect(page.getByText('1 on your shortlist.')).toBeVisible();

  // Sign up: the answers, matches and shortlist go to the new account.
  const address = `quiz-${Date.now()}@example.com`;
  const merged = page.waitForResponse('**/api/profile/merge');
  await signUpInDialog(page, 'Quiz Taker', address, 'secret-pass');
  expect((await merged).status()).toBe(200);

  // Another device: sign in, and the same matches are there.
  const other = await browser.newContext({ viewport: PHONE });
  const phone = await other.newPage();
  await phone.goto('/results');
  await expect(phone.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  await phone.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await phone.getByLabel('Email').fill(address);
  await phone.getByLabel('Password', { exact: true }).fill('secret-pass');
  await phone.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(phone.getByTestId('match-card')).toHaveCount(12);
  expect(await phone.getByTestId('match-card').getByRole('heading').allTextContents()).toEqual(
    titles,
  );
  await expect(phone.getByRole('button', { name: `Shortlist ${titles[0]}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(phone.getByTestId('match-card').first().getByRole('list')).toContainText('You');
  await phone.screenshot({ path: `${SHOTS}/results-390.png` });
  await other.close();
});

test('on a phone the quiz fills the screen, with Next in view without scrolling', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/role-selection');
  await page.screenshot({ path: `${SHOTS}/quiz-intro-390.png` });
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(questionLabel(page, 1)).toBeVisible();
  for (let i = 1; i <= 2; i++) {
    const next = page.getByRole('button', { name: 'Next' });
    const box = (await next.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y).toBeGreaterThan(PHONE.height / 2);
    await page.locator('fieldset label').first().click();
    if (i === 1) await next.click();
  }
  // The first question with the most options, answered: the page is the quiz, not the catalogue.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(3000);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/quiz-390.png` });
  await page.getByRole('button', { name: /Skip Quiz & Browse Roles/ }).click();
  await expect(page.getByLabel('Search roles')).toBeVisible();
  await page.goBack();
  await expect(questionLabel(page, 2)).toBeVisible();
});

test('Skip Quiz & Browse Roles closes the quiz and leaves the catalogue', async ({ page }) => {
  await page.goto('/role-selection');
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(questionLabel(page, 1)).toBeVisible();
  await page.getByRole('button', { name: /Skip Quiz & Browse Roles/ }).click();
  await expect(questionLabel(page, 1)).toBeHidden();
  await expect(page.getByLabel('Search roles')).toBeVisible();
});

/** Takes the quiz quickly through the API, as the page stores it. */
async function storeResults(page: Page) {
  await page.goto('/role-selection');
  await page.evaluate(async () => {
    const quiz = (await (await fetch('/api/quiz')).json()) as {
      questions: Array<{ id: string; options: Array<{ id: string }> }>;
    };
    const answers = quiz.questions.map((q) => ({
      questionId: q.id,
      answers: [q.options[q.options.length - 1]!.id],
    }));
    const { matches } = (await (
      await fetch('/api/quiz/match', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
      })
    ).json()) as { matches: unknown[] };
    localStorage.setItem('userQuizCompleted', 'true');
    localStorage.setItem('userTopMatches', JSON.stringify(matches));
    localStorage.setItem('quizResults', JSON.stringify(matches));
    localStorage.setItem('quizAnswers', JSON.stringify(answers));
    localStorage.setItem('userQuizCompletedAt', new Date().toISOString());
  });
  await page.reload();
}

test('results print on A4 and share as a link that a stranger opens without the answers', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await storeResults(page);
  await expect(page.getByRole('region', { name: 'Your top matches' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/role-selection-matches-1366.png` });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/role-selection-matches-390.png` });
  await page.getByRole('link', { name: /See all 12 and why/ }).click();
  await expect(page.getByTestId('match-card')).toHaveCount(12);
  const titles = await page.getByTestId('match-card').getByRole('heading').allTextContents();

  // Print: the results alone on A4 portrait, no header, buttons or links.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share results' })).toBeHidden();
  await expect(page.getByRole('link', { name: /View role/ }).first()).toBeHidden();
  const pdf = await page.pdf({
    path: `${SHOTS}/quiz-results.pdf`,
    preferCSSPageSize: true,
    printBackground: true,
  });
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(4);
  expect(text).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Share results' }).click();
  const link = page.getByLabel('Link to your shared results');
  await expect(link).toHaveValue(/\/results\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/results-shared-link-1366.png` });

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const shared = other.waitForResponse(/\/api\/quiz\/shared\//);
  await other.goto(url);
  const body = await (await shared).text();
  expect(body).not.toContain('questionId');
  await expect(
    other.getByRole('heading', { level: 1, name: 'Shared career matches' }),
  ).toBeVisible();
  await expect(other).toHaveTitle('Shared career matches – FinSim');
  await expect(other.getByTestId('match-card')).toHaveCount(12);
  expect(await other.getByTestId('match-card').getByRole('heading').allTextContents()).toEqual(
    titles,
  );
  await expect(other.getByRole('button', { name: /Shortlist/ })).toHaveCount(0);
  await expectAccessible(other);
  await other.setViewportSize(PHONE);
  await other.screenshot({ path: `${SHOTS}/shared-results-390.png` });
  await other
    .getByRole('link', { name: /View role/ })
    .first()
    .click();
  await expect(other).toHaveURL(/\/simulations\/[a-z0-9-]+$/);

  await other.goto(url.replace(/.{4}$/, 'zzzz'));
  await expect(other.getByRole('heading', { name: 'Shared results not found' })).toBeVisible();
  await stranger.close();
});

test('a role opened from the results says why it matches and links back', async ({ page }) => {
  await storeResults(page);
  await page.goto('/results');
  const first = page.getByTestId('match-card').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: /View role/ }).click();
  await expect(page).toHaveURL(/\/simulations\/[a-z0-9-]+\?from=matches$/);
  // A visitor meets the sign-up dialog on arrival (SPEC.md section 2), which hides the page from
  // the accessibility tree: the page is found by its markup.
  await expect(page.locator('h1', { hasText: title })).toBeAttached();
  const context = page.locator('section[aria-labelledby="match-context-title"]');
  await expect(context).toContainText('Why this matches you');
  await expect(context).toContainText('Match 1 of 12');
  await expect(context.locator('li').first()).toContainText('You');
  await expect(context.locator('a[href="/results"]')).toHaveText(/Back to your matches/);
});

test('when matching fails, the first 12 roles are shown at 85% down to 30% and marked as not personalised', async ({
  page,
}) => {
  test.slow();
  await page.route('**/api/quiz/match', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/role-selection?quiz=start');
  await answer(page, 1, 20);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('status').filter({ hasText: 'not personalised' })).toBeVisible();
  await expect(cards.first()).toContainText('85%');
  await expect(cards.last()).toContainText('30%');
  await expect(cards.first().getByRole('heading')).toHaveText('Investment Banking Analyst');
});
