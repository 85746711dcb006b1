import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn.ts';

describe('passesLuhn', () => {
  it('accepts the test card numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
  });
  it('refuses a mistyped number', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
    expect(passesLuhn('42424242a4242424')).toBe(false);
  });
});
