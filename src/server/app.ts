import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { JobProfile } from '../shared/contracts/catalogue.ts';
import type { Quiz, RoleSignalsFile } from '../shared/contracts/quiz.ts';
import type { SimulationContent } from '../shared/contracts/simulation.ts';
import type { Database } from './db/client.ts';
import type { Env, TrustProxy } from './env.ts';
import type { ErrorBody } from '../shared/contracts/errors.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { createProgressService } from './modules/progress/progress.service.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { createQuizService } from './modules/quiz/quiz.service.ts';
import { simulationRoutes } from './modules/simulation/simulation.routes.ts';
import { createSimulationService } from './modules/simulation/simulation.service.ts';
import { EmbeddedMarker } from './modules/tasks/marking/embedded-marker.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import type { CoachKnowledge } from '../shared/contracts/coach-knowledge.ts';
import { coachRoutes } from './modules/coach/coach.routes.ts';
import { createCoachService, EmbeddedCoach } from './modules/coach/coach.service.ts';
import { LlmCoach } from './modules/coach/llm-coach.ts';
import { resumeRoutes } from './modules/resume/resume.routes.ts';
import { createResumeService } from './modules/resume/resume.service.ts';
import { sharesRoutes } from './modules/shares/shares.routes.ts';
import { createSharesService } from './modules/shares/shares.service.ts';
import type { SkillTaxonomy } from './modules/resume/skill-taxonomy.ts';
import { LlmMarker } from './modules/tasks/marking/llm-marker.ts';
import { createLanguageModelClient, type LlmEnvKey } from './providers/llm/index.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import { createVitalsService } from './modules/vitals/vitals.service.ts';
import { getOrCreateSecret } from './db/secrets.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { LocalPayments } from './providers/payments/local.ts';
import { StripePayments } from './providers/payments/stripe.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { jsonBody } from './plugins/json-body.ts';
import { originCheck } from './plugins/origin-check.ts';
import { betterAuthPassword, createPasswordHasher } from './plugins/password-hashing.ts';
import {
  createRateLimiter,
  RATE_COUNTER_MAX_AGE_SECONDS,
  RATE_COUNTER_PURGE_EVERY_MS,
  sharedRateLimitStore,
} from './plugins/rate-limiter.ts';
import { createMailProvider } from './providers/mail/index.ts';
import { revalidation } from './plugins/revalidation.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { createPageNeeds } from './page-needs.ts';

/**
 * Fastify's trust function: a hop count trusts that many proxies in front of the server, whatever
 * their address (Fastify's own number option no longer does); a list trusts those addresses only.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** A URL the router cannot decode answers in the same shape as every other error. */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  const body: ErrorBody = {
    error: badUrl
      ? 'This address is not a valid URL.'
      : 'The request could not be read. Please check it and try again.',
    code: badUrl ? 'bad-url' : 'bad-request',
    statusCode: 400,
  };
  // The reply's generic types cannot be narrowed in this callback; the body is plain JSON.
  void (reply as unknown as FastifyReply).code(400).send(body);
};

export interface AppDeps {
  env: Pick<
    Env,
    | 'NODE_ENV'
    | 'CONTACT_EMAIL'
    | 'WEB_DIST_DIR'
    | 'LOG_LEVEL'
    | 'DATA_DIR'
    | 'PUBLIC_URL'
    | 'AUTH_SECRET'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'PAYMENT_PROVIDER'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_PRICE_SINGLE'
    | 'STRIPE_PRICE_STARTER'
    | 'STRIPE_PRICE_PROFESSIONAL'
    | 'STRIPE_PRICE_PREMIUM'
    | 'PRICE_STARTER_GBP'
    | 'PRICE_PROFESSIONAL_GBP'
    | 'PRICE_PREMIUM_GBP'
    | 'TRUST_PROXY'
    | 'PASSWORD_HASH_WORKERS'
    | 'PASSWORD_HASH_QUEUE'
    | LlmEnvKey
  >;
  database: Database;
  roles: readonly JobProfile[];
  quiz: Quiz;
  /** Each role's own matching signals (content/matching/role-signals.json). */
  roleSignals: RoleSignalsFile;
  /** Simulation content by job id; roles without one answer 404 'simulation-not-ready'. */
  simulations?: ReadonlyMap<string, SimulationContent>;
  logger?: FastifyServerOptions['logger'];
  /** What the coach knows per category (content/coach); without it the coach answers 503. */
  coachKnowledge?: ReadonlyMap<string, CoachKnowledge>;
  /** The skills taxonomy of CV screening (content/resume); without it screening answers 503. */
  skillTaxonomy?: SkillTaxonomy;
  /** How many web-vitals reports are kept an hour, and for how long (tests make them small). */
  vitalsLimits?: { maxPerHour: number; retentionDays: number };
  /** Where the Stripe API is; tests point it at a loopback server that speaks Stripe's protocol. */
  stripeApiBase?: URL;
}

/** Builds the whole server without listening, so tests drive it through `app.inject`. */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every method and URL pattern registered, in order. */
    routeTable: readonly RouteEntry[];
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // Graceful shutdown: app.close() drains requests, then closes the database.
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  // Every route the app serves, for the tests that go over all of them (bad input, authorisation).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(securityHeaders, { production: deps.env.NODE_ENV === 'production' });
  await app.register(revalidation);
  // Brotli or gzip for JSON and built assets above 1 KB; the catalogue list shrinks to under a third.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const rateLimiter = createRateLimiter(deps.database.db);
  // Expired counters are deleted at start and every ten minutes, so the table stays small.
  const purgeCounters = () =>
    rateLimiter
      .purgeOlderThan(RATE_COUNTER_MAX_AGE_SECONDS)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not purge rate counters'));
  const purgeTimer = setInterval(purgeCounters, RATE_COUNTER_PURGE_EVERY_MS).unref();
  app.addHook('onReady', async () => {
    await purgeCounters();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  /** The configured language model for the coach and the marker; null runs both embedded. */
  const model = createLanguageModelClient(deps.env);
  // Every per-route limit counts in the database, so all instances share one budget.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(rateLimiter) });

  const production = deps.env.NODE_ENV === 'production';
  // The Vite dev server proxies /api from its own origin during development.
  const trustedOrigins = [deps.env.PUBLIC_URL, ...(production ? [] : ['http://localhost:5173'])];
  await app.register(originCheck, { trustedOrigins });

  const mail = createMailProvider({
    smtpUrl: deps.env.SMTP_URL,
    from: deps.env.MAIL_FROM,
    dataDir: deps.env.DATA_DIR,
    log: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => mail.close());
  const accounts = createAccountsService(deps.database.db);
  const passwordHasher = createPasswordHasher({
    workers: deps.env.PASSWORD_HASH_WORKERS,
    maxQueue: deps.env.PASSWORD_HASH_QUEUE,
  });
  app.addHook('onClose', () => passwordHasher.close());
  await app.register(authPlugin, {
    db: deps.database.db,
    secret: deps.env.AUTH_SECRET ?? (await getOrCreateSecret(deps.database.db, 'auth')),
    publicUrl: deps.env.PUBLIC_URL,
    trustedOrigins,
    production,
    mail,
    accounts,
    rateLimiter,
    password: betterAuthPassword(passwordHasher),
    log: app.log,
  });

  const stripe =
    deps.env.PAYMENT_PROVIDER === 'stripe'
      ? new StripePayments({
          secretKey: deps.env.STRIPE_SECRET_KEY ?? '',
          webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET ?? '',
          priceIds: {
            single: deps.env.STRIPE_PRICE_SINGLE,
            starter: deps.env.STRIPE_PRICE_STARTER,
            professional: deps.env.STRIPE_PRICE_PROFESSIONAL,
            premium: deps.env.STRIPE_PRICE_PREMIUM,
          },
          apiBase: deps.stripeApiBase,
        })
      : null;
  const billing = createBillingService({
    db: deps.database.db,
    accounts,
    payments: stripe ?? new LocalPayments(deps.database.db),
    tierPrices: {
      starter: deps.env.PRICE_STARTER_GBP,
      professional: deps.env.PRICE_PROFESSIONAL_GBP,
      premium: deps.env.PRICE_PREMIUM_GBP,
    },
    trustedOrigins,
    log: app.log,
  });
  app.decorate('requireEntitlement', billing.requireEntitlement);

  const catalogue = createCatalogueService(deps.roles);
  const quiz = createQuizService({
    quiz: deps.quiz,
    roles: deps.roles,
    roleSignals: deps.roleSignals,
    accounts,
    log: app.log,
  });
  const system = createSystemService({
    database: deps.database,
    roleCount: catalogue.count(),
    contactEmail: deps.env.CONTACT_EMAIL,
    developmentMode: deps.env.NODE_ENV !== 'production',
    log: app.log,
  });
  const vitals = createVitalsService(deps.database.db, rateLimiter, deps.vitalsLimits);
  const simulation = createSimulationService({
    roles: deps.roles,
    simulations: deps.simulations ?? new Map(),
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(vitalsRoutes, { vitals });
      await api.register(accountsRoutes, { accounts, billing });
      await api.register(billingRoutes, { billing, stripe });
      await api.register(simulationRoutes, { simulation, billing });
      await api.register(progressRoutes, {
        progress: createProgressService({ db: deps.database.db, simulation }),
        billing,
      });
      await api.register(tasksRoutes, {
        tasks: createTasksService({
          db: deps.database.db,
          roles: deps.roles,
          simulations: deps.simulations ?? new Map(),
          marker: model
            ? new LlmMarker(model, new EmbeddedMarker(), (err) =>
                app.log.warn({ err }, 'model marking failed; marked by the embedded engine'),
              )
            : new EmbeddedMarker(),
          limiter: rateLimiter,
        }),
        billing,
      });
      await api.register(coachRoutes, {
        coach: createCoachService({
          roles: deps.roles,
          simulations: deps.simulations ?? new Map(),
          knowledge: deps.coachKnowledge ?? new Map(),
          engine: model ? new LlmCoach(model) : new EmbeddedCoach(),
          limiter: rateLimiter,
        }),
        billing,
      });
      await api.register(resumeRoutes, {
        resume: deps.skillTaxonomy
          ? createResumeService({
              db: deps.database.db,
              roles: deps.roles,
              knowledge: deps.coachKnowledge ?? new Map(),
              taxonomy: deps.skillTaxonomy,
              limiter: rateLimiter,
              model,
              log: (err) =>
                app.log.warn({ err }, 'model report failed; written by the embedded engine'),
            })
          : null,
        billing,
      });
      await api.register(quizRoutes, { quiz });
      await api.register(sharesRoutes, {
        shares: createSharesService({
          db: deps.database.db,
          match: (request) => quiz.match(request, null),
          jobs: catalogue.listJobs(),
          limiter: rateLimiter,
          publicUrl: deps.env.PUBLIC_URL,
        }),
      });
    },
    { prefix: '/api' },
  );

  await app.register(webApp, {
    root: deps.env.WEB_DIST_DIR,
    pageNeeds: createPageNeeds({
      hasJob: (jobId) => catalogue.hasJob(jobId),
      optionalUser: (request) => app.optionalUser(request),
      currentProfile: (user) => billing.currentProfile(user),
    }),
  });
  return app;
}
