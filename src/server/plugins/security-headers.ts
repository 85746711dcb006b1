import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Powerful browser features the product never uses, switched off for every page and frame. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers and a Content-Security-Policy the built app passes: every script, font and
 * request goes to our own origin. Styles allow inline attributes because dialog primitives set
 * scroll-lock styles at run time; no inline script is ever allowed.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // CSP frame-ancestors 'none' already forbids framing; one rule, not two that could disagree.
      xFrameOptions: false,
      strictTransportSecurity: options.production ? { maxAge: 31_536_000 } : false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
