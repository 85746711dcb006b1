import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import { ProgressSchema, ProgressUpdateSchema } from '../../../shared/contracts/progress.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { ProgressService } from './progress.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * A user's progress through a role's week, kept on the server so it follows them to any device.
 * Guarded like the week itself: 401 without a session, 402 without a plan, 404 for an unknown role,
 * 409 for a role the user has not started (progress is only about a week they can read).
 */
export const progressRoutes: FastifyPluginAsyncZod<{
  progress: ProgressService;
  billing: Pick<BillingService, 'requireOpened'>;
}> = async (app, { progress, billing }) => {
  app.get(
    '/progress/:jobId',
    { schema: { params: JobParamsSchema, response: { 200: ProgressSchema, ...errors } } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      progress.requireRole(request.params.jobId);
      billing.requireOpened(entitled, request.params.jobId);
      reply.header('cache-control', 'private, no-store');
      return progress.get(entitled.user.id, request.params.jobId);
    },
  );

  app.put(
    '/progress/:jobId',
    {
      schema: {
        params: JobParamsSchema,
        body: ProgressUpdateSchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      progress.requireRole(request.params.jobId);
      billing.requireOpened(entitled, request.params.jobId);
      reply.header('cache-control', 'no-store');
      return progress.markOpened(entitled.user.id, request.params.jobId, request.body);
    },
  );
};
