// What the benchmarks share: the whole app on an embedded database with the shipped content, and a
// subscriber made through the API as a person would be (sign-up, local test checkout, role started).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { loadRoleCatalogue } from '../src/server/modules/catalogue/catalogue.content.ts';
import { loadCoachKnowledge } from '../src/server/modules/coach/coach.content.ts';
import { loadQuiz, loadRoleSignals } from '../src/server/modules/quiz/quiz.content.ts';
import { loadSkillTaxonomy } from '../src/server/modules/resume/resume.content.ts';
import { loadSimulations } from '../src/server/modules/simulation/simulation.content.ts';

/** The production app with test payments allowed, on a throwaway embedded database. */
export async function benchApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const roles = await loadRoleCatalogue(path.resolve('content/roles'));
  return buildApp({
    env: parseEnv({
      NODE_ENV: 'production',
      ALLOW_LOCAL_PAYMENTS: 'true',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'finsim-bench-')),
      ...env,
    }),
    database: await openDatabase({ kind: 'pglite', dataDir: 'memory://' }),
    roles,
    quiz: await loadQuiz(path.resolve('content/quiz.json')),
    roleSignals: await loadRoleSignals(path.resolve('content/matching/role-signals.json'), roles),
    simulations: await loadSimulations(
      path.resolve('content/simulations'),
      new Set(roles.map((r) => r.job_id)),
    ),
    coachKnowledge: await loadCoachKnowledge(path.resolve('content/coach')),
    skillTaxonomy: await loadSkillTaxonomy(path.resolve('content/resume')),
    logger: false,
  });
}

/** A new subscriber on the monthly plan who has started `jobId`; answers their session cookie. */
export async function subscriberCookie(
  app: FastifyInstance,
  origin: string,
  jobId: string,
): Promise<string> {
  const post = (url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { origin, cookie }, payload });
  const signUp = await post('/api/auth/sign-up/email', '', {
    name: 'Bench Subscriber',
    email: `bench-${Date.now()}-${Math.floor(performance.now())}@example.com`,
    password: 'bench-pass',
  });
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const checkout = await post('/api/stripe/create-checkout-session', cookie, {
    priceId: 'single',
    successUrl: `${origin}/payment-success`,
    cancelUrl: `${origin}/`,
  });
  const paid = await post(`/api/checkout/local/${checkout.json().sessionId}/pay`, cookie, {
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
  });
  const started = await post(`/api/sandbox/${jobId}/start`, cookie);
  if (paid.statusCode !== 200 || started.statusCode !== 200)
    throw new Error(`Could not make a subscriber: ${paid.body} ${started.body}`);
  return cookie;
}
