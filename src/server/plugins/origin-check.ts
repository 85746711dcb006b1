import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a request that changes something and carries a cookie must
 * come from one of our own origins. Browsers send Origin with every such request. It applies to
 * every path, not only ones spelt "/api/...", because the router decodes "/%61pi/account" to the
 * same route.
 */
export const originCheck = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
    const trusted = new Set(options.trustedOrigins.map((origin) => new URL(origin).origin));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!request.headers.cookie) return;
      const origin = request.headers.origin;
      if (!origin || !trusted.has(origin)) {
        throw new AppError(
          403,
          'invalid-origin',
          'This request came from another site and was refused.',
        );
      }
    });
  },
  { name: 'origin-check' },
);
