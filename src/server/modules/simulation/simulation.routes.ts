import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import {
  SandboxResponseSchema,
  SimulationOutlineSchema,
  StartSimulationResponseSchema,
} from '../../../shared/contracts/simulation.ts';
import {
  createPrecompressedCache,
  MODERATE_COMPRESSION,
  sendPrecompressed,
} from '../../plugins/precompressed-json.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { SimulationService } from './simulation.service.ts';

const errors = { 401: ErrorBodySchema, 402: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * SPEC.md section 7: GET /sandbox/{jobId}, with /finance-content/{jobId} as the page's fallback;
 * both give the same shape. They need a session (401) and an entitlement (402, PRODUCT.md D6).
 * Opening a new role counts against the plan (D4), so it is an explicit POST that the cross-site
 * guard checks; the GETs read only roles already opened (409 otherwise), so a link or a top-level
 * navigation from another site can never spend a subscriber's allowance.
 */
export const simulationRoutes: FastifyPluginAsyncZod<{
  simulation: SimulationService;
  billing: Pick<BillingService, 'openSimulation' | 'requireOpened'>;
}> = async (app, { simulation, billing }) => {
  app.post(
    '/sandbox/:jobId/start',
    {
      schema: {
        params: JobParamsSchema,
        response: { 200: StartSimulationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      // An unknown role or one without content is a 404 before anything is counted.
      simulation.getSandbox(request.params.jobId);
      const openedCount = await billing.openSimulation(entitled, request.params.jobId);
      reply.header('cache-control', 'no-store');
      return {
        job_id: request.params.jobId,
        openedCount,
        maxSimulations: entitled.profile.maxSimulations,
      };
    },
  );

  // Public, like the catalogue: the role comparison shows what each simulation asks you to do.
  app.get(
    '/simulations/:jobId/outline',
    {
      schema: {
        params: JobParamsSchema,
        response: { 200: SimulationOutlineSchema, 404: ErrorBodySchema },
      },
      config: { revalidate: true },
    },
    async (request) => simulation.getOutline(request.params.jobId),
  );

  // A role's week is the same for every subscriber and never changes while the server runs: it is
  // checked against its schema, serialised and compressed once per role and then sent as stored
  // bytes. Per request this leaves the session and entitlement checks (it was a 200 KB zod
  // serialisation and a brotli pass each time, the page's slowest answer under load). At a moderate
  // level: 132 weeks of about 70 KB compressed at the highest took over 100 ms of a core each, and
  // in the load test of issue 17 people reaching new roles made that an eighth of the server's work.
  const weeks = createPrecompressedCache(MODERATE_COMPRESSION);
  const week = (jobId: string) =>
    weeks.get(jobId, () =>
      JSON.stringify(SandboxResponseSchema.parse(simulation.getSandbox(jobId))),
    );

  for (const url of ['/sandbox/:jobId', '/finance-content/:jobId']) {
    app.get(
      url,
      {
        schema: {
          params: JobParamsSchema,
          response: { 200: SandboxResponseSchema, 409: ErrorBodySchema, ...errors },
        },
        compress: false,
      },
      async (request, reply) => {
        const entitled = await app.requireEntitlement(request);
        // getSandbox throws the 404s (unknown role, no simulation) before anything is cached.
        simulation.getSandbox(request.params.jobId);
        billing.requireOpened(entitled, request.params.jobId);
        const body = await week(request.params.jobId);
        reply.header('cache-control', 'private, no-store');
        return sendPrecompressed(request, reply, body);
      },
    );
  }
};
