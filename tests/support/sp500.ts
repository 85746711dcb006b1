import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SimulationContent } from '../../src/shared/contracts/simulation.ts';

/** A tiny CSV reader for the shared data sets (quoted fields with commas). */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body
    .filter((r) => r.length > 1)
    .map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const DATA = path.resolve('../shared/data/sp500');

/**
 * Companies the S&P 500 data covers must carry its facts: headquarters, year founded (the first
 * year in "2013 (1888)") and, for financials, the share price of the Aug 2026 snapshot.
 */
export async function checkCompanyFacts(
  simulations: ReadonlyMap<string, SimulationContent>,
): Promise<string[]> {
  let constituents: Array<Record<string, string>>;
  let prices: Array<Record<string, string>>;
  try {
    constituents = parseCsv(await readFile(path.join(DATA, 'constituents.csv'), 'utf8'));
    prices = parseCsv(await readFile(path.join(DATA, 'constituents-financials.csv'), 'utf8'));
  } catch {
    return []; // shared/ sits beside the project in development and CI
  }
  const byName = new Map(constituents.map((c) => [c['Security']!.toLowerCase(), c]));
  const priceOf = new Map(prices.map((p) => [p['Name'] ?? p['Security'] ?? '', p['Price'] ?? '']));
  const problems: string[] = [];
  for (const [jobId, content] of simulations) {
    content.companies.forEach((company, index) => {
      const row = byName.get(company.name.toLowerCase());
      if (!row) return;
      const where = `role "${jobId}": section "companies": item ${index} (${company.name})`;
      if (company.headquarters !== row['Headquarters Location']) {
        problems.push(
          `${where}: headquarters "${company.headquarters}" should be "${row['Headquarters Location']}"`,
        );
      }
      const founded = Number(String(row['Founded']).match(/\d{4}/)?.[0]);
      if (company.foundedYear !== founded)
        problems.push(`${where}: foundedYear ${company.foundedYear} should be ${founded}`);
      const price = priceOf.get(row['Security']!);
      if (price && !company.sharePrice.includes(Number(price).toFixed(2))) {
        problems.push(
          `${where}: sharePrice "${company.sharePrice}" should show $${Number(price).toFixed(2)}`,
        );
      }
    });
  }
  return problems;
}
