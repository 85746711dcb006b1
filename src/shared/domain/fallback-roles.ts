import type { JobSummary } from '../contracts/catalogue.ts';
import { deriveCategory, deriveDifficulty, deriveSalaryRange } from './role-derivations.ts';

/**
 * SPEC.md section 8: when the catalogue cannot be loaded (error or 10 s timeout) the role page
 * shows these five built-in roles. Their ids are catalogue ids, so each still opens its profile
 * once the server is reachable again.
 */
const FALLBACK_ROLE_TEXT = [
  {
    job_id: 'investment-banking-analyst',
    title: 'Investment Banking Analyst',
    summary:
      'Build the models, pitch books and due diligence behind mergers, acquisitions and capital raisings.',
    description:
      'Investment banking analysts support the bankers who advise companies on buying, selling and raising money. You build valuation models, prepare pitch books and help run deals from the first meeting to completion.',
    skills: [
      'Financial modelling',
      'Valuation',
      'Microsoft Excel',
      'PowerPoint',
      'Accounting',
      'Attention to detail',
    ],
  },
  {
    job_id: 'equity-research-analyst',
    title: 'Equity Research Analyst',
    summary:
      'Study listed companies in one sector and publish views on whether their shares are worth buying.',
    description:
      'Equity research analysts follow a group of listed companies, build earnings forecasts, meet management teams and write reports with buy, hold or sell recommendations for investors.',
    skills: [
      'Financial modelling',
      'Sector analysis',
      'Report writing',
      'Valuation',
      'Microsoft Excel',
      'Presenting',
    ],
  },
  {
    job_id: 'equity-derivatives-trader',
    title: 'Trader',
    summary:
      'Buy and sell financial instruments for clients or the firm, managing the risk of the positions held.',
    description:
      'Traders quote prices to clients, execute orders in the market and manage the risk of the book they run. The job rewards quick, calm decisions and a close reading of market news.',
    skills: [
      'Market knowledge',
      'Quick mental arithmetic',
      'Risk management',
      'Decision making',
      'Bloomberg',
      'Communication',
    ],
  },
  {
    job_id: 'private-equity-associate',
    title: 'Private Equity Associate',
    summary:
      'Find, analyse and execute investments in private companies, then help them grow in value.',
    description:
      'Private equity associates screen companies to buy, build buyout models, run due diligence with advisers and support portfolio companies after the deal closes.',
    skills: [
      'LBO modelling',
      'Due diligence',
      'Commercial judgement',
      'Microsoft Excel',
      'Negotiation support',
      'Writing investment papers',
    ],
  },
  {
    job_id: 'market-risk-analyst',
    title: 'Risk Analyst',
    summary:
      'Measure and report the risks a financial firm runs so that losses stay within agreed limits.',
    description:
      'Risk analysts measure exposures such as market moves, defaults and operational failures, check them against limits, and explain the results to traders, managers and regulators.',
    skills: [
      'Statistics',
      'Value at risk',
      'Python or SQL',
      'Microsoft Excel',
      'Regulatory knowledge',
      'Clear reporting',
    ],
  },
] as const;

export const FALLBACK_ROLES: readonly JobSummary[] = FALLBACK_ROLE_TEXT.map((role) => ({
  ...role,
  skills: [...role.skills],
  category: deriveCategory(role.title),
  difficulty: deriveDifficulty(role.title),
  salary_range: deriveSalaryRange(role.title),
}));
