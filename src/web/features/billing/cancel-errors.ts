import { ApiError } from '../../lib/api-client.ts';

/**
 * SPEC.md section 8: the server's error when it gave one, else the "failed" text for an answer
 * without one, else the text for a request that never got an answer.
 */
export function cancelFailureMessage(
  error: unknown,
  texts: { noServerMessage: string; noAnswer: string },
): string {
  if (error instanceof ApiError)
    return error.code === 'http-error' ? texts.noServerMessage : error.message;
  return texts.noAnswer;
}
