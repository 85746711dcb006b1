import { describe, expect, it } from 'vitest';
import { makeJob } from '../../../../tests/support/factories.ts';
import {
  readCatalogueState,
  salaryOptions,
  viewCatalogue,
  writeCatalogueState,
} from './catalogue-query.ts';

describe('catalogue state in the address', () => {
  it('reads every part, with category by its slug or its name', () => {
    const state = readCatalogueState(
      new URLSearchParams(
        'search=risk&category=sales-and-trading&level=senior&salary=100-200&sort=salary-high&compare=a,b',
      ),
    );
    expect(state).toEqual({
      search: 'risk',
      category: 'Sales & Trading',
      level: 'senior',
      salary: '100-200',
      sort: 'salary-high',
      compare: ['a', 'b'],
    });
    expect(readCatalogueState(new URLSearchParams('category=Compliance')).category).toBe(
      'Compliance',
    );
  });

  it('writes only what changed, leaves defaults out and keeps the parameters of others', () => {
    const params = writeCatalogueState(new URLSearchParams('quiz=start&sort=title'), {
      category: 'Sales & Trading',
      sort: 'relevance',
      search: '',
      compare: ['trader', 'risk-analyst'],
    });
    expect(params.toString()).toBe(
      'quiz=start&category=sales-and-trading&compare=trader%2Crisk-analyst',
    );
  });
});

describe('salaryOptions and viewCatalogue', () => {
  const jobs = [
    makeJob('Head of Risk'),
    makeJob('Risk Analyst'),
    makeJob('Trader'),
    makeJob('Risk Manager'),
  ];

  it('offers the bands the catalogue holds, lowest first', () => {
    expect(salaryOptions(jobs).map((o) => o.label)).toEqual([
      '£40k-£70k',
      '£50k-£80k',
      '£60k-£100k',
      '£100k-£200k+',
    ]);
  });

  it('ranks, then filters, then sorts', () => {
    const view = viewCatalogue(jobs, {
      search: 'risk',
      category: 'Risk Management',
      level: null,
      salary: null,
      sort: 'salary-low',
    });
    expect(view.jobs.map((j) => j.title)).toEqual(['Risk Analyst', 'Risk Manager', 'Head of Risk']);
    expect(view.terms).toEqual(['risk']);
  });
});
