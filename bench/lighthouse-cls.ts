// Lighthouse (mobile) cumulative layout shift of the pages a first visit meets: the landing page,
// the catalogue and a role's page, each held to a budget of 0.1 (issue 15). The role page is
// measured twice, as a visitor sees it (the profile, its price and the sign-up dialog) and as a
// subscriber sees it (the week). The built app (dist/web) is served by the real server on loopback.
// BENCH_DEBUG=1 prints what shifted; BENCH_RUNS=N measures each page N times and keeps the worst.
import { createServer } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { benchApp, subscriberCookie } from './support.ts';

const CLS_BUDGET = 0.1;
const ROLE = 'market-risk-analyst';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

/** A free loopback port: the server's public URL (and so its trusted origin) must name it. */
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const origin = `http://localhost:${port}`;

const app = await benchApp({ PUBLIC_URL: origin, WEB_DIST_DIR: path.resolve('dist/web') });
await app.listen({ host: '127.0.0.1', port });
const cookie = await subscriberCookie(app, origin, ROLE);

const pages: { label: string; path: string; cookie?: string }[] = [
  { label: '/', path: '/' },
  { label: '/role-selection', path: '/role-selection' },
  { label: '/simulations/:id (visitor)', path: `/simulations/${ROLE}` },
  { label: '/simulations/:id (subscriber)', path: `/simulations/${ROLE}`, cookie },
];

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless', ...chromiumLaunchOptions.args],
});
/**
 * One Lighthouse run's CLS. A run that could not measure (Lighthouse's own runtime error, which a
 * busy machine can cause) is tried again once before the page is reported as failing to measure.
 */
async function measure(page: (typeof pages)[number], attempt = 1): Promise<number> {
  const result = await lighthouse(`${origin}${page.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse's default form factor: a mid-range phone on a throttled mobile network.
    formFactor: 'mobile',
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${page.path}.`);
  const { lhr } = result;
  const audit = lhr.audits['cumulative-layout-shift'];
  if (audit?.numericValue === undefined) {
    const why = lhr.runtimeError?.message ?? audit?.errorMessage ?? 'no reason given';
    if (attempt < 2) return measure(page, attempt + 1);
    throw new Error(`Lighthouse could not measure CLS on ${page.path}: ${why}`);
  }
  if (lhr.finalDisplayedUrl !== `${origin}${page.path}`)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page.path}.`);
  if (process.env.BENCH_DEBUG)
    console.log(JSON.stringify(lhr.audits['layout-shifts']?.details, null, 1).slice(0, 4000));
  return audit.numericValue;
}

let over = 0;
try {
  for (const page of pages) {
    let worst = 0;
    for (let run = 0; run < RUNS; run++) worst = Math.max(worst, await measure(page));
    const pass = worst <= CLS_BUDGET;
    if (!pass) over++;
    console.log(
      `CLS ${page.label} (Lighthouse mobile${RUNS > 1 ? `, worst of ${RUNS}` : ''}): ${worst.toFixed(3)} (budget ${CLS_BUDGET}) ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
} finally {
  await chrome.kill();
  await app.close();
}
if (over > 0) {
  console.error(`${over} page(s) over the layout shift budget of ${CLS_BUDGET}.`);
  process.exitCode = 1;
}
