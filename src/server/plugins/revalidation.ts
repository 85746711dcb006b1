import { createHash } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Send an ETag and let the browser revalidate (304 when it already has this body). */
    revalidate?: boolean;
  }
}

export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this ETag (or any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Routes with `config.revalidate` answer with an ETag and `Cache-Control: no-cache`. */
export const revalidation = fp(
  async (app: FastifyInstance) => {
    // The hook is added to the routes that ask for it, not run and skipped on every other request.
    app.addHook('onRoute', (route) => {
      if (!route.config?.revalidate) return;
      route.onSend = [route.onSend ?? []].flat().concat(revalidate);
    });
    const revalidate: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      // A precompressed body comes with the ETag of its uncompressed form (precompressed-json.ts).
      const preset = reply.getHeader('etag');
      const etag = typeof preset === 'string' ? preset : etagOf(payload);
      reply.header('etag', etag);
      reply.header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-encoding');
        return '';
      }
      return payload;
    };
  },
  { name: 'revalidation' },
);
