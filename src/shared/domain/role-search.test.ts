import { describe, expect, it } from 'vitest';
import {
  excerptAround,
  highlightSegments,
  matchedSkills,
  queryTerms,
  termsIn,
  rankRoles,
  type SearchableRole,
} from './role-search.ts';

function role(title: string, more: Partial<SearchableRole> = {}): SearchableRole {
  return {
    title,
    skills: ['Microsoft Excel', 'Report writing'],
    summary: `${title}s do the work of the role.`,
    description: 'Day to day work with the team, clients and managers of the business.',
    ...more,
  };
}

const titles = (ranked: ReadonlyArray<{ role: SearchableRole }>) => ranked.map((r) => r.role.title);

describe('queryTerms', () => {
  it('lowercases, splits on spaces, hyphens and slashes, and drops repeats', () => {
    expect(queryTerms('  Market  RISK risk ')).toEqual(['market', 'risk']);
    expect(queryTerms('anti-money long/short')).toEqual(['anti', 'money', 'long', 'short']);
  });

  it('keeps finance words whole: M&A, FP&A, kdb+, C#', () => {
    expect(queryTerms('M&A fp&a KDB+ c#')).toEqual(['m&a', 'fp&a', 'kdb+', 'c#']);
  });

  it('drops little words unless the query has nothing else', () => {
    expect(queryTerms('head of the treasury')).toEqual(['head', 'treasury']);
    expect(queryTerms('of')).toEqual(['of']);
    expect(queryTerms('  ')).toEqual([]);
  });
});

describe('rankRoles', () => {
  it('puts roles with the word in the title before those with it in skills, then description', () => {
    const roles = [
      role('Wealth Manager', { description: 'Talks clients through the risk in their portfolio.' }),
      role('Quantitative Developer', { skills: ['C++', 'Risk engines'] }),
      role('Market Risk Analyst'),
      role('Payments Product Manager'),
    ];
    expect(titles(rankRoles(roles, 'risk'))).toEqual([
      'Market Risk Analyst',
      'Quantitative Developer',
      'Wealth Manager',
    ]);
  });

  it('finds a role only when every meaningful word of the query is in it somewhere', () => {
    const roles = [
      role('Market Risk Analyst'),
      role('Credit Risk Analyst'),
      role('Markets Sales Associate'),
    ];
    expect(titles(rankRoles(roles, 'market risk'))).toEqual(['Market Risk Analyst']);
    expect(titles(rankRoles(roles, 'risk market'))).toEqual(['Market Risk Analyst']);
    expect(rankRoles(roles, 'astronaut')).toEqual([]);
  });

  it('matches word starts, ignoring case, not the middle of words', () => {
    const roles = [role('Risk Analyst'), role('Brisk Walker')];
    expect(titles(rankRoles(roles, 'RIS'))).toEqual(['Risk Analyst']);
    expect(titles(rankRoles(roles, 'risks'))).toEqual([]);
  });

  it('ranks the exact title first, then titles holding the phrase', () => {
    const roles = [
      role('Treasury Analyst', { description: 'Reports to the head of treasury every week.' }),
      role('Treasury Desk Head'),
      role('Head of Treasury Operations'),
      role('Head of Treasury'),
    ];
    expect(titles(rankRoles(roles, 'head of treasury'))).toEqual([
      'Head of Treasury',
      'Head of Treasury Operations',
      'Treasury Desk Head',
      'Treasury Analyst',
    ]);
  });

  it('breaks ties by the shorter title, then keeps the catalogue order', () => {
    const roles = [
      role('Head of Enterprise Risk'),
      role('Risk Analyst'),
      role('Liquidity Risk Manager'),
      role('Credit Risk Analyst'),
    ];
    expect(titles(rankRoles(roles, 'risk'))).toEqual([
      'Risk Analyst',
      'Liquidity Risk Manager',
      'Credit Risk Analyst',
      'Head of Enterprise Risk',
    ]);
  });

  it('lets more mentions in the description lift a role within its field, never across fields', () => {
    const many = 'ESG ratings, ESG data, ESG reports, ESG engagement, ESG policy and more ESG.';
    const roles = [
      role('Fund Accountant', { description: many }),
      role('Research Associate', { description: 'Covers ESG once.' }),
      role('Stewardship Analyst', { skills: ['ESG integration'] }),
    ];
    expect(titles(rankRoles(roles, 'esg'))).toEqual([
      'Stewardship Analyst',
      'Fund Accountant',
      'Research Associate',
    ]);
  });

  it('returns every role in the given order for an empty query', () => {
    const roles = [role('B Role'), role('A Role')];
    expect(titles(rankRoles(roles, '   '))).toEqual(['B Role', 'A Role']);
  });
});

describe('highlightSegments', () => {
  it('marks the start of each word a term begins, keeping the text unchanged', () => {
    const segments = highlightSegments('Market Risk Analyst: risks and riskiness', ['risk']);
    expect(segments).toEqual([
      { text: 'Market ', match: false },
      { text: 'Risk', match: true },
      { text: ' Analyst: ', match: false },
      { text: 'risk', match: true },
      { text: 's and ', match: false },
      { text: 'risk', match: true },
      { text: 'iness', match: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Market Risk Analyst: risks and riskiness');
  });

  it('prefers the longest term at a word and leaves the middle of words alone', () => {
    expect(highlightSegments('Marketing brisk', ['mark', 'marketing', 'risk'])).toEqual([
      { text: 'Marketing', match: true },
      { text: ' brisk', match: false },
    ]);
  });

  it('keeps markup-looking text as plain text for the page to escape', () => {
    expect(highlightSegments('<b>M&A</b> deals', ['m&a'])).toEqual([
      { text: '<b>', match: false },
      { text: 'M&A', match: true },
      { text: '</b> deals', match: false },
    ]);
  });

  it('returns the text as one plain part without terms', () => {
    expect(highlightSegments('Trader', [])).toEqual([{ text: 'Trader', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });
});

describe('matchedSkills, termsIn and excerptAround', () => {
  it('says which terms begin a word of a text', () => {
    expect(termsIn('Market Risk Analyst', ['risk', 'python', 'mark'])).toEqual(['risk', 'mark']);
  });

  it('lists the skills a query found', () => {
    expect(matchedSkills(['Python', 'SQL', 'Python or R'], ['pyth'])).toEqual([
      'Python',
      'Python or R',
    ]);
  });

  it('cuts a piece of the description around the first found word, at word boundaries', () => {
    const text =
      'The team builds trading systems in Java and Python and keeps the tick database in kdb+ ' +
      'so that quants can test ideas against years of history without waiting for the data.';
    const excerpt = excerptAround(text, ['kdb+'], 30);
    expect(excerpt).toMatch(/^…/);
    expect(excerpt).toContain('kdb+');
    expect(excerpt).toMatch(/…$/);
    expect(excerpt?.replace(/…/g, '')).toBe(excerpt?.replace(/…/g, '').trim());
    expect(text).toContain(excerpt!.replace(/…/g, ''));
    expect(excerptAround(text, ['astronaut'])).toBeNull();
  });
});
