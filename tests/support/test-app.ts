import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client.ts';
import { loadRoleCatalogue } from '../../src/server/modules/catalogue/catalogue.content.ts';
import { loadQuiz, loadRoleSignals } from '../../src/server/modules/quiz/quiz.content.ts';
import type { Quiz, RoleSignalsFile } from '../../src/shared/contracts/quiz.ts';
import type { SimulationContent } from '../../src/shared/contracts/simulation.ts';
import { loadSimulations } from '../../src/server/modules/simulation/simulation.content.ts';
import { loadCoachKnowledge } from '../../src/server/modules/coach/coach.content.ts';
import { loadSkillTaxonomy } from '../../src/server/modules/resume/resume.content.ts';
import type { SkillTaxonomy } from '../../src/server/modules/resume/skill-taxonomy.ts';
import type { CoachKnowledge } from '../../src/shared/contracts/coach-knowledge.ts';
import { precompressDirectory } from '../../scripts/vite-precompress.ts';

export interface DatabaseTarget {
  name: string;
  options: DatabaseOptions;
}

/** Integration tests run on embedded PGlite, and also on a PostgreSQL server when CI gives one. */
export const databaseTargets: DatabaseTarget[] = [
  { name: 'PGlite', options: { kind: 'pglite', dataDir: 'memory://' } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          options: { kind: 'postgres' as const, url: process.env.TEST_DATABASE_URL },
        },
      ]
    : []),
];

const rolesPromise = loadRoleCatalogue(path.resolve('content/roles'));
/** The shipped catalogue, read once per test file. */
export const testRoles = () => rolesPromise;
let quizPromise: Promise<Quiz> | undefined;
let simulationsPromise: Promise<Map<string, SimulationContent>> | undefined;
/** The shipped simulation content, read once per test file. */
export const testSimulations = () =>
  (simulationsPromise ??= rolesPromise.then((roles) =>
    loadSimulations(path.resolve('content/simulations'), new Set(roles.map((r) => r.job_id))),
  ));
let coachPromise: Promise<Map<string, CoachKnowledge>> | undefined;
/** The shipped coach knowledge, read once per test file. */
export const testCoachKnowledge = () =>
  (coachPromise ??= loadCoachKnowledge(path.resolve('content/coach')));
let taxonomyPromise: Promise<SkillTaxonomy> | undefined;
/** The shipped CV screening taxonomy, read once per test file. */
export const testSkillTaxonomy = () =>
  (taxonomyPromise ??= loadSkillTaxonomy(path.resolve('content/resume')));
/** The shipped quiz, read once per test file. */
export const testQuiz = () => (quizPromise ??= loadQuiz(path.resolve('content/quiz.json')));
let roleSignalsPromise: Promise<RoleSignalsFile> | undefined;
/** The shipped role signals of the matching model, read once per test file. */
export const testRoleSignals = () =>
  (roleSignalsPromise ??= rolesPromise.then((roles) =>
    loadRoleSignals(path.resolve('content/matching/role-signals.json'), roles),
  ));

/** A hashed bundle big enough (over 1 KB) that @fastify/compress would compress it at run time. */
export const TEST_BUNDLE = {
  path: '/assets/bundle-def456.js',
  source: Array.from(
    { length: 200 },
    (_, i) =>
      `export const role${i} = ${JSON.stringify({ id: i, title: `Role ${i}`, pay: 40_000 + i * 37 })};`,
  ).join('\n'),
};

/** A stand-in for the built web app: an index page and hashed assets, precompressed as by the build. */
export async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'finsim-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><title>FinSim</title><div id="root"></div>',
  );
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  await writeFile(path.join(root, TEST_BUNDLE.path), TEST_BUNDLE.source);
  await precompressDirectory(root);
  return root;
}

export const TEST_ORIGIN = 'http://localhost:3000';

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  CONTACT_EMAIL: 'help@finsim.test',
  WEB_DIST_DIR: path.join(tmpdir(), 'finsim-no-web-build'),
  DATA_DIR: path.join(tmpdir(), 'finsim-test-data'),
  PUBLIC_URL: TEST_ORIGIN,
  AUTH_SECRET: undefined,
  SMTP_URL: undefined,
  MAIL_FROM: 'FinSim <no-reply@finsim.test>',
  PAYMENT_PROVIDER: 'local',
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_PRICE_SINGLE: undefined,
  STRIPE_PRICE_STARTER: undefined,
  STRIPE_PRICE_PROFESSIONAL: undefined,
  STRIPE_PRICE_PREMIUM: undefined,
  PRICE_STARTER_GBP: 4.99,
  PRICE_PROFESSIONAL_GBP: 7.99,
  PRICE_PREMIUM_GBP: 14.99,
  TRUST_PROXY: false,
  PASSWORD_HASH_WORKERS: 1,
  PASSWORD_HASH_QUEUE: 50,
  LLM_PROVIDER: undefined,
  LLM_MODEL: undefined,
  LLM_API_KEY: undefined,
  LLM_BASE_URL: undefined,
  LLM_TIMEOUT_MS: 30_000,
  LLM_MAX_OUTPUT_TOKENS: 1500,
  LLM_REQUESTS_PER_HOUR: 30,
} as const;

export async function createTestApp(
  target: DatabaseTarget,
  webRoot?: string,
): Promise<FastifyInstance> {
  const database = await openDatabase(target.options);
  return buildApp({
    env: { ...TEST_ENV, WEB_DIST_DIR: webRoot ?? TEST_ENV.WEB_DIST_DIR },
    database,
    roles: await rolesPromise,
    quiz: await testQuiz(),
    roleSignals: await testRoleSignals(),
    simulations: await testSimulations(),
    coachKnowledge: await testCoachKnowledge(),
    skillTaxonomy: await testSkillTaxonomy(),
    logger: false,
  });
}

/** An app on its own database, for tests that also look into the tables. */
export async function createTestContext(
  target: DatabaseTarget,
  env: Partial<AppDeps['env']> = {},
  extra: Pick<AppDeps, 'stripeApiBase' | 'vitalsLimits' | 'simulations'> = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase(target.options);
  const app = await buildApp({
    ...extra,
    env: { ...TEST_ENV, ...env },
    database,
    roles: await rolesPromise,
    quiz: await testQuiz(),
    roleSignals: await testRoleSignals(),
    simulations: extra.simulations ?? (await testSimulations()),
    coachKnowledge: await testCoachKnowledge(),
    skillTaxonomy: await testSkillTaxonomy(),
    logger: false,
  });
  return { app, database };
}
