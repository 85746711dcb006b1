import { z } from 'zod';
import { API_ERROR_CODES } from './error-codes.ts';

/** The body of every non-2xx API answer. `error` is a sentence a person can read. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(API_ERROR_CODES),
  statusCode: z.number().int(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The error answers of a route that needs a subscriber who has started a role. */
export const ROLE_ROUTE_ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
