// API throughput and latency on loopback under 10 concurrent clients: the catalogue endpoints, and a
// subscriber's simulation (session, entitlement and counting checks on every request).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadQuiz } from '../src/server/modules/quiz/quiz.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const quiz = await loadQuiz(path.resolve('content/quiz.json'));
const simulations = await loadSimulations(
  path.resolve('content/simulations'),
  new Set(roles.map((r) => r.job_id)),
);
const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
const app = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    ALLOW_LOCAL_PAYMENTS: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-')),
  }),
  database,
  roles,
  quiz,
  simulations,
  logger: false,
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const cookie = await subscriberCookie();
const routes: Array<[string, Record<string, string>]> = [
  ['/api/jobs', {}],
  ['/api/jobs/m-and-a-analyst', {}],
  ['/api/health', {}],
  ['/api/sandbox/m-and-a-analyst', { cookie }],
];
for (const [route, headers] of routes) {
  const result = await autocannon({
    url: `${url}${route}`,
    connections: 10,
    duration: SECONDS,
    headers,
  });
  console.log(
    `${route.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}
await app.close();

/** Signs a user up and pays for the monthly plan through the local test checkout. */
async function subscriberCookie(): Promise<string> {
  const origin = { origin: 'http://localhost:3000' };
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-pass' },
  });
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: { ...origin, cookie },
    payload: {
      priceId: 'single',
      successUrl: 'http://localhost:3000/payment-success',
      cancelUrl: 'http://localhost:3000/',
    },
  });
  await app.inject({
    method: 'POST',
    url: `/api/checkout/local/${checkout.json().sessionId}/pay`,
    headers: { ...origin, cookie },
    payload: { cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  // Reading a role's week needs it started once (the counted step).
  await app.inject({
    method: 'POST',
    url: '/api/sandbox/m-and-a-analyst/start',
    headers: { ...origin, cookie },
  });
  return cookie;
}
