import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JobListSchema,
  JobParamsSchema,
  JobProfileSchema,
} from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/jobs',
    { schema: { response: { 200: JobListSchema } }, config: { revalidate: true } },
    async () => catalogue.listJobs(),
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
