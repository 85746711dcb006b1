import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ShareParamsSchema,
  ShareRequestSchema,
  ShareResponseSchema,
  SharedResultsSchema,
} from '../../../shared/contracts/shares.ts';
import type { SharesService } from './shares.service.ts';

export const sharesRoutes: FastifyPluginAsyncZod<{ shares: SharesService }> = async (
  app,
  { shares },
) => {
  app.post(
    '/quiz/share',
    {
      schema: { body: ShareRequestSchema, response: { 201: ShareResponseSchema } },
      // Counted in the database (rate-limiter.ts), so every instance shares the budget.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const shared = await shares.share(request.body, await app.optionalUser(request));
      return reply.code(201).send(shared);
    },
  );

  app.get(
    '/quiz/shared/:shareId',
    {
      schema: { params: ShareParamsSchema, response: { 200: SharedResultsSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const shared = await shares.get(request.params.shareId);
      // The link is the only key: keep it out of shared caches and search results.
      reply.header('cache-control', 'private, max-age=300');
      reply.header('x-robots-tag', 'noindex');
      return shared;
    },
  );
};
