import { describe, expect, it } from 'vitest';
import { withArticle } from './start-gate.tsx';

describe('withArticle', () => {
  it('uses "a" and "an" as English does, initialisms by the sound of their first letter', () => {
    expect(withArticle('Trader')).toBe('a Trader');
    expect(withArticle('Actuarial Analyst')).toBe('an Actuarial Analyst');
    expect(withArticle('M&A Analyst')).toBe('an M&A Analyst');
    expect(withArticle('FX Sales Trader')).toBe('an FX Sales Trader');
    expect(withArticle('KYC Analyst')).toBe('a KYC Analyst');
    expect(withArticle('ESG Analyst')).toBe('an ESG Analyst');
  });
});
