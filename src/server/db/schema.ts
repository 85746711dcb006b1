import { relations } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Core Web Vitals reported by browsers (PRODUCT.md D10), kept for the performance dashboard. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    metricId: text('metric_id').notNull(),
    navigationType: text('navigation_type'),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_vitals_name_created_idx').on(table.name, table.createdAt)],
);

/*
 * Identity tables of Better Auth (user, session, account, verification), written by hand from its
 * core schema (its schema CLI needs Node 22). Property names are Better Auth's field names.
 */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Set by the operator (`npm run users -- disable EMAIL`); a disabled user cannot sign in. */
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/**
 * How a session reaches its user, for Better Auth's joins (plugins/auth.ts): a signed-in request
 * reads the session and its user in one query instead of two. No table or column comes of it.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** SPEC.md section 3 user profile, one per user; removed with the user. */
export const profile = pgTable('profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  subscriptionTier: text('subscription_tier').notNull().default('starter'),
  subscriptionStatus: text('subscription_status').notNull().default('incomplete'),
  maxSimulations: integer('max_simulations').notNull().default(0),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  quizAnswers: jsonb('quiz_answers'),
  matchedJobs: jsonb('matched_jobs'),
  lastQuizDate: timestamp('last_quiz_date', { withTimezone: true }),
  /** Quiz matches the user kept or set aside (job ids). */
  shortlistedJobs: jsonb('shortlisted_jobs').$type<string[]>().notNull().default([]),
  dismissedJobs: jsonb('dismissed_jobs').$type<string[]>().notNull().default([]),
  /** Billing (PRODUCT.md D3-D5): which provider holds the subscription and its ids there. */
  paymentProvider: text('payment_provider'),
  paymentCustomerId: text('payment_customer_id'),
  paymentSubscriptionId: text('payment_subscription_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** Set when the user cancelled: access continues until then. */
  cancelAt: timestamp('cancel_at', { withTimezone: true }),
});

/** PRODUCT.md D4: a simulation is counted the first time a user opens a role. */
export const simulationOpened = pgTable(
  'simulation_opened',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/**
 * What a user opened of a role's week (e-mails read, meetings, files, tasks...), one row per item,
 * so it follows them to any device. Removed with the user.
 */
export const simulationProgress = pgTable(
  'simulation_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId, table.kind, table.itemId] })],
);

/**
 * Payment provider events by id, so that a replayed webhook is processed once. A delivery claims
 * the event; other deliveries of it wait until it is processed (or the claim is let go).
 */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a delivery last took the event on; a claim gone stale was left by a server that died. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  /** When its effect was stored; null while a delivery is still at it. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** Why people cancel, kept for the operator even after the account is deleted. */
export const cancellation = pgTable('cancellation', {
  id: serial('id').primaryKey(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  feedback: text('feedback'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkout sessions of the local test payment provider (PRODUCT.md D3). */
export const localCheckout = pgTable('local_checkout', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Fixed-window counters for rate limits (sign-in, reset, AI calls). Kept in the database so that
 * every instance behind a load balancer shares them.
 */
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Secrets the installation generates once and shares between instances (e.g. the auth secret). */
export const appSecret = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's unsubmitted answer to a task, saved as they write (one per user, role and task). */
export const taskDraft = pgTable(
  'task_draft',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    taskId: text('task_id').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId, table.taskId] })],
);

/** Every submitted answer and how it was marked; the best attempt counts. */
export const taskAttempt = pgTable(
  'task_attempt',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    taskId: text('task_id').notNull(),
    answer: text('answer').notNull(),
    score: integer('score').notNull(),
    engine: text('engine').notNull(),
    /** The marking, criterion by criterion (levels, quoted evidence, notes). */
    marking: jsonb('marking').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_attempt_user_job_idx').on(table.userId, table.jobId)],
);

/**
 * A completion certificate. The code is random (not derived from the user or role) and stored, so
 * it can be verified and cannot be guessed; the name is kept as it was on the day.
 */
export const certificate = pgTable(
  'certificate',
  {
    code: text('code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    name: text('name').notNull(),
    roleTitle: text('role_title').notNull(),
    tasksPassed: integer('tasks_passed').notNull(),
    averageScore: integer('average_score').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('certificate_user_job_idx').on(table.userId, table.jobId)],
);

/**
 * A CV screening: the analysis only (score, findings, report), never the CV's text, so that a
 * re-screen for the same role can show the change since the last one.
 */
export const resumeAnalysis = pgTable(
  'resume_analysis',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    fitScore: integer('fit_score').notNull(),
    analysis: jsonb('analysis').notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resume_analysis_user_job_idx').on(table.userId, table.jobId, table.analysedAt),
  ],
);

/**
 * Quiz results someone chose to share: the matches only (role ids, scores, reasons), never the
 * answers. The id is 128 random bits, stored, and is the whole of the link; the shares of a
 * deleted account go with it.
 */
export const quizShare = pgTable(
  'quiz_share',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    matches: jsonb('matches')
      .$type<Array<{ job_id: string; score: number; reasons: string[]; levelFit?: string }>>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_share_user_idx').on(table.userId)],
);
