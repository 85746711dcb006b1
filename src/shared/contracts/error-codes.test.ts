import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../domain/auth-messages.ts';
import { API_ERROR_CODES, errorCodeOf } from './error-codes.ts';
import { ErrorBodySchema } from './errors.ts';

describe('the API error codes', () => {
  it('are one list without repeats, holding every identity code of SPEC.md section 8', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of Object.keys(IDENTITY_MESSAGES)) expect(API_ERROR_CODES).toContain(code);
  });

  it('are what the page reads from an answer; anything else is an http-error', () => {
    expect(errorCodeOf('subscription-required')).toBe('subscription-required');
    expect(errorCodeOf('fst_err_ctp_body_too_large')).toBe('http-error');
    expect(errorCodeOf(undefined)).toBe('http-error');
    expect(errorCodeOf(402)).toBe('http-error');
  });

  it('bound the error body a route may send', () => {
    const body = { error: 'Please sign in to continue.', statusCode: 401 };
    expect(ErrorBodySchema.safeParse({ ...body, code: 'unauthenticated' }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ ...body, code: 'not-a-code' }).success).toBe(false);
  });
});
