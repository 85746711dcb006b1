/**
 * Builds content/resume/technology-skills.json from O*NET's technology skills for finance
 * occupations (../shared/data/onet-finance/technology_skills_finance.csv, CC BY 4.0): each
 * commodity (such as "Spreadsheet software") with the products O*NET lists for it, so that a CV
 * naming Salesforce shows the "CRM software" a role asks for. Run: npx tsx scripts/build-skill-taxonomy.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { csvFields } from './csv-fields.ts';

const SOURCE = path.resolve('../shared/data/onet-finance/technology_skills_finance.csv');
const TARGET = path.resolve('content/resume/technology-skills.json');

const [header, ...rows] = (await readFile(SOURCE, 'utf8')).trim().split(/\r?\n/);
const columns = csvFields(header!);
const at = (name: string) => columns.indexOf(name);
const commodities = new Map<string, { products: Set<string>; hot: Set<string> }>();
for (const row of rows) {
  const cells = csvFields(row);
  const commodity = cells[at('Commodity Title')]!;
  const example = cells[at('Example')]!.trim();
  // Generic rows ("Accounting software") name the commodity, not a product.
  if (!example || /software$/i.test(example)) continue;
  const entry = commodities.get(commodity) ?? { products: new Set(), hot: new Set() };
  entry.products.add(example);
  if (cells[at('Hot Technology')] === 'Y') entry.hot.add(example);
  commodities.set(commodity, entry);
}
const result = {
  source:
    'O*NET 30 technology skills for finance occupations, USDOL/ETA, CC BY 4.0 (see ../shared/data/onet-finance/ATTRIBUTION.txt)',
  commodities: [...commodities]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, { products, hot }]) => ({
      title,
      products: [...products].sort(),
      hot: [...hot].sort(),
    })),
};
await writeFile(TARGET, `${JSON.stringify(result, null, 2)}\n`);
console.log(`${result.commodities.length} commodities written to ${TARGET}`);
