import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app: hashed assets are cached for a year, and every other GET that is
 * not an API call gets index.html (history fallback) so deep links like /role-selection work.
 * Unknown /api paths answer a JSON 404.
 *
 * The build writes .br and .gz siblings of every text file (scripts/vite-precompress.ts); they are
 * sent as they are, so serving a page costs no compression at run time (@fastify/compress leaves
 * an answer that already has a Content-Encoding alone).
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const indexFile = path.join(options.root, 'index.html');
    const hasBuild = await access(indexFile).then(
      () => true,
      () => false,
    );
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn(`No built web app at ${options.root}: run "npm run build" to serve pages.`);
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({
        error: isApi ? `No API endpoint ${request.method} ${pathname}` : 'Page not found',
        code: 'not-found',
        statusCode: 404,
      });
    });
  },
  { name: 'web-app' },
);
