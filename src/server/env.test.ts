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
});
