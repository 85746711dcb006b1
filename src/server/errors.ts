import type { ApiErrorCode } from '../shared/contracts/error-codes.ts';

/** A failure a person can act on: the error handler answers with its status and message. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not-found', message);
export const badRequest = (message: string) => new AppError(400, 'bad-request', message);

/** Bad content in content/: names the file, the item and the field, and stops the server at start. */
export class ContentError extends Error {
  override name = 'ContentError';
}
