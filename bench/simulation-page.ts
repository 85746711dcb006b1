// Lighthouse (mobile) on a subscriber's simulation page: performance and layout shift. The page is
// served by the real server from dist/web, on loopback, with an embedded database; the subscriber is
// made through the API (sign-up, local test checkout, role started) and the browser gets the cookie.
import { createServer } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { benchApp, subscriberCookie } from './support.ts';

const CLS_BUDGET = 0.1;
const ROLE = 'm-and-a-analyst';

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
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless', ...chromiumLaunchOptions.args],
});
try {
  const result = await lighthouse(
    `${origin}/simulations/${ROLE}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    },
    // Lighthouse's defaults: a mid-range phone on a throttled mobile network.
  );
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const cls = audit('cumulative-layout-shift');
  const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  if (lhr.finalDisplayedUrl !== `${origin}/simulations/${ROLE}`)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the simulation page.`);
  console.log(
    `Simulation page (Lighthouse mobile): performance ${performance}, CLS ${cls.toFixed(3)} (budget ${CLS_BUDGET}), LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(audit('total-blocking-time'))} ms`,
  );
  if (process.env.BENCH_DEBUG)
    console.log(JSON.stringify(lhr.audits['layout-shifts']?.details, null, 1).slice(0, 6000));
  if (cls > CLS_BUDGET) {
    console.error(`Layout shift over budget: ${cls.toFixed(3)} > ${CLS_BUDGET}`);
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  await app.close();
}

/** Signs a user up, pays for the monthly plan through the local test checkout, starts the role. */
