/**
 * Role derivations of SPEC.md section 9: category, difficulty and salary band, all from the
 * words of a role's title. Pure functions, shared by the server (API) and the page (fallback roles).
 *
 * Matching is on whole words, case-insensitive: "vp" matches "VP, Rates Sales" but not "MVP";
 * "fund" matches "Fund Accountant" and "Funds" but not "Fundamental".
 */

export const CATEGORIES = [
  'Investment Banking',
  'Research',
  'Sales & Trading',
  'Risk Management',
  'Private Equity',
  'Hedge Funds',
  'Asset Management',
  'FinTech',
  'Compliance',
  'Corporate Finance',
  'Other',
] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * Category keywords in precedence order: the first category with a keyword in the title wins.
 * What a person does every day (the function: compliance, risk, technology, research, trading)
 * comes before where they sit (the business: private equity, hedge fund, bank, asset manager,
 * corporate), so "Hedge Fund Risk Manager" is Risk Management and "Private Equity Compliance
 * Officer" is Compliance. Docs: docs/decisions/002-role-derivations.md.
 */
export const CATEGORY_KEYWORDS: ReadonlyArray<readonly [Category, readonly string[]]> = [
  [
    'Compliance',
    [
      'compliance',
      'aml',
      'anti-money laundering',
      'kyc',
      'know your customer',
      'regulatory',
      'financial crime',
      'sanctions',
      'conduct',
      'audit',
      'auditor',
    ],
  ],
  ['Risk Management', ['risk', 'actuary', 'actuarial', 'underwriter', 'underwriting']],
  [
    'FinTech',
    [
      'fintech',
      'blockchain',
      'crypto',
      'digital assets',
      'payments',
      'software',
      'engineer',
      'developer',
      'data scientist',
      'product manager',
      'machine learning',
      'open banking',
    ],
  ],
  ['Research', ['research', 'researcher', 'economist', 'strategist']],
  [
    'Sales & Trading',
    ['trader', 'trading', 'sales', 'salesperson', 'structurer', 'market maker', 'broker'],
  ],
  [
    'Private Equity',
    ['private equity', 'buyout', 'venture capital', 'venture', 'growth equity', 'private credit'],
  ],
  [
    'Hedge Funds',
    ['hedge fund', 'quantitative', 'quant', 'macro', 'long/short', 'systematic', 'multi-strategy'],
  ],
  [
    'Investment Banking',
    [
      'investment banking',
      'investment banker',
      'm&a',
      'mergers',
      'acquisitions',
      'capital markets',
      'ecm',
      'dcm',
      'leveraged finance',
      'restructuring',
    ],
  ],
  [
    'Asset Management',
    [
      'asset management',
      'asset manager',
      'portfolio',
      'fund',
      'wealth',
      'investment manager',
      'private banker',
      'financial adviser',
      'financial advisor',
      'pension',
      'multi-asset',
      'stewardship',
    ],
  ],
  [
    'Corporate Finance',
    [
      'corporate finance',
      'fp&a',
      'financial planning',
      'treasury',
      'treasurer',
      'controller',
      'cfo',
      'chief financial officer',
      'finance business partner',
      'corporate development',
      'investor relations',
      'accountant',
      'tax',
      'budget',
    ],
  ],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, case-insensitive matcher for one keyword; a trailing plural "s" is allowed. */
function wordMatcher(keyword: string): RegExp {
  // Letters and digits are "word" characters; "&", "/" and "-" inside a keyword stay literal.
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(keyword)}s?(?![a-z0-9])`, 'i');
}

function hasAnyWord(title: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => wordMatcher(keyword).test(title));
}

export function deriveCategory(title: string): Category {
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    if (hasAnyWord(title, keywords)) return category;
  }
  return 'Other';
}

/**
 * Seniority bands of SPEC.md section 9. When a title holds keywords of two bands the most senior
 * band wins ("Associate Director" is senior, "Analyst Manager" is mid): a title names the level of
 * the job by its most senior word.
 */
const SENIOR_WORDS = ['director', 'head', 'vp', 'vice president'] as const;
const MID_WORDS = ['associate', 'manager'] as const;
const ENTRY_WORDS = ['analyst'] as const;

export type SeniorityBand = 'senior' | 'mid' | 'entry' | 'unspecified';

export function deriveSeniorityBand(title: string): SeniorityBand {
  if (hasAnyWord(title, SENIOR_WORDS)) return 'senior';
  if (hasAnyWord(title, MID_WORDS)) return 'mid';
  if (hasAnyWord(title, ENTRY_WORDS)) return 'entry';
  return 'unspecified';
}

export const DIFFICULTIES = ['entry', 'mid', 'senior'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export function deriveDifficulty(title: string): Difficulty {
  const band = deriveSeniorityBand(title);
  return band === 'unspecified' ? 'mid' : band;
}

export interface SalaryBand {
  /** Lower bound in thousands of GBP a year. */
  minK: number;
  /** Upper bound in thousands of GBP a year. */
  maxK: number;
  /** True when the upper bound is open ("200k+"). */
  openEnded: boolean;
}

const SALARY_BANDS: Record<SeniorityBand, SalaryBand> = {
  entry: { minK: 40, maxK: 70, openEnded: false },
  mid: { minK: 60, maxK: 100, openEnded: false },
  senior: { minK: 100, maxK: 200, openEnded: true },
  unspecified: { minK: 50, maxK: 80, openEnded: false },
};

export function deriveSalaryBand(title: string): SalaryBand {
  return SALARY_BANDS[deriveSeniorityBand(title)];
}

/** The salary band as shown to people and sent by the API, e.g. "£40k-£70k" or "£100k-£200k+". */
export function formatSalaryBand(band: SalaryBand): string {
  return `£${band.minK}k-£${band.maxK}k${band.openEnded ? '+' : ''}`;
}

export function deriveSalaryRange(title: string): string {
  return formatSalaryBand(deriveSalaryBand(title));
}

export function categorySlug(category: Category): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
