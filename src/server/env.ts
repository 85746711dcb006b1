import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LLM_PROVIDERS } from './providers/llm/llm-provider.ts';

/**
 * The only reader of process.env. Parsed once at start; a bad value stops the server with a
 * message naming the variable. Every variable here is documented in .env.example and README.md.
 */
const stripePrice = z
  .string()
  .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
  .optional();
const gbpPrice = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a price in pounds such as 4.99' })
    .positive('must be a price in pounds such as 4.99')
    .max(1000)
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  CONTACT_EMAIL: z.email('must be an e-mail address').default('support@finsim.co.uk'),
  PUBLIC_URL: z.url('must be a URL such as https://finsim.co.uk').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('FinSim <no-reply@finsim.co.uk>'),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).optional(),
  ALLOW_LOCAL_PAYMENTS: z.enum(['true', 'false']).default('false'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_BASE: z.url('must be a URL such as http://localhost:12111').optional(),
  STRIPE_PRICE_SINGLE: stripePrice,
  STRIPE_PRICE_STARTER: stripePrice,
  STRIPE_PRICE_PROFESSIONAL: stripePrice,
  STRIPE_PRICE_PREMIUM: stripePrice,
  PRICE_STARTER_GBP: gbpPrice(4.99),
  PRICE_PROFESSIONAL_GBP: gbpPrice(7.99),
  PRICE_PREMIUM_GBP: gbpPrice(14.99),
  TRUST_PROXY: z.string().optional(),
  PASSWORD_HASH_WORKERS: z.coerce
    .number({ error: 'must be a whole number of threads such as 1' })
    .int('must be a whole number of threads such as 1')
    .min(1)
    .max(64)
    .default(1),
  PASSWORD_HASH_QUEUE: z.coerce
    .number({ error: 'must be a whole number such as 50' })
    .int('must be a whole number such as 50')
    .min(0)
    .max(10_000)
    .default(50),
  LLM_PROVIDER: z
    .enum(LLM_PROVIDERS, { error: `must be one of ${LLM_PROVIDERS.join(', ')}` })
    .optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  LLM_API_KEY: z.string().trim().min(1).optional(),
  LLM_BASE_URL: z.url('must be a URL such as http://127.0.0.1:11434/v1').optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds such as 30000' })
    .int('must be a whole number of milliseconds such as 30000')
    .min(100)
    .max(600_000)
    .default(30_000),
  LLM_MAX_OUTPUT_TOKENS: z.coerce
    .number({ error: 'must be a whole number of tokens such as 1500' })
    .int('must be a whole number of tokens such as 1500')
    .min(16)
    .max(32_000)
    .default(1500),
  LLM_REQUESTS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number such as 30' })
    .int('must be a whole number such as 30')
    .min(1)
    .max(100_000)
    .default(30),
});

/** Which reverse proxies' X-Forwarded-For the server believes: none, a hop count, or addresses. */
export type TrustProxy = false | number | string[];

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'PUBLIC_URL' | 'PAYMENT_PROVIDER' | 'TRUST_PROXY'
> & {
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: 'local' | 'stripe';
  TRUST_PROXY: TrustProxy;
};

const TRUST_PROXY_HELP =
  'must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR ranges (such as 10.0.0.0/8, 127.0.0.1)';

/**
 * The client address is the left-most entry of X-Forwarded-For only when every hop after it is a
 * proxy we run; trusting everything would let any client write its own address and void every
 * per-address limit. Unset means trust none: the address is the connection's.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined) return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (bits === undefined) return true;
    const size = Number(bits);
    return /^\d+$/.test(bits) && size <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : null;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (FOO= in a .env file) means "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // PRODUCT.md D3: Stripe when it is configured, else the embedded test checkout.
  const provider = env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  const problems: string[] = [];
  if (provider === 'stripe' && !env.STRIPE_SECRET_KEY)
    problems.push('  STRIPE_SECRET_KEY: is needed when PAYMENT_PROVIDER is stripe');
  if (provider === 'stripe' && !env.STRIPE_WEBHOOK_SECRET)
    problems.push('  STRIPE_WEBHOOK_SECRET: is needed when PAYMENT_PROVIDER is stripe');
  if (provider === 'local' && env.NODE_ENV === 'production' && env.ALLOW_LOCAL_PAYMENTS !== 'true')
    problems.push(
      '  PAYMENT_PROVIDER: local test payments are refused in production; configure Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) or set ALLOW_LOCAL_PAYMENTS=true',
    );
  if (env.LLM_PROVIDER && !env.LLM_MODEL)
    problems.push('  LLM_MODEL: is needed when LLM_PROVIDER is set (such as gpt-4o-mini)');
  if (!env.LLM_PROVIDER && (env.LLM_MODEL || env.LLM_API_KEY || env.LLM_BASE_URL))
    problems.push(
      '  LLM_PROVIDER: is needed when LLM_MODEL, LLM_API_KEY or LLM_BASE_URL is set (openai, anthropic or openai-compatible)',
    );
  if ((env.LLM_PROVIDER === 'openai' || env.LLM_PROVIDER === 'anthropic') && !env.LLM_API_KEY)
    problems.push(`  LLM_API_KEY: is needed when LLM_PROVIDER is ${env.LLM_PROVIDER}`);
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL)
    problems.push(
      '  LLM_BASE_URL: is needed when LLM_PROVIDER is openai-compatible (such as http://127.0.0.1:11434/v1)',
    );
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy === null) problems.push(`  TRUST_PROXY: ${TRUST_PROXY_HELP}`);
  if (problems.length > 0) throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...env,
    PAYMENT_PROVIDER: provider,
    TRUST_PROXY: trustProxy ?? false,
    DATA_DIR: path.resolve(env.DATA_DIR),
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
