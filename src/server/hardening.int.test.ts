import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../tests/support/billing.ts';
import { createClient, uniqueEmail } from '../../tests/support/http-client.ts';
import { databaseTargets, TEST_ORIGIN } from '../../tests/support/test-app.ts';
import { useTestContext } from '../../tests/support/test-context.ts';
import { user } from './db/schema.ts';
import { MAX_JSON_DEPTH } from './plugins/json-body.ts';

const [pglite] = databaseTargets;

/** Sign-ups from one connection, each claiming another client address in X-Forwarded-For. */
async function signUpsWithForgedAddresses(
  app: ReturnType<typeof useTestContext>['app'],
  times: number,
) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `203.0.113.${i + 1}` },
      remoteAddress: '192.0.2.50',
      payload: { name: 'Spoof', email: uniqueEmail('spoof'), password: 'secret123' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('client addresses in production (TRUST_PROXY)', () => {
  describe('trusting no proxy (the default)', () => {
    const ctx = useTestContext(pglite!, { NODE_ENV: 'production', TRUST_PROXY: false });
    it('ignores a client-written X-Forwarded-For, so per-address limits hold', async () => {
      const statuses = await signUpsWithForgedAddresses(ctx.app, 11);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('trusting one proxy hop', () => {
    const ctx = useTestContext(pglite!, { NODE_ENV: 'production', TRUST_PROXY: 1 });
    it('takes the address the proxy saw', async () => {
      const statuses = await signUpsWithForgedAddresses(ctx.app, 11);
      expect(statuses.every((s) => s === 200)).toBe(true);
    });
  });
});

describe('cookies and headers in production', () => {
  const ctx = useTestContext(pglite!, {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://finsim.example.com',
  });

  it('sets the session cookie Secure, HttpOnly and SameSite=Lax, scoped to the site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://finsim.example.com' },
      payload: { name: 'Prod User', email: uniqueEmail('prod'), password: 'secret123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session!.name.startsWith('__Secure-')).toBe(true);
  });

  it('sends HSTS, a strict CSP and the other protective headers', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe.each(databaseTargets)('hardening on $name', (target) => {
  const ctx = useTestContext(target);

  describe('cross-site writes', () => {
    it.each([
      ['DELETE', '/%61pi/account'],
      ['PATCH', '/%61pi/profile'],
      ['DELETE', '/api/%61ccount'],
    ] as const)('refuses %s %s with a cookie and no Origin', async (method, url) => {
      const client = await signedInClient(ctx.app, 'Target User');
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ displayName: 'Changed by another site' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'invalid-origin' });
      const [row] = await ctx.database.db.select().from(user).where(eq(user.id, client.userId));
      expect(row?.name).toBe('Target User');
    });
  });

  describe('sign-in throttling', () => {
    async function account() {
      const email = uniqueEmail('owner');
      const res = await createClient(ctx.app).signUp({
        name: 'Owner',
        email,
        password: 'right-password',
      });
      expect(res.statusCode).toBe(200);
      return email;
    }

    it('never locks the owner out: wrong passwords from many addresses do not refuse the right one', async () => {
      const email = await account();
      for (let i = 0; i < 10; i++) {
        const attacker = await createClient(ctx.app).signIn(email, `guess-${i}`);
        expect(attacker.statusCode).toBe(401);
      }
      const owner = createClient(ctx.app);
      const started = Date.now();
      const res = await owner.signIn(email, 'right-password');
      expect(res.statusCode).toBe(200);
      // Slowed down, not refused: two failures past the threshold hold the attempt for 500 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    });

    it('does not count successful sign-ins', async () => {
      const email = await account();
      const client = createClient(ctx.app);
      for (let i = 0; i < 12; i++) {
        expect((await client.signIn(email, 'right-password')).statusCode).toBe(200);
      }
    });

    it('refuses an address that keeps failing on one account, and only that address', async () => {
      const email = await account();
      const attacker = createClient(ctx.app);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await attacker.signIn(email, `x-${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limited = await attacker.signIn(email, 'right-password');
      expect(limited.json()).toMatchObject({
        code: 'too-many-requests',
        error: 'Too many attempts. Please wait a few minutes and try again.',
      });
      expect((await createClient(ctx.app).signIn(email, 'right-password')).statusCode).toBe(200);
    });

    it('refuses an address that fails across many accounts', async () => {
      const client = createClient(ctx.app);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await client.signIn(uniqueEmail(`ip${i}`), 'whatever1')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('bodies', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

    it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/quiz/match'])(
      'answers a body nested 10,000 levels deep on %s with a 400 that says so',
      async (url) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          payload: `{"email":${deep(10_000)}}`,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
          code: 'bad-request',
          statusCode: 400,
        });
      },
    );

    it('still reads brackets inside strings as text', async () => {
      const res = await createClient(ctx.app).signIn(`${'['.repeat(100)}@example.com`, 'x');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please enter a valid e-mail address.');
    });

    it.each([
      [null, 'The request body must be a JSON object of form fields.'],
      [{ email: null, password: null }, 'Please enter a valid e-mail address.'],
      [{ email: 'a@example.com', password: 12 }, 'Invalid body field "password"'],
    ])('validates the sign-in body %j', async (payload, message) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });
  });

  describe('auth endpoints', () => {
    it.each([
      ['POST', '/api/auth/update-user', { name: 'x'.repeat(900_000) }],
      ['POST', '/api/auth/update-user', { name: null }],
      ['POST', '/api/auth/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb' }],
      ['GET', '/api/auth/list-sessions', undefined],
      ['GET', '/api/auth/get-session', undefined],
      ['GET', '/api/auth/reset-password/some-token?callbackURL=/reset-password', undefined],
    ] as const)('%s %s is not reachable', async (method, url, body) => {
      const client = await signedInClient(ctx.app, 'Careful User');
      const res =
        method === 'GET'
          ? await client.get(url)
          : await client.post(url, body === undefined ? {} : body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not-found' });
      const [row] = await ctx.database.db.select().from(user).where(eq(user.id, client.userId));
      expect(row?.name).toBe('Careful User');
    });

    it('keeps the session token out of JSON bodies (it lives in the httpOnly cookie)', async () => {
      const client = createClient(ctx.app);
      const email = uniqueEmail();
      const up = await client.signUp({ name: 'Token Test', email, password: 'secret123' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).not.toHaveProperty('token');
      expect(up.json().user).toMatchObject({ email });
      const session = [...client.cookies.values()][0]!;
      const token = decodeURIComponent(session).split('.')[0]!;
      expect(up.body).not.toContain(token);
      const inAgain = await createClient(ctx.app).signIn(email, 'secret123');
      expect(inAgain.statusCode).toBe(200);
      expect(inAgain.json()).not.toHaveProperty('token');
    });
  });

  describe('headers and malformed URLs', () => {
    it('says once that pages may not be framed, and switches off unused browser features', async () => {
      const res = await ctx.app.inject('/api/health');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
    });

    it('answers a URL that cannot be decoded in the usual error shape', async () => {
      const res = await ctx.app.inject('/api/jobs/%E0%A4%A');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'This address is not a valid URL.',
        code: 'bad-url',
        statusCode: 400,
      });
    });
  });
});
