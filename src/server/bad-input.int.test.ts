import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openRole, subscriberClient } from '../../tests/support/billing.ts';
import { databaseTargets, TEST_ORIGIN } from '../../tests/support/test-app.ts';
import { useTestContext } from '../../tests/support/test-context.ts';

/*
 * Every endpoint, fed what a careless or hostile client sends: malformed JSON, wrong types, huge
 * bodies, odd Unicode and path tricks, as a visitor and as a subscriber who has opened a role. Each
 * answer is a 4xx with a sentence (or a success), never a 5xx, and the server stays up.
 */

const [pglite] = databaseTargets;

const PATH_TRICKS = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '..',
  '.',
  '\u202eevil',
  'Ω≈ç√∫',
  '𝕏𝕐ℤ',
  'x'.repeat(3000),
  'investment-banking-analyst',
  'investment-banking-analyst/../../admin',
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e309',
];

const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'displayName',
  'jobId',
  'job_id',
  'answers',
  'quizAnswers',
  'priceId',
  'successUrl',
  'cancelUrl',
  'workflowType',
  'jobProfile',
  'context',
  'question',
  'answer',
  'cvData',
  'fileName',
  'token',
  'newPassword',
  'shortlisted',
  'cardNumber',
  '__proto__',
];

/** A path parameter: Unicode, tricks, numbers, empties. */
const param = fc.oneof(
  fc.constantFrom(...PATH_TRICKS),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);

/** A body as sent on the wire (a string) with its content type. */
const body = fc.oneof(
  fc
    .jsonValue({ maxDepth: 4 })
    .map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 })
    .map((v) => ({ type: 'application/json', payload: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', payload: `{${s}` })),
  fc
    .string({ unit: 'binary', maxLength: 200 })
    .map((s) => ({ type: 'application/json', payload: s })),
  fc.constantFrom(
    { type: 'application/json', payload: `{"email":"${'a'.repeat(2_000_000)}"}` },
    { type: 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000) },
    { type: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"x":1}}' },
    { type: 'application/json', payload: '\uFEFF{"email":"\u0000@x"}' },
    { type: 'text/plain', payload: 'hello' },
    { type: 'application/x-www-form-urlencoded', payload: 'email=a&password=b' },
    {
      type: 'multipart/form-data; boundary=zz',
      payload:
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n%PDF-1.4 nonsense\r\n--zz--',
    },
    { type: 'multipart/form-data', payload: 'no boundary at all' },
  ),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('q', 'page', 'limit', 'category', 'token', 'callbackURL', 'id'),
      param,
      {
        maxKeys: 3,
      },
    )
    .map(
      (q) =>
        `?${Object.entries(q)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`,
    ),
);

describe('every endpoint under bad input', () => {
  const ctx = useTestContext(pglite!);

  it('answers with a 4xx that says what is wrong (or a success), never a 5xx', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const subscriber = await subscriberClient(ctx.app);
    expect((await openRole(subscriber, 'investment-banking-analyst')).statusCode).toBe(200);
    const cookie = [...subscriber.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(param, { minLength: 4, maxLength: 4 }),
        query,
        body,
        fc.boolean(),
        async (route, params, search, sent, signedIn) => {
          let i = 0;
          const url = route.url.replace(/:[A-Za-z_]+|\*/g, () => params[i++]!) + search;
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            // Each request from its own address, so that limits answer 429 rarely and fairly.
            remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
            headers: {
              origin: TEST_ORIGIN,
              'content-type': sent.type,
              ...(signedIn ? { cookie } : {}),
            },
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: sent.payload }),
          });
          const where = `${route.method} ${url.slice(0, 120)} with ${sent.payload.slice(0, 80)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && url.startsWith('/api/')) {
            const answer = res.json() as { error?: unknown; code?: unknown };
            expect(typeof answer.error, where).toBe('string');
            expect(String(answer.error), where).toMatch(/[A-Za-z]{3}/);
          }
        },
      ),
      { numRuns: 600 },
    );

    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
  }, 300_000);

  // Found by the property above: a NUL byte reached the database and came back as a 500.
  it('answers a NUL byte in a path or a body with a 400 that says so', async () => {
    const client = await subscriberClient(ctx.app);
    for (const res of [
      await client.get('/api/verify/a%00b'),
      await client.get('/api/certificates/a%00b'),
      await client.get('/api/quiz/shared/a%00b'),
      await client.patch('/api/profile', { displayName: 'Nul\u0000Byte' }),
    ]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().error).toMatch(/[A-Za-z]{3}/);
    }
  });
});
