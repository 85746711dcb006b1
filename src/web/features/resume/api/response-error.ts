import { reportSessionEnded } from '../../../lib/session-events.ts';

/**
 * The sentence a failed response carries in its `error` field, or `fallback`. An ended session is
 * reported, as the API client does, so the page signs out.
 */
export async function responseError(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    code?: unknown;
  } | null;
  const message = typeof body?.error === 'string' && body.error.trim() ? body.error : fallback;
  if (
    response.status === 401 &&
    (body?.code === 'user-disabled' || body?.code === 'user-token-expired')
  ) {
    reportSessionEnded(body.code, message);
  }
  return message;
}
