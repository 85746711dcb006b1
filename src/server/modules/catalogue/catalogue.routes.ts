import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema, JobProfileSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  // The list was validated against JobListSchema and serialised once at start.
  app.get('/jobs', { config: { revalidate: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(catalogue.listJobsJson()),
  );

  app.get(
    '/jobs/:jobId',
    {
      schema: {
        params: JobParamsSchema,
        response: { 200: JobProfileSchema, 404: ErrorBodySchema },
      },
      config: { revalidate: true },
    },
    async (request) => catalogue.getJob(request.params.jobId),
  );
};
