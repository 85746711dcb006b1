// Time to the first streamed byte of the embedded coach, on loopback over real HTTP: a subscriber
// asks each of the six workflows ten times with Accept: text/event-stream. Budget: median 50 ms.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadCoachKnowledge } from '../src/server/modules/coach/coach.content.ts';
import { loadQuiz } from '../src/server/modules/quiz/quiz.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';
import { WORKFLOWS } from '../src/shared/domain/coaching.ts';

const BUDGET_MS = 50;
const ROLE = 'm-and-a-analyst';
const roles = await loadRoleCatalogue(path.resolve('content/roles'));
const app = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    ALLOW_LOCAL_PAYMENTS: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-')),
  }),
  database: await openDatabase({ kind: 'pglite', dataDir: 'memory://' }),
  roles,
  quiz: await loadQuiz(path.resolve('content/quiz.json')),
  simulations: await loadSimulations(
    path.resolve('content/simulations'),
    new Set(roles.map((r) => r.job_id)),
  ),
  coachKnowledge: await loadCoachKnowledge(path.resolve('content/coach')),
  logger: false,
});
const url = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
const origin = 'http://localhost:3000';

async function inject(method: 'POST', target: string, cookie: string, payload: object = {}) {
  return app.inject({ method, url: target, headers: { origin, cookie }, payload });
}
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin },
  payload: { name: 'Bench', email: `coach-${Date.now()}@example.com`, password: 'bench-pass' },
});
const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const checkout = await inject('POST', '/api/stripe/create-checkout-session', cookie, {
  priceId: 'single',
  successUrl: `${origin}/payment-success`,
  cancelUrl: `${origin}/`,
});
await inject('POST', `/api/checkout/local/${checkout.json().sessionId}/pay`, cookie, {
  cardNumber: '4242424242424242',
  expiry: '12/40',
  cvc: '123',
});
await inject('POST', `/api/sandbox/${ROLE}/start`, cookie);

/** Milliseconds from sending the request to the first byte of the event stream. */
function firstByte(workflowType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ jobProfile: { id: ROLE, title: 'M&A Analyst' }, workflowType });
    const started = performance.now();
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: '/api/coach/workflow',
        method: 'POST',
        headers: {
          origin,
          cookie,
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.once('data', () => resolve(performance.now() - started));
        response.on('error', reject);
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const times: number[] = [];
for (let round = 0; round < 10; round++)
  for (const workflow of WORKFLOWS) times.push(await firstByte(workflow.id));
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.floor(times.length * 0.99)]!;
console.log(
  `coach first streamed byte (embedded, ${times.length} workflows): median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, budget median ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
);
await app.close();
