import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, SiteInfoSchema } from '../../../shared/contracts/system.ts';
import type { SystemService } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const health = await system.checkHealth();
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/site',
    { schema: { response: { 200: SiteInfoSchema } }, config: { revalidate: true } },
    async () => system.siteInfo(),
  );
};
