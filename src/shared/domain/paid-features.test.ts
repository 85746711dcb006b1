import { describe, expect, it } from 'vitest';
import { monthlyPriceText, pricePromiseText } from './paid-features.ts';

describe('prices as pages write them', () => {
  it('says the monthly price, and the promise before sign-up', () => {
    expect(monthlyPriceText()).toBe('£9.99 a month');
    expect(monthlyPriceText(4.5)).toBe('£4.50 a month');
    expect(pricePromiseText()).toBe('£9.99 a month, cancel any time');
  });
});
