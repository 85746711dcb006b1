import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  moduleFiles,
  preloadLinks,
  readChunkManifest,
  withPreloads,
  type PageNeeds,
} from './page-preloads.ts';
import {
  createPrecompressedCache,
  MODERATE_COMPRESSION,
  sendPrecompressed,
} from './precompressed-json.ts';
import { etagMatches } from './revalidation.ts';

export interface WebAppOptions {
  root: string;
  /**
   * What the page at a path fetches first (page-needs.ts); the page names it so the browser asks
   * at once. Its answers must come from a bounded set: each distinct one is kept, compressed.
   */
  pageNeeds?: (request: FastifyRequest, pathname: string) => Promise<PageNeeds>;
}

/**
 * Serves the built React app: hashed assets are cached for a year, and every other GET that is
 * not an API call gets index.html (history fallback) so deep links like /role-selection work.
 * Unknown /api paths answer a JSON 404.
 *
 * The build writes .br and .gz siblings of every text file (scripts/vite-precompress.ts); they are
 * sent as they are, so serving a page costs no compression at run time (@fastify/compress leaves
 * an answer that already has a Content-Encoding alone). index.html is sent with the page's own
 * chunks and data named in its head (page-preloads.ts), each variant compressed once and kept.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: WebAppOptions) => {
    const indexFile = path.join(options.root, 'index.html');
    const hasBuild = await access(indexFile).then(
      () => true,
      () => false,
    );
    const indexHtml = hasBuild ? await readFile(indexFile, 'utf8') : '';
    const manifest = hasBuild ? await readChunkManifest(options.root) : null;
    // A page variant is compressed on its first visit, while that visitor waits: brotli quality 5
    // takes about 1.5 ms for the 60 KB page (quality 11, 60 ms) and sends 1 KB more.
    const pages = createPrecompressedCache(MODERATE_COMPRESSION);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The build manifest is for the server (page chunks), not for the web.
        allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
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

    const filesOf = new Map<string, string[]>();
    const noNeeds: PageNeeds = { fetches: [] };
    async function needsOf(request: FastifyRequest, pathname: string): Promise<PageNeeds> {
      if (!options.pageNeeds) return noNeeds;
      try {
        return await options.pageNeeds(request, pathname);
      } catch (error) {
        app.log.warn({ err: error }, 'page preloads could not be worked out; page sent without');
        return noNeeds;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
        const needs = await needsOf(request, pathname);
        let files: string[] = [];
        if (manifest && needs.module) {
          files = filesOf.get(needs.module) ?? moduleFiles(manifest, needs.module);
          filesOf.set(needs.module, files);
        }
        const links = preloadLinks(files, needs.fetches);
        const page = await pages.get(links, () => withPreloads(indexHtml, links));
        reply.header('cache-control', needs.personal ? 'private, no-cache' : 'no-cache');
        if (etagMatches(request.headers['if-none-match'], page.etag))
          return reply.code(304).header('etag', page.etag).send();
        return sendPrecompressed(request, reply, page, 'text/html; charset=utf-8');
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
