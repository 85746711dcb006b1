// The JavaScript each page makes the browser load: the page is opened in Chromium against the real
// server (dist/web, production mode), and every script it fetched until the network went quiet is
// counted at its gzipped size (the built file gzipped, as in the first-page budget).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { makeSubscriber } from './api.ts';
import { startBenchServer } from './process.ts';

/** The first page's budget of gzipped JavaScript (issue 9). */
const FIRST_PAGE_BUDGET_KB = 150;
const ROLE = 'm-and-a-analyst';

export interface PageScriptRow {
  page: string;
  gzipKb: number;
  files: number;
  budgetKb?: number;
  pass: boolean;
}

export async function measurePageScripts(): Promise<PageScriptRow[]> {
  const server = await startBenchServer({});
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cookie = await makeSubscriber(server, 0, ROLE);
    const pages = [
      { page: '/', path: '/', budgetKb: FIRST_PAGE_BUDGET_KB },
      { page: '/role-selection', path: '/role-selection' },
      { page: '/simulations/:id (subscriber)', path: `/simulations/${ROLE}`, cookie },
    ];
    const rows: PageScriptRow[] = [];
    for (const entry of pages) {
      const context = await browser.newContext({
        extraHTTPHeaders: entry.cookie ? { cookie: entry.cookie } : {},
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
          scripts.add(url.pathname);
      });
      await page.goto(`${server.url.replace('127.0.0.1', 'localhost')}${entry.path}`, {
        waitUntil: 'networkidle',
      });
      let bytes = 0;
      for (const file of scripts)
        bytes += gzipSync(await readFile(path.join('dist/web', file))).length;
      await context.close();
      const gzipKb = bytes / 1024;
      rows.push({
        page: entry.page,
        gzipKb,
        files: scripts.size,
        ...(entry.budgetKb ? { budgetKb: entry.budgetKb } : {}),
        pass: entry.budgetKb === undefined || gzipKb <= entry.budgetKb,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
