import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
    });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ PASSWORD_HASH_WORKERS: 1, PASSWORD_HASH_QUEUE: 50 });
  });

  it('reads the password hashing pool size and queue, and refuses nonsense', () => {
    expect(parseEnv({ PASSWORD_HASH_WORKERS: '3', PASSWORD_HASH_QUEUE: '0' })).toMatchObject({
      PASSWORD_HASH_WORKERS: 3,
      PASSWORD_HASH_QUEUE: 0,
    });
    expect(() => parseEnv({ PASSWORD_HASH_WORKERS: '0', PASSWORD_HASH_QUEUE: 'lots' })).toThrow(
      /PASSWORD_HASH_WORKERS: .*\n.*PASSWORD_HASH_QUEUE: must be a whole number such as 50/,
    );
  });

  it('reads PORT as a number and treats empty values as unset', () => {
    const env = parseEnv({ PORT: '8080', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'nobody' }),
    ).toThrow(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL\n.*CONTACT_EMAIL: must be an e-mail address/,
    );
  });

  it('uses the local test checkout by default and Stripe once it is configured', () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe('local');
    const stripe = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(stripe.PAYMENT_PROVIDER).toBe('stripe');
    expect(parseEnv({}).PRICE_STARTER_GBP).toBe(4.99);
    expect(parseEnv({ PRICE_PREMIUM_GBP: '19.50' }).PRICE_PREMIUM_GBP).toBe(19.5);
  });

  it('refuses local test payments in production unless they are allowed', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /local test payments are refused in production/,
    );
    expect(
      parseEnv({ NODE_ENV: 'production', ALLOW_LOCAL_PAYMENTS: 'true' }).PAYMENT_PROVIDER,
    ).toBe('local');
  });

  it('asks for the webhook secret with the Stripe key, and checks their shapes', () => {
    expect(() =>
      parseEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: is needed/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => parseEnv({ STRIPE_PRICE_SINGLE: 'gold' })).toThrow(
      /STRIPE_PRICE_SINGLE: must be a Stripe price id/,
    );
  });

  it('talks to Stripe at its own API unless STRIPE_API_BASE names another', () => {
    expect(parseEnv({}).STRIPE_API_BASE).toBeUndefined();
    expect(parseEnv({ STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe(
      'http://127.0.0.1:12111',
    );
    expect(() => parseEnv({ STRIPE_API_BASE: 'stripe-mock' })).toThrow(
      /STRIPE_API_BASE: must be a URL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, even in production', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', ALLOW_LOCAL_PAYMENTS: 'true' }).TRUST_PROXY).toBe(
      false,
    );
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it.each(['true', 'loopback', '10.0.0.0/33', '1.2.3', '10.0.0.1,'])('refuses %j', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must be a number of proxy hops/,
    );
  });

  it('runs the embedded coach unless a model is configured, and asks for what each provider needs', () => {
    const embedded = parseEnv({});
    expect(embedded.LLM_PROVIDER).toBeUndefined();
    expect(embedded).toMatchObject({
      LLM_TIMEOUT_MS: 30_000,
      LLM_MAX_OUTPUT_TOKENS: 1500,
      LLM_REQUESTS_PER_HOUR: 30,
    });
    expect(
      parseEnv({
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL: 'llama3.1',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      }),
    ).toMatchObject({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.1' });
    expect(() => parseEnv({ LLM_PROVIDER: 'openai' })).toThrow(
      /LLM_MODEL: is needed when LLM_PROVIDER is set[^\n]*\n.*LLM_API_KEY: is needed when LLM_PROVIDER is openai/,
    );
    expect(() => parseEnv({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'x' })).toThrow(
      /LLM_BASE_URL: is needed when LLM_PROVIDER is openai-compatible/,
    );
    expect(() => parseEnv({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(/LLM_PROVIDER: is needed when/);
    expect(() => parseEnv({ LLM_PROVIDER: 'gemini' })).toThrow(
      /LLM_PROVIDER: must be one of openai, anthropic, openai-compatible/,
    );
    expect(() => parseEnv({ LLM_REQUESTS_PER_HOUR: 'many' })).toThrow(
      /LLM_REQUESTS_PER_HOUR: must be a whole number such as 30/,
    );
  });
});
