import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body.ts';
import { authLogLevel, signInDelayMs, SIGN_IN_THROTTLE } from './auth.ts';

describe('jsonDepth', () => {
  it('counts nesting of objects and arrays', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
  });

  it('stops counting once past the limit', () => {
    expect(jsonDepth('['.repeat(100_000), 32)).toBe(33);
  });
});

describe('signInDelayMs', () => {
  it('slows an account down only after its failures pass the threshold, up to a cap', () => {
    const after = SIGN_IN_THROTTLE.slowAfterFailuresPerEmail;
    expect(signInDelayMs(after)).toBe(0);
    expect(signInDelayMs(after + 1)).toBe(SIGN_IN_THROTTLE.delayStepMs);
    expect(signInDelayMs(after + 1000)).toBe(SIGN_IN_THROTTLE.maxDelayMs);
  });
});

describe('authLogLevel', () => {
  it('logs a refused callback URL or origin as a warning, and real errors as errors', () => {
    expect(authLogLevel('error', 'Invalid callbackURL: https://evil.example')).toBe('warn');
    expect(authLogLevel('error', 'Invalid origin: https://evil.example')).toBe('warn');
    expect(authLogLevel('error', 'Failed to create session')).toBe('error');
    expect(authLogLevel('info', 'Invalid callbackURL')).toBe('info');
  });
});
