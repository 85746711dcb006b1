import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JobParamsSchema, JobProfileSchema } from '../../../shared/contracts/catalogue.ts';
import { ErrorBodySchema } from '../../../shared/contracts/errors.ts';
import { createPrecompressedCache, sendPrecompressed } from '../../plugins/precompressed-json.ts';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  // The catalogue never changes while the server runs: each answer is serialised and compressed
  // once, then sent as stored bytes (no per-request brotli on libuv's shared thread pool).
  const bodies = createPrecompressedCache();
  const list = () => bodies.get('list', () => catalogue.listJobsJson());
  // Compressed in the background at start, so the first visitor does not wait for it.
  list().catch((error: unknown) => app.log.error({ err: error }, 'catalogue compression failed'));

  app.get('/jobs', { compress: false, config: { revalidate: true } }, async (request, reply) =>
    sendPrecompressed(request, reply, await list()),
  );

  app.get(
    '/jobs/:jobId',
    {
      schema: {
        params: JobParamsSchema,
        response: { 200: JobProfileSchema, 404: ErrorBodySchema },
      },
      compress: false,
      config: { revalidate: true },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      // getJobJson throws the 404 before anything is cached, so only real role ids become keys.
      const body = await bodies.get(`job:${jobId}`, () => catalogue.getJobJson(jobId));
      return sendPrecompressed(request, reply, body);
    },
  );
};
