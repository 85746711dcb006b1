import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from './test-app.ts';

/**
 * A browser-like client over app.inject: keeps cookies, sends our Origin on writes, and comes
 * from its own client address so rate limits of one test do not leak into another.
 */
export function createClient(app: FastifyInstance, options: { origin?: string } = {}) {
  const cookies = new Map<string, string>();
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()))
        cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers.origin = options.origin ?? TEST_ORIGIN;
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return remember(response);
  }

  return {
    cookies,
    remoteAddress,
    get: (url: string) => request('GET', url),
    post: (url: string, body: unknown = {}) => request('POST', url, body),
    patch: (url: string, body: unknown) => request('PATCH', url, body),
    put: (url: string, body: unknown) => request('PUT', url, body),
    del: (url: string) => request('DELETE', url),
    signUp: (body: { name: string; email: string; password: string }) =>
      request('POST', '/api/auth/sign-up/email', body),
    signIn: (email: string, password: string) =>
      request('POST', '/api/auth/sign-in/email', { email, password }),
    signOut: () => request('POST', '/api/auth/sign-out', {}),
  };
}

export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now()}-${randomInt(1e9)}@example.com`;
