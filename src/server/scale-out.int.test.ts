import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from '../../tests/support/billing.ts';
import { FakeStripe } from '../../tests/support/fake-stripe.ts';
import { uniqueEmail } from '../../tests/support/http-client.ts';
import {
  startRoundRobinProxy,
  type RoundRobinProxy,
} from '../../tests/support/round-robin-proxy.ts';
import {
  createHttpClient,
  exitWithin,
  httpRequest,
  loopbackBlock,
  startServer,
  type RunningServer,
} from '../../tests/support/server-process.ts';
import { databaseTargets } from '../../tests/support/test-app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { billingEvent, profile } from './db/schema.ts';
import { SIGN_IN_THROTTLE } from './plugins/auth.ts';

/*
 * ARCHITECTURE.md: the server keeps nothing in memory that matters, so instances scale out behind a
 * load balancer on one PostgreSQL. Two real server processes (each with its own DATA_DIR, the same
 * AUTH_SECRET and PUBLIC_URL) behind a round-robin proxy on loopback show it.
 */

const postgres = databaseTargets.find((t) => t.options.kind === 'postgres')?.options;
const url = postgres?.kind === 'postgres' ? postgres.url : undefined;

const PASSWORD = 'correct horse battery';

describe.skipIf(!url)('two server processes on one PostgreSQL behind a load balancer', () => {
  const stripe = new FakeStripe();
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  let proxy: RoundRobinProxy | undefined;
  let database: Database | undefined;
  // Every client connects from an address of its own, new in every run.
  const addresses = loopbackBlock();
  let clients = 0;
  const browser = (baseUrl = proxy!.url) =>
    createHttpClient(baseUrl, { localAddress: addresses(clients++) });

  beforeAll(async () => {
    const stripeApi = await stripe.start();
    const env = {
      DATABASE_URL: url,
      AUTH_SECRET: 'scale-out-test-secret-shared-by-every-instance',
      // The proxy connects from 127.0.0.1; the servers believe its X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripeApi.origin,
    };
    // Both at once, as a deployment starts them (their migrations take turns on an advisory lock).
    const started = await Promise.allSettled(
      [1, 2].map(async (n) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `finsim-scale-${n}-`));
        dataDirs.push(dataDir);
        return startServer(dataDir, { env, timeoutMs: 60_000 });
      }),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    database = await openDatabase({ kind: 'postgres', url: url! });
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) {
      if (!(await exitWithin(server, 10_000))) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await database?.close();
    await stripe.stop();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  /** Which instance answered each of the last `n` requests through the proxy. */
  const answeredBy = (n: number) => proxy!.log.slice(-n).map((entry) => entry.upstream);

  it('serves every request on a session made on either instance, and ends it everywhere at sign-out', async () => {
    const person = browser();
    const email = uniqueEmail('scale-session');
    const signUp = await person.signUp({ name: 'Ada Lovelace', email, password: PASSWORD });
    expect(signUp.status, signUp.text).toBe(200);
    const [maker] = answeredBy(1);
    const made = servers[maker!]!;
    const other = servers[1 - maker!]!;
    // The instance saw the person's own address, from the proxy's X-Forwarded-For.
    expect(made.output()).toContain(`"remoteAddress":"${person.localAddress}"`);

    // Straight to the instance that did not make the session.
    const onOther = person.at(other.url);
    const profileThere = await onOther.get('/api/profile');
    expect(profileThere.status, profileThere.text).toBe(200);
    expect(profileThere.json()).toMatchObject({ email });
    // Through the proxy, two requests in a row reach both instances.
    expect((await person.get('/api/profile')).status).toBe(200);
    expect((await person.get('/api/profile')).status).toBe(200);
    expect(answeredBy(2).sort()).toEqual([0, 1]);

    // Signing out on the instance that made it ends the session on the other too.
    const onMaker = person.at(made.url);
    expect((await onMaker.signOut()).status).toBe(200);
    expect(onMaker.cookies.size, 'sign-out drops the cookie').toBe(0);
    const afterSignOut = await onOther.get('/api/profile');
    expect(afterSignOut.status, 'the cookie kept from before the sign-out').toBe(401);
    expect(afterSignOut.json()).toMatchObject({ code: 'user-token-expired' });

    // And the other way round: a session made on the other instance, ended on it, is gone here.
    const again = person.at(other.url);
    expect((await again.signIn(email, PASSWORD)).status).toBe(200);
    const kept = again.at(made.url);
    expect((await kept.get('/api/profile')).status).toBe(200);
    expect((await again.signOut()).status).toBe(200);
    expect((await kept.get('/api/profile')).status).toBe(401);
  });

  it('processes a Stripe event delivered to both instances once, at once and again', async () => {
    const person = browser();
    const signUp = await person.signUp({
      name: 'Grace Hopper',
      email: uniqueEmail('scale-stripe'),
      password: PASSWORD,
    });
    expect(signUp.status, signUp.text).toBe(200);
    const userId = (signUp.json().user as { id: string }).id;
    const checkout = await person.post(
      '/api/stripe/create-checkout-session',
      checkoutBody('premium'),
    );
    expect(checkout.status, checkout.text).toBe(200);
    const session = stripe.completeCheckout(checkout.json().sessionId as string);
    const subscriptionId = session.subscription as string;
    const event = stripe.event('checkout.session.completed', session);
    const { payload, signature } = stripe.sign(event);
    const deliver = async (server: RunningServer) => {
      const res = await httpRequest(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: res.json() };
    };

    const atOnce = await Promise.all(servers.map(deliver));
    expect(atOnce.map((res) => res.status)).toEqual([200, 200]);
    expect(atOnce.map((res) => res.body.duplicate).sort()).toEqual([false, true]);
    const later = [await deliver(servers[0]!), await deliver(servers[1]!)];
    expect(later).toEqual([
      { status: 200, body: { received: true, duplicate: true } },
      { status: 200, body: { received: true, duplicate: true } },
    ]);

    // Processed once: one record of the event, one read of the subscription from Stripe.
    const records = await database!.db
      .select()
      .from(billingEvent)
      .where(eq(billingEvent.id, event.id as string));
    expect(records).toHaveLength(1);
    const reads = stripe.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(reads).toHaveLength(1);
    const [row] = await database!.db.select().from(profile).where(eq(profile.userId, userId));
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionTier: 'premium',
      paymentSubscriptionId: subscriptionId,
    });
    // The entitlement shows on both instances.
    for (const server of servers) {
      expect((await person.at(server.url).get('/api/profile')).json()).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionTier: 'premium',
      });
    }
  });

  it('refuses sign-in guesses at the same count whether they go to one instance or alternate', async () => {
    const limit = SIGN_IN_THROTTLE.failuresPerAddressAndEmail;
    const attempts = limit + 3;
    const guesses = async (client: ReturnType<typeof browser>, email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < attempts; i++)
        statuses.push((await client.signIn(email, 'not the password')).status);
      return statuses;
    };
    const expected = [...Array<number>(limit).fill(401), ...Array<number>(3).fill(429)];

    // On one instance.
    const alone = browser(servers[0]!.url);
    const aloneEmail = uniqueEmail('scale-limit-one');
    expect(
      (await alone.signUp({ name: 'One', email: aloneEmail, password: PASSWORD })).status,
    ).toBe(200);
    expect(await guesses(alone, aloneEmail)).toEqual(expected);

    // Through the proxy, every other guess on the other instance.
    const spread = browser();
    const spreadEmail = uniqueEmail('scale-limit-two');
    expect(
      (await spread.signUp({ name: 'Two', email: spreadEmail, password: PASSWORD })).status,
    ).toBe(200);
    expect(await guesses(spread, spreadEmail)).toEqual(expected);
    const instances = answeredBy(attempts);
    expect(instances, 'the guesses alternated').toEqual(
      instances.map((_, i) => (instances[0]! + i) % 2),
    );
  });
});
