// Takes full-page screenshots of the main pages at phone and desktop widths, for a person to look
// at: `node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [baseUrl = 'http://localhost:3000', outDir = 'test-results/screenshots', ...paths] =
  process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : [
        '/',
        '/decision',
        '/role-selection',
        '/simulations/m-and-a-analyst',
        '/contact',
        '/dev-setup',
        '/no-such-page',
      ];
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [name, viewport] of Object.entries(widths)) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const file = path.join(
      outDir,
      `${name}${pagePath.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
