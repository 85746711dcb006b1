import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_KEYWORDS,
  categorySlug,
  deriveCategory,
  deriveDifficulty,
  deriveSalaryRange,
} from './role-derivations.ts';

describe('deriveDifficulty (SPEC.md section 9)', () => {
  it.each([
    ['Investment Banking Analyst', 'entry'],
    ['Private Equity Associate', 'mid'],
    ['Wealth Manager', 'mid'],
    ['Mid-Market M&A Director', 'senior'],
    ['Head of Treasury', 'senior'],
    ['ECM VP', 'senior'],
    ['Vice President, Emerging Markets Sales', 'senior'],
    ['Economist', 'mid'],
    ['Financial Controller', 'mid'],
  ] as const)('%s is %s', (title, expected) => {
    expect(deriveDifficulty(title)).toBe(expected);
  });

  it('matches whole words only', () => {
    // "vp" inside "MVP", "head" inside "Headquarters", "analyst" inside "Analystics" do not count.
    expect(deriveDifficulty('MVP Builder')).toBe('mid');
    expect(deriveSalaryRange('MVP Builder')).toBe('£50k-£80k');
    expect(deriveDifficulty('Headquarters Coordinator')).toBe('mid');
    expect(deriveSalaryRange('Headquarters Coordinator')).toBe('£50k-£80k');
    expect(deriveDifficulty('Associateship Planner')).toBe('mid');
    expect(deriveSalaryRange('Associateship Planner')).toBe('£50k-£80k');
    expect(deriveDifficulty('Analystics Lead')).toBe('mid');
    expect(deriveSalaryRange('Analystics Lead')).toBe('£50k-£80k');
  });

  it('is case-insensitive', () => {
    expect(deriveDifficulty('investment banking ANALYST')).toBe('entry');
    expect(deriveDifficulty('vp, rates')).toBe('senior');
  });

  it('lets the most senior keyword win when a title has two', () => {
    expect(deriveDifficulty('Associate Director')).toBe('senior');
    expect(deriveDifficulty('Analyst Manager')).toBe('mid');
    expect(deriveDifficulty('Head Analyst')).toBe('senior');
    expect(deriveDifficulty('VP Associate')).toBe('senior');
  });
});

describe('deriveSalaryRange (SPEC.md section 9, GBP)', () => {
  it.each([
    ['Equity Research Analyst', '£40k-£70k'],
    ['Growth Equity Associate', '£60k-£100k'],
    ['Operational Risk Manager', '£60k-£100k'],
    ['FP&A Director', '£100k-£200k+'],
    ['Head of Compliance', '£100k-£200k+'],
    ['Counterparty Credit Risk VP', '£100k-£200k+'],
    ['Rates Strategist', '£50k-£80k'],
  ] as const)('%s earns %s', (title, expected) => {
    expect(deriveSalaryRange(title)).toBe(expected);
  });

  it('follows the same precedence as difficulty', () => {
    expect(deriveSalaryRange('Associate Director')).toBe('£100k-£200k+');
    expect(deriveSalaryRange('Analyst Manager')).toBe('£60k-£100k');
  });
});

describe('deriveCategory', () => {
  it.each([
    ['Investment Banking Analyst', 'Investment Banking'],
    ['M&A Analyst', 'Investment Banking'],
    ['Debt Capital Markets Analyst', 'Investment Banking'],
    ['Equity Research Analyst', 'Research'],
    ['Economist', 'Research'],
    ['Rates Strategist', 'Research'],
    ['Equity Derivatives Trader', 'Sales & Trading'],
    ['FX Sales Associate', 'Sales & Trading'],
    ['Market Risk Analyst', 'Risk Management'],
    ['Actuarial Analyst', 'Risk Management'],
    ['Private Equity Associate', 'Private Equity'],
    ['Venture Capital Analyst', 'Private Equity'],
    ['Hedge Fund Accountant', 'Hedge Funds'],
    ['Quantitative Analyst', 'Hedge Funds'],
    ['Long/Short Equity Analyst', 'Hedge Funds'],
    ['Wealth Manager', 'Asset Management'],
    ['Fund Accountant', 'Asset Management'],
    ['Payments Product Manager', 'FinTech'],
    ['Blockchain Engineer', 'FinTech'],
    ['KYC Analyst', 'Compliance'],
    ['Head of Financial Crime', 'Compliance'],
    ['FP&A Analyst', 'Corporate Finance'],
    ['Head of Treasury', 'Corporate Finance'],
    ['Credit Analyst', 'Other'],
    ['Mortgage Adviser', 'Other'],
  ] as const)('%s is %s', (title, expected) => {
    expect(deriveCategory(title)).toBe(expected);
  });

  it('matches whole words: "fund" is not inside "fundamental", "risk" not inside "brisk"', () => {
    expect(deriveCategory('Fundamentals Coach')).toBe('Other');
    expect(deriveCategory('Brisk Walker')).toBe('Other');
    expect(deriveCategory('Funds Administrator')).toBe('Asset Management');
  });

  it('resolves two keywords by precedence: function before business', () => {
    expect(deriveCategory('Hedge Fund Risk Manager')).toBe('Risk Management');
    expect(deriveCategory('Private Equity Compliance Officer')).toBe('Compliance');
    expect(deriveCategory('Conduct Risk Manager')).toBe('Compliance');
    expect(deriveCategory('Software Engineer, Trading Platforms')).toBe('FinTech');
    expect(deriveCategory('Hedge Fund Investor Relations Manager')).toBe('Hedge Funds');
    expect(deriveCategory('Private Equity Fund Controller')).toBe('Private Equity');
    expect(deriveCategory('Investment Banking Sales')).toBe('Sales & Trading');
  });

  it('covers every category but Other with keywords, each once', () => {
    const keyed = CATEGORY_KEYWORDS.map(([category]) => category);
    expect(new Set(keyed).size).toBe(keyed.length);
    expect([...keyed, 'Other'].sort()).toEqual([...CATEGORIES].sort());
  });
});

describe('categorySlug', () => {
  it('makes file-safe slugs', () => {
    expect(categorySlug('Sales & Trading')).toBe('sales-and-trading');
    expect(categorySlug('FinTech')).toBe('fintech');
  });
});
