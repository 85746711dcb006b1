import { IDENTITY_MESSAGES, type IdentityCode } from '../domain/auth-messages.ts';

/**
 * Every `code` an API error answer can carry, one list for the server (AppError takes only these)
 * and the page (ApiError.code is one of these, or `http-error` when the answer had no body).
 */
export const API_ERROR_CODES = [
  ...(Object.keys(IDENTITY_MESSAGES) as IdentityCode[]),
  // requests
  'bad-request',
  'bad-url',
  'payload-too-large',
  'unsupported-media-type',
  'validation-failed',
  'not-found',
  'forbidden',
  'unauthenticated',
  'invalid-origin',
  'auth-error',
  'server-busy',
  'database-unavailable',
  'internal',
  // plans and simulations
  'subscription-required',
  'simulation-not-started',
  'simulation-not-ready',
  'simulation-limit',
  // billing
  'already-subscribed',
  'no-subscription',
  'card-declined',
  'checkout-complete',
  'checkout-expired',
  'payment-provider-error',
  'invalid-signature',
  'event-in-progress',
  // coach and model providers
  'coach-unavailable',
  'llm-busy',
  'llm-timeout',
  'llm-unavailable',
  // CV screening
  'resume-unavailable',
  'cv-too-long',
  'file-too-large',
  'too-many-files',
  'not-multipart',
  'no-file',
  'upload-failed',
  'unsupported-file',
  'unreadable-doc',
  'read-in-browser',
  'no-text',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What the page calls an error answer it could not read a code from. */
export const HTTP_ERROR = 'http-error';
export type ClientErrorCode = ApiErrorCode | typeof HTTP_ERROR;

const KNOWN = new Set<string>(API_ERROR_CODES);

/** A code from an answer's body, or `http-error` when it is missing or not one of ours. */
export function errorCodeOf(value: unknown): ClientErrorCode {
  return typeof value === 'string' && KNOWN.has(value) ? (value as ApiErrorCode) : HTTP_ERROR;
}
