import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../../shared/contracts/simulation.ts';
import { ContentError } from '../../errors.ts';
import { loadWorld, resolveCompany } from './world.content.ts';

const barclays: CompanyRecord = {
  id: 'barclays',
  name: 'Barclays',
  headquarters: 'London, United Kingdom',
  founded: 1690,
  listing: 'LSE: BARC',
  employees: 'approx. 92,000',
  revenue: 'approx. £26.8bn total income',
  currency: 'GBP',
  period: 'FY2024',
  approximate: true,
  source: 'Barclays annual report FY2024 (approx.)',
};
const own = {
  description: 'Why this bank matters to the role, in a sentence of thirty characters.',
  matchScore: 80,
  specialistAreas: ['Lending'],
};

async function worldDir(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'world-'));
  for (const [name, value] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), JSON.stringify(value));
  }
  return dir;
}

describe('the world registries', () => {
  it('serve a company with its facts dated once, its listing where there is no dated price', () => {
    expect(resolveCompany(barclays, own)).toMatchObject({
      name: 'Barclays',
      description: own.description,
      employees: 'approx. 92,000 (FY2024)',
      revenue: 'approx. £26.8bn total income (FY2024)',
      foundedYear: 1690,
      sharePrice: 'LSE: BARC',
      asOf: 'FY2024',
    });
    const jpm = resolveCompany(
      {
        ...barclays,
        id: 'jpmorgan-chase',
        name: 'JPMorgan Chase',
        founded: 1799,
        currentEntityFormed: 2000,
        sp500: 'JPM',
        sharePrice: { value: 1039.28, currency: 'USD', asOf: 'Aug 2026' },
        revenue: undefined,
        assetsUnderManagement: 'approx. $4.0trn',
        currency: 'USD',
      },
      own,
    );
    expect(jpm).toMatchObject({
      foundedYear: 1799,
      currentEntityFormed: 2000,
      sharePrice: '$1,039.28 (as of Aug 2026)',
      asOf: 'FY2024; share price Aug 2026',
      revenue: 'Not published',
      assetsUnderManagement: 'approx. $4.0trn (FY2024)',
    });
  });

  it('refuse a record whose file name, fields or currency are wrong, naming the file', async () => {
    const week = { facts: [] };
    await expect(
      loadWorld(await worldDir({ 'companies/barclays.json': barclays, 'week.json': week })),
    ).resolves.toMatchObject({ companies: new Map([['barclays', barclays]]) });
    await expect(
      loadWorld(await worldDir({ 'companies/hsbc.json': barclays, 'week.json': week })),
    ).rejects.toThrow(
      'world/companies/hsbc.json: field "id": "barclays" does not match the file name',
    );
    const { currency: _, ...noCurrency } = barclays;
    await expect(
      loadWorld(await worldDir({ 'companies/barclays.json': noCurrency, 'week.json': week })),
    ).rejects.toThrow(/field "currency": needed for its money figures/);
    await expect(
      loadWorld(
        await worldDir({
          'companies/barclays.json': { ...barclays, founded: 'old' },
          'week.json': week,
        }),
      ),
    ).rejects.toBeInstanceOf(ContentError);
    await expect(
      loadWorld(
        await worldDir({
          'companies/barclays.json': barclays,
          'week.json': {
            facts: [
              {
                id: 'x',
                statement: 'A fact of twenty characters.',
                about: ['('],
                value: 1,
                unit: '%',
              },
            ],
          },
        }),
      ),
    ).rejects.toThrow(/must be a valid regular expression/);
  });
});
