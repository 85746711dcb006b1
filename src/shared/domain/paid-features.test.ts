import { describe, expect, it } from 'vitest';
import { formatGbp, monthlyPriceText, pricePromiseText } from './paid-features.ts';

describe('prices as pages write them', () => {
  it('writes pounds with the sign, pence and a thousands separator', () => {
    expect(formatGbp(9.99)).toBe('£9.99');
    expect(formatGbp(12)).toBe('£12.00');
    expect(formatGbp(1234.5)).toBe('£1,234.50');
  });

  it('says the monthly price, and the promise before sign-up', () => {
    expect(monthlyPriceText()).toBe('£9.99 a month');
    expect(monthlyPriceText(4.5)).toBe('£4.50 a month');
    expect(pricePromiseText()).toBe('£9.99 a month, cancel any time');
  });
});
