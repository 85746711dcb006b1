import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VitalReportSchema } from '../../../shared/contracts/vitals.ts';
import type { VitalsService } from './vitals.service.ts';

export const vitalsRoutes: FastifyPluginAsyncZod<{ vitals: VitalsService }> = async (
  app,
  { vitals },
) => {
  app.post(
    '/vitals',
    {
      schema: { body: VitalReportSchema },
      // A page reports at most five metrics per view; this leaves room for busy readers.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await vitals.record(request.body);
      return reply.code(204).send();
    },
  );
};
