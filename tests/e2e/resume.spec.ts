import type { Locator, Page } from '@playwright/test';
import { formatResumeSize, RESUME_MESSAGES } from '../../src/shared/domain/resume.ts';
import { makeDoc } from '../support/make-doc.ts';
import { makeDocx } from '../support/make-docx.ts';
import { makePdf } from '../support/make-pdf.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { subscriber } from './subscriber.ts';

const SHOTS = 'test-results/screenshots';
const ROLE = 'credit-analyst';
const TITLE = 'Credit Analyst';
const CV_LINES = [
  'Priya Shah',
  'London | priya.shah@example.com',
  'Experience',
  'Credit Analyst Intern, Northbank, June 2025 - September 2025',
  'Spread the annual accounts of 40 SME borrowers into the bank credit model',
  'Built cash-flow forecasts in Microsoft Excel and stress-tested them for a 20% fall in revenue',
  'Drafted the risk section of three credit papers presented to credit committee',
  'Education',
  'BSc Economics, University of Leeds, 2022 - 2025',
  'Skills: Microsoft Excel, financial statement analysis, industry research',
];
const CV_TEXT = CV_LINES.join('\n');

const section = (page: Page) => page.locator('#resume');
const chooser = (page: Page) => section(page).getByLabel('Choose File');
const report = (page: Page) =>
  section(page).getByRole('article', { name: `CV report for ${TITLE}` });

async function openResumeSection(page: Page, baseURL: string, name: string) {
  await subscriber(page, baseURL, name);
  await page.goto(`/simulations/${ROLE}#resume`);
  await expect(section(page).getByRole('heading', { name: 'Upload Your Resume' })).toBeVisible({
    timeout: 15_000,
  });
}

async function choose(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await chooser(page).setInputFiles({ name, mimeType, buffer });
}

/** Screens the chosen file and waits for its report. */
async function screen(page: Page): Promise<Locator> {
  await section(page)
    .getByRole('button', { name: `Screen Resume for ${TITLE}` })
    .click();
  await expect(report(page)).toBeVisible({ timeout: 20_000 });
  return report(page);
}

async function expectFullReport(view: Locator) {
  for (const heading of [
    'Overall Suitability',
    'Your Strengths',
    'Areas for Improvement',
    'Action Plan',
  ]) {
    await expect(view.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(view.getByText(/^\d{1,3}\/100$/)).toBeVisible();
  await expect(view.getByText(/^(Excellent|Good|Developing) Match$/)).toBeVisible();
  // The skills it found are quoted from the CV as written.
  const evidence = view.locator('blockquote').first();
  await expect(evidence).toBeVisible();
  const quoted = (await evidence.innerText()).replace(/^“|”$/g, '');
  expect(CV_TEXT).toContain(quoted);
}

test('a subscriber screens a text, a PDF and a Word CV, prints the report and starts again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openResumeSection(page, baseURL!, 'Priya Shah');

  // A text file: its name and size, then the report.
  const text = Buffer.from(CV_TEXT);
  await choose(page, 'priya-shah-cv.txt', text, 'text/plain');
  await expect(section(page).getByText('priya-shah-cv.txt')).toBeVisible();
  await expect(section(page).getByText(formatResumeSize(text.length))).toBeVisible();
  await section(page).screenshot({ path: `${SHOTS}/resume-chosen-1366.png` });
  let view = await screen(page);
  await expectFullReport(view);
  await expect(view).toContainText('priya-shah-cv.txt screened for Credit Analyst');
  await expect(view.getByRole('heading', { name: 'Overall Suitability' })).toBeFocused();
  await expectAccessible(page);
  // The section's scroll margin keeps its heading clear of the sticky header.
  await section(page).evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  await page.screenshot({ path: `${SHOTS}/resume-report-1366.png` });

  // Print: the report alone, on A4, without the page around it or its buttons.
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await view.getByRole('button', { name: 'Print report' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expect(page.locator('html')).toHaveAttribute('data-print', 'cv-report');
  await page.emulateMedia({ media: 'print' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Action Plan' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('#inbox')).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Screen Your Resume for This Role' }),
  ).toBeHidden();
  await expect(view.getByRole('button', { name: 'Print report' })).toBeHidden();
  await expect(view.getByRole('button', { name: 'Upload Different Resume' })).toBeHidden();
  const pdf = await page.pdf({
    path: `${SHOTS}/resume-report.pdf`,
    preferCSSPageSize: true,
    printBackground: true,
  });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  // The report alone, not the page around it: a full report with every section runs to about
  // four pages; the whole simulation page would be many more.
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(5);
  // A4 portrait: 595 x 842 points.
  expect(pdf.toString('latin1')).toMatch(
    /\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/,
  );
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).not.toHaveAttribute('data-print', 'cv-report');

  // Start again with a PDF; the report compares it with the last screening.
  await view.getByRole('button', { name: 'Upload Different Resume' }).click();
  await expect(report(page)).toHaveCount(0);
  await expect(section(page).getByText('priya-shah-cv.txt')).toHaveCount(0);
  await expect(chooser(page)).toBeFocused();
  await choose(page, 'priya-shah-cv.pdf', makePdf(CV_LINES), 'application/pdf');
  view = await screen(page);
  await expectFullReport(view);
  await expect(view).toContainText(
    /(Up \d+ points?|Down \d+ points?|Unchanged) since your last screening on \d{1,2} \w{3,4} \d{4}/,
  );

  // A Word document: chosen, removed, chosen again and screened.
  await view.getByRole('button', { name: 'Upload Different Resume' }).click();
  await choose(
    page,
    'priya-shah-cv.docx',
    makeDocx(CV_LINES),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  await expect(section(page).getByText('priya-shah-cv.docx')).toBeVisible();
  await section(page).getByRole('button', { name: 'Remove priya-shah-cv.docx' }).click();
  await expect(section(page).getByText('priya-shah-cv.docx')).toHaveCount(0);
  await expect(section(page).getByRole('heading', { name: 'Upload Your Resume' })).toBeVisible();
  await choose(
    page,
    'priya-shah-cv.docx',
    makeDocx(CV_LINES),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  view = await screen(page);
  await expectFullReport(view);

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await section(page).evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/resume-report-390.png` });
  await section(page).screenshot({ path: `${SHOTS}/resume-report-390-full.png` });
});

test('a CV of the wrong type, too large, without text or damaged is met with a clear message', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openResumeSection(page, baseURL!, 'Tom Okafor');
  const alert = section(page).getByRole('alert');

  await choose(page, 'portrait.png', Buffer.from('not a cv'), 'image/png');
  await expect(alert).toHaveText(RESUME_MESSAGES.type);
  await choose(page, 'long-cv.pdf', Buffer.alloc(5_242_881, 32), 'application/pdf');
  await expect(alert).toHaveText(RESUME_MESSAGES.size);
  await expectAccessible(page);
  await section(page).screenshot({ path: `${SHOTS}/resume-error-390.png` });

  // A file that fits clears the error; a PDF with no text in it says so.
  await choose(page, 'scanned.pdf', makePdf([]), 'application/pdf');
  await expect(alert).toHaveCount(0);
  await section(page)
    .getByRole('button', { name: `Screen Resume for ${TITLE}` })
    .click();
  await expect(alert).toHaveText(RESUME_MESSAGES.noText, { timeout: 20_000 });

  // A damaged PDF is still read from its bytes.
  await section(page).getByRole('button', { name: 'Remove scanned.pdf' }).click();
  await choose(page, 'damaged.pdf', makePdf(CV_LINES, { breakXref: true }), 'application/pdf');
  await expectFullReport(await screen(page));
});

// An old Word .doc is read by the server, which sends its text back for screening.
test('a subscriber screens an old Word .doc CV', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await openResumeSection(page, baseURL!, 'Ana Costa');
  await choose(
    page,
    'ana-costa-cv.doc',
    Buffer.from(makeDoc(CV_LINES.join('\n'))),
    'application/msword',
  );
  await expectFullReport(await screen(page));
});
