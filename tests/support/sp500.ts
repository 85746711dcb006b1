import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { csvFields } from '../../scripts/csv-fields.ts';
import type { Sp500Row } from '../../src/server/modules/simulation/world.checks.ts';

const DATA = path.resolve('../shared/data/sp500');

async function rows(file: string): Promise<Array<Record<string, string>>> {
  let text: string;
  try {
    text = await readFile(path.join(DATA, file), 'utf8');
  } catch {
    // The content checks depend on these facts: without them they would pass unchecked.
    throw new Error(
      `${path.join(DATA, file)} is missing: the shared data folder must sit beside the project (../shared/data)`,
    );
  }
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = csvFields(header!);
  return lines.map((line) => {
    const fields = csvFields(line);
    return Object.fromEntries(names.map((name, i) => [name, fields[i] ?? '']));
  });
}

/** The S&P 500 constituents with the Aug 2026 snapshot's price where the data set has one. */
export async function loadSp500(): Promise<Sp500Row[]> {
  const prices = new Map(
    (await rows('constituents-financials.csv')).map((r) => [r['Symbol']!, Number(r['Price'])]),
  );
  return (await rows('constituents.csv')).map((r) => {
    const price = prices.get(r['Symbol']!);
    return {
      symbol: r['Symbol']!,
      security: r['Security']!,
      headquarters: r['Headquarters Location']!,
      founded: r['Founded']!,
      ...(price !== undefined && Number.isFinite(price) ? { price } : {}),
    };
  });
}
