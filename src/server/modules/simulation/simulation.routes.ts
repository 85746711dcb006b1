import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import { SandboxResponseSchema } from '../../../shared/contracts/simulation.ts';
import type { SimulationService } from './simulation.service.ts';

/**
 * SPEC.md section 7: GET /sandbox/{jobId}, with /finance-content/{jobId} as the page's fallback;
 * both give the same shape. Open until the billing issue adds the entitlement guard.
 */
export const simulationRoutes: FastifyPluginAsyncZod<{ simulation: SimulationService }> = async (
  app,
  { simulation },
) => {
  for (const url of ['/sandbox/:jobId', '/finance-content/:jobId']) {
    app.get(
      url,
      {
        schema: {
          params: JobParamsSchema,
          response: { 200: SandboxResponseSchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        return simulation.getSandbox(request.params.jobId);
      },
    );
  }
};
