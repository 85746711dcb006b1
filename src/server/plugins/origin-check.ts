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
    // A synchronous hook: every request passes here, and most of them are reads.
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin;
      const refused =
        !SAFE_METHODS.has(request.method) &&
        request.headers.cookie !== undefined &&
        (!origin || !trusted.has(origin));
      done(
        refused
          ? new AppError(
              403,
              'invalid-origin',
              'This request came from another site and was refused.',
            )
          : undefined,
      );
    });
  },
  { name: 'origin-check' },
);
