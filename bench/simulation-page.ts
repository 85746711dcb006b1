// Lighthouse (mobile) on a subscriber's simulation page: performance and layout shift. The page is
// served by the real server from dist/web, on loopback, with an embedded database; the subscriber is
// made through the API (sign-up, local test checkout, role started) and the browser gets the cookie.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadQuiz } from '../src/server/modules/quiz/quiz.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

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

const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const app = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    ALLOW_LOCAL_PAYMENTS: 'true',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    WEB_DIST_DIR: path.resolve('dist/web'),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-page-')),
  }),
  database: await openDatabase({ kind: 'pglite', dataDir: 'memory://' }),
  roles,
  quiz: await loadQuiz(path.resolve('content/quiz.json')),
  simulations: await loadSimulations(
    path.resolve('content/simulations'),
    new Set(roles.map((r) => r.job_id)),
  ),
  logger: false,
});
await app.listen({ host: '127.0.0.1', port });

const cookie = await subscriberCookie();
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
async function subscriberCookie(): Promise<string> {
  const headers = { origin };
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: {
      name: 'Bench Subscriber',
      email: `page-${Date.now()}@example.com`,
      password: 'bench-pass',
    },
  });
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: { ...headers, cookie },
    payload: {
      priceId: 'single',
      successUrl: `${origin}/payment-success`,
      cancelUrl: `${origin}/`,
    },
  });
  const paid = await app.inject({
    method: 'POST',
    url: `/api/checkout/local/${checkout.json().sessionId}/pay`,
    headers: { ...headers, cookie },
    payload: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  const started = await app.inject({
    method: 'POST',
    url: `/api/sandbox/${ROLE}/start`,
    headers: { ...headers, cookie },
  });
  if (paid.statusCode !== 200 || started.statusCode !== 200)
    throw new Error(`Could not make a subscriber: ${paid.body} ${started.body}`);
  return cookie;
}
