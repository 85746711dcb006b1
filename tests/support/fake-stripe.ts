import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** Reads Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else node = (slot[part] ??= nextIsIndex ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A loopback HTTP server that speaks the part of Stripe's API we use (checkout sessions,
 * subscriptions), so the real `stripe` SDK can be driven against it, and that signs webhook events
 * with the endpoint secret the way Stripe does.
 */
export class FakeStripe {
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly requests: Array<{ method: string; path: string; body: Json }> = [];
  /** While true, every API call answers 503 as Stripe does during an incident. */
  outage = false;
  private server: Server | undefined;
  private readonly signer = new Stripe('sk_test_signer');

  constructor(
    readonly secretKey = 'sk_test_fake',
    readonly webhookSecret = 'whsec_fake_secret',
  ) {}

  async start(): Promise<URL> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
          res.end(JSON.stringify(body));
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return new URL(`http://127.0.0.1:${port}`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const body = raw ? parseStripeForm(raw) : {};
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (this.outage) return error(503, 'api_error', 'Stripe is unavailable');
    if (req.headers.authorization !== `Bearer ${this.secretKey}`)
      return error(401, 'authentication_error', 'Invalid API Key provided');

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription')
        return error(400, 'invalid_request_error', 'mode must be subscription');
      if (!Array.isArray(body.line_items) || !body.success_url)
        return error(400, 'invalid_request_error', 'Missing required param: line_items.');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        currency: body.currency ?? null,
        customer_email: body.customer_email,
        client_reference_id: body.client_reference_id,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        line_items: body.line_items,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        subscription: null,
        customer: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }

    const match = url.pathname.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (match) {
      const subscription = this.subscriptions.get(match[1]!);
      if (!subscription)
        return error(
          404,
          'invalid_request_error',
          `No such subscription: '${match[1]}'`,
          'resource_missing',
        );
      if (req.method === 'POST') {
        if (body.cancel_at_period_end === 'true') {
          subscription.cancel_at_period_end = true;
          subscription.cancel_at = this.periodEnd(subscription);
        }
      } else if (req.method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = Math.floor(Date.now() / 1000);
      }
      return { status: 200, body: subscription };
    }
    return error(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${url.pathname})`,
    );
  }

  private periodEnd(subscription: Json): number {
    const items = subscription.items as { data: Array<{ current_period_end: number }> };
    return items.data[0]!.current_period_end;
  }

  /** What Stripe does when the customer pays: a customer and an active subscription appear. */
  completeCheckout(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const id = newId('sub');
    const customer = newId('cus');
    const lineItem = (session.line_items as Json[])[0]!;
    this.subscriptions.set(id, {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: (session.subscription_data as Json).metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: { id: (lineItem.price as string) ?? newId('price'), object: 'price' },
            current_period_start: now,
            current_period_end: now + 30 * 24 * 3600,
          },
        ],
      },
    });
    Object.assign(session, { status: 'complete', subscription: id, customer });
    return { ...session };
  }

  /** A Stripe event envelope around an object. */
  event(type: string, object: Json): Json {
    return {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2025-10-29',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
  }

  /** The body and Stripe-Signature header Stripe would send for an event. */
  sign(event: Json, secret = this.webhookSecret): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return {
      payload,
      signature: this.signer.webhooks.generateTestHeaderString({ payload, secret }),
    };
  }
}

function error(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}
