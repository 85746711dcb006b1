import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelRequestSchema,
  CancelResponseSchema,
  CheckoutSessionSchema,
  CreateCheckoutRequestSchema,
  LocalCheckoutSchema,
  LocalPaymentRequestSchema,
  LocalPaymentResultSchema,
  PlansResponseSchema,
} from '../../../shared/contracts/billing.ts';
import { BILLING_MESSAGES } from '../../../shared/domain/plans.ts';
import { AppError } from '../../errors.ts';
import { WebhookSignatureError, type StripePayments } from '../../providers/payments/stripe.ts';
import type { BillingService } from './billing.service.ts';

const CheckoutParamsSchema = z.object({
  id: z.string().regex(/^cs_local_[a-f0-9]{32}$/, 'This checkout does not exist.'),
});

/** SPEC.md section 7 (/stripe/*), PRODUCT.md D3-D5, and the local test checkout. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  stripe: StripePayments | null;
}> = async (app, { billing, stripe }) => {
  /** The session's user; a visitor is told, in SPEC.md's words, what signing in is for. */
  const signedIn = (request: FastifyRequest, visitorMessage: string) =>
    app.requireUser(request).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'unauthenticated')
        throw new AppError(401, 'unauthenticated', visitorMessage);
      throw error;
    });

  app.get('/billing/plans', { schema: { response: { 200: PlansResponseSchema } } }, async () =>
    billing.plans(),
  );

  app.post(
    '/stripe/create-checkout-session',
    {
      schema: { body: CreateCheckoutRequestSchema, response: { 200: CheckoutSessionSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      billing.createCheckout(await signedIn(request, 'Please sign in to subscribe.'), request.body),
  );

  app.post(
    '/stripe/cancel-subscription',
    {
      schema: { body: CancelRequestSchema, response: { 200: CancelResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      billing.cancel(await signedIn(request, BILLING_MESSAGES.loginToManage), request.body),
  );

  // Stripe signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    webhook.post('/stripe/webhook', async (request, reply) => {
      if (!stripe)
        throw new AppError(404, 'not-found', 'Stripe payments are not configured on this site.');
      if (!Buffer.isBuffer(request.body))
        throw new AppError(400, 'bad-request', 'The webhook needs a JSON body.');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = stripe.parseWebhook(
          request.body,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError(400, 'invalid-signature', 'The webhook signature is not valid.');
        throw error;
      }
      return reply.send(await billing.handleEvent(event));
    });
  });

  app.get(
    '/checkout/local/:id',
    { schema: { params: CheckoutParamsSchema, response: { 200: LocalCheckoutSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.getLocalCheckout(await app.requireUser(request), request.params.id);
    },
  );

  app.post(
    '/checkout/local/:id/pay',
    {
      schema: {
        params: CheckoutParamsSchema,
        body: LocalPaymentRequestSchema,
        response: { 200: LocalPaymentResultSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      billing.payLocalCheckout(await app.requireUser(request), request.params.id, request.body),
  );
};
