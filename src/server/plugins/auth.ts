import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  ResetPasswordSchema,
  ResetRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '../../shared/contracts/accounts.ts';
import type { ErrorBody } from '../../shared/contracts/errors.ts';
import {
  DEFAULT_AUTH_ERROR,
  IDENTITY_MESSAGES,
  type IdentityCode,
  VALIDATION_MESSAGES,
} from '../../shared/domain/auth-messages.ts';
import type { Db } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { describeIssue } from './error-handler.ts';
import type { MailProvider } from '../providers/mail/index.ts';
import { SERVER_BUSY_CODE, serverBusy, type PasswordHooks } from './password-hashing.ts';
import { tooManyRequests, type RateLimiter, type RateRule } from './rate-limiter.ts';

/** A signed-in person as the accounts module knows them. */
export interface AccountUser {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}

/**
 * What sign-up, sign-in and reset need of the accounts module (app.ts passes its service): the
 * plugin stays infrastructure and imports no module.
 */
export interface AuthAccounts {
  createProfile(account: AccountUser): Promise<void>;
  recordLogin(userId: string): Promise<void>;
  isDisabled(userId: string): Promise<boolean>;
  endSessions(userId: string): Promise<void>;
}

const SESSION_SECONDS = 7 * 24 * 60 * 60;
const SESSION_COOKIE = 'session_token';

/** Sign-up and reset limits, per client address and per e-mail address. */
export const AUTH_RATE_RULES = {
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Sign-in is throttled on failures only, so the owner of an account is never locked out by
 * somebody else: an address that keeps failing is refused (on one account, or across many), while
 * failures on an account from everywhere only slow its sign-ins down.
 */
export const SIGN_IN_THROTTLE = {
  windowSeconds: 15 * 60,
  /** Failures one address may make on one account before it is refused there. */
  failuresPerAddressAndEmail: 5,
  /** Failures one address may make across all accounts before it is refused. */
  failuresPerAddress: 30,
  /** Failures on one account, from any address, after which each attempt on it is slowed. */
  slowAfterFailuresPerEmail: 8,
  delayStepMs: 250,
  maxDelayMs: 3000,
} as const;

/** How long to hold a sign-in for an account that has failed `failures` times in the window. */
export function signInDelayMs(failures: number): number {
  const over = failures - SIGN_IN_THROTTLE.slowAfterFailuresPerEmail;
  if (over <= 0) return 0;
  return Math.min(over * SIGN_IN_THROTTLE.delayStepMs, SIGN_IN_THROTTLE.maxDelayMs);
}

/**
 * The level a Better Auth message is logged at: a refused callback URL or origin is somebody
 * else's mistake or probe, so a warning, not an error of ours.
 */
export function authLogLevel(
  level: 'debug' | 'info' | 'success' | 'warn' | 'error',
  message: string,
): 'debug' | 'info' | 'warn' | 'error' {
  if (level === 'error' && /callback ?url|origin/i.test(message)) return 'warn';
  if (level === 'success') return 'info';
  return level;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  /** The public origin of the site, e.g. https://finsim.co.uk; reset links point here. */
  publicUrl: string;
  trustedOrigins: string[];
  production: boolean;
  mail: MailProvider;
  accounts: AuthAccounts;
  /** scrypt on our own worker threads, off libuv's shared pool (password-hashing.ts). */
  password: PasswordHooks;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'FinSim',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    // Better Auth's own messages go to the server's logger (silent in tests, JSON in production).
    logger: {
      level: 'info',
      log: (level, message) => options.log[authLogLevel(level, message)](`[auth] ${message}`),
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: options.password,
      sendResetPassword: async ({ user: to, token }) => {
        const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await options.mail.send({
          to: to.email,
          subject: 'Reset your FinSim password',
          text: [
            `Hello ${to.name},`,
            '',
            'We received a request to reset the password of your FinSim account. Open this link to choose a new one:',
            '',
            link,
            '',
            'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
            '',
            'FinSim',
          ].join('\n'),
        });
      },
    },
    user: {
      additionalFields: {
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    // Our own limiter (PostgreSQL-backed, per IP and per e-mail) guards the auth routes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.production,
      // Every signed-in request looks its session up: with joins the session and its user come
      // in one query (the relations in db/schema.ts), not two: a round trip less on every request,
      // and on PGlite about a millisecond less of the one thread that runs every statement.
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await options.accounts.createProfile(created as AccountUser);
          },
        },
      },
      session: {
        create: {
          before: async (candidate) => {
            if (await options.accounts.isDisabled(candidate.userId)) {
              throw new APIError('FORBIDDEN', {
                code: 'USER_DISABLED',
                message: IDENTITY_MESSAGES['user-disabled'],
              });
            }
          },
          after: async (created) => {
            await options.accounts.recordLogin(created.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth's error codes mapped to SPEC.md section 8 identity codes. */
const BETTER_AUTH_CODES: Record<string, IdentityCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  INVALID_PASSWORD: 'wrong-password',
  USER_NOT_FOUND: 'user-not-found',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  INVALID_EMAIL: 'invalid-email',
  PASSWORD_TOO_SHORT: 'weak-password',
  INVALID_TOKEN: 'invalid-action-code',
  TOKEN_EXPIRED: 'expired-action-code',
  USER_DISABLED: 'user-disabled',
  SESSION_EXPIRED: 'requires-recent-login',
};

function errorBodyFrom(status: number, raw: { code?: string; message?: string } | null): ErrorBody {
  if (
    raw?.code === 'INVALID_ORIGIN' ||
    raw?.code === 'MISSING_OR_NULL_ORIGIN' ||
    raw?.code?.includes('CSRF')
  ) {
    return {
      error: 'This request came from another site and was refused.',
      code: 'invalid-origin',
      statusCode: 403,
    };
  }
  const code = raw?.code ? BETTER_AUTH_CODES[raw.code] : undefined;
  if (code) return { error: IDENTITY_MESSAGES[code], code, statusCode: status };
  return { error: DEFAULT_AUTH_ERROR, code: 'auth-error', statusCode: status };
}

function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const message = issue?.message ?? DEFAULT_AUTH_ERROR;
  const field = String(issue?.path[0] ?? '');
  const code =
    message === VALIDATION_MESSAGES.passwordTooShort
      ? 'weak-password'
      : field === 'email'
        ? 'invalid-email'
        : 'validation-failed';
  return new AppError(400, code, describeIssue('body', issue?.path.join('.') ?? '', message));
}

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function toWebRequest(request: FastifyRequest, publicUrl: string, body?: unknown): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  if (!response.ok) {
    let raw: { code?: string; message?: string } | null = null;
    try {
      raw = JSON.parse(text) as { code?: string; message?: string };
    } catch {
      raw = null;
    }
    if (raw?.code === SERVER_BUSY_CODE) throw serverBusy();
    const body = errorBodyFrom(response.status, raw);
    return reply.code(body.statusCode).send(body);
  }
  const type = response.headers.get('content-type');
  if (type) reply.type(type);
  const location = response.headers.get('location');
  if (location) reply.header('location', location);
  return reply.send(text === '' ? undefined : withoutTokens(text, type));
}

/**
 * The session lives in an httpOnly cookie; the page never needs the token, so it is not repeated
 * in the JSON body where a script could read it.
 */
function withoutTokens(text: string, type: string | null): string {
  if (!type?.includes('application/json')) return text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (body === null || typeof body !== 'object' || !('token' in body)) return text;
    const { token: _token, ...rest } = body;
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user, or a 401 with the SPEC.md code (expired session, disabled account). */
    requireUser(request: FastifyRequest): Promise<AccountUser>;
    /** The signed-in user, or null for a visitor (a disabled or expired session counts as a visitor). */
    optionalUser(request: FastifyRequest): Promise<AccountUser | null>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions & { rateLimiter: RateLimiter }) => {
    const auth = createAuth(options);
    const limiter = options.rateLimiter;
    app.decorate('auth', auth);

    app.decorate('requireUser', async (request: FastifyRequest): Promise<AccountUser> => {
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) {
        const hasCookie = (request.headers.cookie ?? '').includes(SESSION_COOKIE);
        if (hasCookie)
          throw new AppError(401, 'user-token-expired', IDENTITY_MESSAGES['user-token-expired']);
        throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
      }
      if (found.user.disabled) {
        await options.accounts.endSessions(found.user.id);
        throw new AppError(401, 'user-disabled', IDENTITY_MESSAGES['user-disabled']);
      }
      return found.user;
    });

    app.decorate('optionalUser', async (request: FastifyRequest): Promise<AccountUser | null> => {
      if (!request.headers.cookie) return null;
      const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      return found && !found.user.disabled ? found.user : null;
    });

    const ip = (request: FastifyRequest) => `ip:${request.ip}`;
    const forward = async (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
      sendWebResponse(reply, await auth.handler(toWebRequest(request, options.publicUrl, body)));

    /*
     * Only the flows the product uses are reachable; Better Auth's other endpoints (update-user,
     * change-password, list-sessions, ...) are not mounted, so none of them can bypass our rules.
     * Every body is validated before Better Auth sees it.
     */
    await app.register(
      async (routes) => {
        routes.post('/sign-up/email', async (request, reply) => {
          const body = parseOrThrow(SignUpRequestSchema, request.body);
          await limiter.consume([
            { key: `${ip(request)}:sign-up`, rule: AUTH_RATE_RULES.signUpPerIp },
          ]);
          return forward(request, reply, body);
        });

        routes.post('/sign-in/email', async (request, reply) => {
          const body = parseOrThrow(SignInRequestSchema, request.body);
          const email = body.email.toLowerCase();
          const { windowSeconds } = SIGN_IN_THROTTLE;
          const pairKey = `${ip(request)}:email:${email}:sign-in-failures`;
          const addressKey = `${ip(request)}:sign-in-failures`;
          const emailKey = `email:${email}:sign-in-failures`;
          // Each attempt counts as a failure until it succeeds, so parallel guesses are counted too.
          const pairFailures = await limiter.hit(pairKey, windowSeconds);
          const addressFailures = await limiter.hit(addressKey, windowSeconds);
          if (
            pairFailures > SIGN_IN_THROTTLE.failuresPerAddressAndEmail ||
            addressFailures > SIGN_IN_THROTTLE.failuresPerAddress
          )
            throw tooManyRequests();
          const delay = signInDelayMs(await limiter.hit(emailKey, windowSeconds));
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          const response = await auth.handler(toWebRequest(request, options.publicUrl, body));
          if (response.ok) {
            await limiter.clear(pairKey);
            await limiter.release(addressKey);
            await limiter.release(emailKey);
          }
          return sendWebResponse(reply, response);
        });

        routes.post('/sign-out', async (request, reply) => forward(request, reply, {}));

        routes.post('/request-password-reset', async (request, reply) => {
          const parsed = parseOrThrow(ResetRequestSchema, request.body);
          await limiter.consume([
            { key: `${ip(request)}:reset`, rule: AUTH_RATE_RULES.resetPerIp },
            {
              key: `email:${parsed.email.toLowerCase()}:reset`,
              rule: AUTH_RATE_RULES.resetPerEmail,
            },
          ]);
          return forward(request, reply, { ...parsed, redirectTo: '/reset-password' });
        });

        // The reset page: checks the link itself so a used and an expired link say different
        // things, then resets through Better Auth and signs the user in with the new password.
        routes.post('/reset-password', async (request, reply) => {
          const body = parseOrThrow(ResetPasswordSchema, request.body);
          await limiter.consume([
            { key: `${ip(request)}:reset`, rule: AUTH_RATE_RULES.resetPerIp },
          ]);
          const context = await auth.$context;
          const stored = await context.internalAdapter.findVerificationValue(
            `reset-password:${body.token}`,
          );
          if (!stored)
            throw new AppError(
              400,
              'invalid-action-code',
              IDENTITY_MESSAGES['invalid-action-code'],
            );
          if (stored.expiresAt < new Date()) {
            throw new AppError(
              400,
              'expired-action-code',
              IDENTITY_MESSAGES['expired-action-code'],
            );
          }
          const owner = await context.internalAdapter.findUserById(stored.value);
          const reset = await auth.handler(toWebRequest(request, options.publicUrl, body));
          if (!reset.ok || !owner) return sendWebResponse(reply, reset);
          const signIn = await auth.api.signInEmail({
            body: { email: owner.email, password: body.newPassword },
            headers: fromNodeHeaders(request.headers),
            asResponse: true,
          });
          return sendWebResponse(reply, signIn);
        });
      },
      { prefix: '/api/auth' },
    );
  },
  { name: 'auth' },
);
