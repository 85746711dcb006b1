import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once at start; a bad value stops the server with a
 * message naming the variable. Every variable here is documented in .env.example and README.md.
 */
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
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

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
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    CONTENT_DIR: path.resolve(env.CONTENT_DIR),
    WEB_DIST_DIR: path.resolve(env.WEB_DIST_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
