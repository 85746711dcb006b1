import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { JobProfile } from '../shared/contracts/catalogue.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import { createVitalsService } from './modules/vitals/vitals.service.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { revalidation } from './plugins/revalidation.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

export interface AppDeps {
  env: Pick<Env, 'NODE_ENV' | 'CONTACT_EMAIL' | 'WEB_DIST_DIR' | 'LOG_LEVEL'>;
  database: Database;
  roles: readonly JobProfile[];
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests drive it through `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.env.LOG_LEVEL },
    trustProxy: deps.env.NODE_ENV === 'production',
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  // Graceful shutdown: app.close() drains requests, then closes the database.
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders, { production: deps.env.NODE_ENV === 'production' });
  await app.register(revalidation);
  // Brotli or gzip for JSON and built assets above 1 KB; the catalogue list shrinks to under a third.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });

  const catalogue = createCatalogueService(deps.roles);
  const system = createSystemService({
    database: deps.database,
    roleCount: catalogue.count(),
    contactEmail: deps.env.CONTACT_EMAIL,
    developmentMode: deps.env.NODE_ENV !== 'production',
    log: app.log,
  });
  const vitals = createVitalsService(deps.database.db);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(vitalsRoutes, { vitals });
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { root: deps.env.WEB_DIST_DIR });
  return app;
}
