import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import { SandboxResponseSchema } from '../../../shared/contracts/simulation.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { SimulationService } from './simulation.service.ts';

/**
 * SPEC.md section 7: GET /sandbox/{jobId}, with /finance-content/{jobId} as the page's fallback;
 * both give the same shape. They need a session (401) and an entitlement (402, PRODUCT.md D6); the
 * first opening of a role counts against the plan (D4).
 */
export const simulationRoutes: FastifyPluginAsyncZod<{
  simulation: SimulationService;
  billing: Pick<BillingService, 'openSimulation'>;
}> = async (app, { simulation, billing }) => {
  for (const url of ['/sandbox/:jobId', '/finance-content/:jobId']) {
    app.get(
      url,
      {
        schema: {
          params: JobParamsSchema,
          response: {
            200: SandboxResponseSchema,
            401: ErrorBodySchema,
            402: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const entitled = await app.requireEntitlement(request);
        const content = simulation.getSandbox(request.params.jobId);
        await billing.openSimulation(entitled, request.params.jobId);
        reply.header('cache-control', 'private, no-store');
        return content;
      },
    );
  }
};
