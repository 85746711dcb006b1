import { errorCodeOf, type ClientErrorCode } from '../../shared/contracts/error-codes.ts';
import { reportSessionEnded } from './session-events.ts';

/** An API answer that was not 2xx, carrying the server's sentence for the person. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs)
    : undefined;
  try {
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method: options.method ?? 'GET',
        headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw new TimeoutError(`The request to ${path} took longer than ${options.timeoutMs} ms.`);
      }
      throw error;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: string;
        code?: string;
      } | null;
      if (
        response.status === 401 &&
        (body?.code === 'user-disabled' || body?.code === 'user-token-expired')
      ) {
        reportSessionEnded(body.code, body.error ?? '');
      }
      throw new ApiError(
        response.status,
        errorCodeOf(body?.code),
        body?.error ?? `The server answered ${response.status}.`,
      );
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
