import type { ApiErrorCode } from '../../shared/contracts/error-codes.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/contracts/errors.ts';
import { AppError } from '../errors.ts';

/** Zod's built-in messages, which need the field name to make sense. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)/;

/** Codes for the framework's own 4xx answers (body too large, wrong content type, ...). */
const FRAMEWORK_CODES: Partial<Record<number, ApiErrorCode>> = {
  404: 'not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

/** Errors of a database that cannot be reached, wherever the driver or the ORM wraps them. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection refused/i;

/** Whether the error or one of its causes (the ORM wraps the driver's) passes the test. */
function someCause(error: unknown, test: (code: unknown, message: unknown) => boolean): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (test(code, message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export const isDatabaseUnreachable = (error: unknown) =>
  someCause(
    error,
    (code, message) =>
      (typeof code === 'string' && UNREACHABLE_CODES.has(code)) ||
      (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)),
  );

/**
 * Database errors that only input can cause (a NUL byte, a character the encoding cannot hold, a
 * value too long or out of range): a 400, not a 500, whichever route let it through.
 */
const INPUT_CODES = new Set(['22021', '22P05', '22P02', '22001', '22003', '54000']);

export const isBadInputForDatabase = (error: unknown) =>
  someCause(error, (code) => typeof code === 'string' && INPUT_CODES.has(code));

export const DATABASE_UNAVAILABLE_MESSAGE =
  'FinSim cannot reach its database just now. Please try again in a minute.';

/**
 * A validation problem as a sentence: messages our schemas write for people are kept as they are;
 * zod's generic ones get the field they are about.
 */
export function describeIssue(part: string, where: string, message: string): string {
  if (message && !GENERIC_MESSAGE.test(message)) return message;
  if (!where && part === 'body' && /expected object/.test(message))
    return 'The request body must be a JSON object of form fields.';
  return `Invalid ${part}${where ? ` field "${where}"` : ''}: ${message}`;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return describeIssue(error.validationContext ?? 'request', where, first.message ?? '');
    }
  }
  return error.message;
}

/**
 * One error handler: AppErrors and 4xx keep their message; anything else is logged with the
 * request id and answered "Internal server error", so no stack or SQL reaches a visitor.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorBody = {
          error: error.message,
          code: error.code,
          statusCode: error.statusCode,
        };
        return reply.code(error.statusCode).send(body);
      }
      const status = error.statusCode ?? 500;
      if (error.validation) {
        const body: ErrorBody = {
          error: describeValidation(error),
          code: 'validation-failed',
          statusCode: 400,
        };
        return reply.code(400).send(body);
      }
      if (status >= 400 && status < 500) {
        const code = FRAMEWORK_CODES[status] ?? 'bad-request';
        const body: ErrorBody = { error: error.message, code, statusCode: status };
        return reply.code(status).send(body);
      }
      if (isBadInputForDatabase(error)) {
        const body: ErrorBody = {
          error:
            'The request holds a character or a value we cannot store (such as a NUL byte). Please check it and try again.',
          code: 'bad-request',
          statusCode: 400,
        };
        return reply.code(400).send(body);
      }
      if (isDatabaseUnreachable(error)) {
        request.log.error({ err: error, requestId: request.id }, 'database unreachable');
        const body: ErrorBody = {
          error: DATABASE_UNAVAILABLE_MESSAGE,
          code: 'database-unavailable',
          statusCode: 503,
          requestId: request.id,
        };
        return reply.code(503).header('retry-after', '30').send(body);
      }
      request.log.error({ err: error, requestId: request.id }, 'request failed');
      const body: ErrorBody = {
        error: 'Internal server error',
        code: 'internal',
        statusCode: 500,
        requestId: request.id,
      };
      return reply.code(500).send(body);
    });
  },
  { name: 'error-handler' },
);
