import { readContentJson } from '../../content-json.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  CompanyRecordSchema,
  RoleNamesSchema,
  type Company,
  type CompanyRecord,
  type RoleNames,
} from '../../../shared/contracts/simulation.ts';
import { WorldWeekSchema, type WorldWeek } from '../../../shared/contracts/world.ts';
import { ContentError } from '../../errors.ts';

/**
 * The world every role's simulation shares (content/world): one record per real company, the
 * people and fictional firms of each role, and the facts of the simulated week.
 */
export interface World {
  companies: ReadonlyMap<string, CompanyRecord>;
  /** Per role; "shared" holds names any role may use (a regulator's spokesperson). */
  names: ReadonlyMap<string, RoleNames>;
  week: WorldWeek;
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `field "${issue.path.join('.')}": ${issue.message}`)
    .join('\n  ');
}

async function loadFolder<T>(
  dir: string,
  label: string,
  schema: z.ZodType<T>,
): Promise<Map<string, T>> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const out = new Map<string, T>();
  for (const file of files) {
    const parsed = schema.safeParse(
      await readContentJson(path.join(dir, file), `${label}/${file}`),
    );
    if (!parsed.success) throw new ContentError(`${label}/${file}: ${describe(parsed.error)}`);
    out.set(path.basename(file, '.json'), parsed.data);
  }
  return out;
}

/** Reads content/world; a bad record stops the start naming its file and field. */
export async function loadWorld(dir: string): Promise<World> {
  const companies = await loadFolder(
    path.join(dir, 'companies'),
    'world/companies',
    CompanyRecordSchema,
  );
  for (const [file, record] of companies) {
    if (record.id !== file)
      throw new ContentError(
        `world/companies/${file}.json: field "id": "${record.id}" does not match the file name`,
      );
    const money = [record.revenue, record.assetsUnderManagement].filter(Boolean).join(' ');
    if (/\d/.test(money) && !record.currency)
      throw new ContentError(
        `world/companies/${file}.json: field "currency": needed for its money figures`,
      );
  }
  const names = await loadFolder(path.join(dir, 'names'), 'world/names', RoleNamesSchema);
  const weekFile = path.join(dir, 'week.json');
  const week = WorldWeekSchema.safeParse(await readContentJson(weekFile, 'world/week.json'));
  if (!week.success) throw new ContentError(`world/week.json: ${describe(week.error)}`);
  return { companies, names, week: week.data };
}

const SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' };

/** The company as a role's page shows it: the registry's facts, dated, with the role's own words. */
export function resolveCompany(
  record: CompanyRecord,
  own: { description: string; matchScore: number; specialistAreas: string[] },
): Company {
  const dated = (value: string) => (/\d/.test(value) ? `${value} (${record.period})` : value);
  const price = record.sharePrice;
  return {
    name: record.name,
    description: own.description,
    matchScore: own.matchScore,
    specialistAreas: own.specialistAreas,
    employees: dated(record.employees),
    revenue: record.revenue ? dated(record.revenue) : 'Not published',
    ...(record.assetsUnderManagement
      ? { assetsUnderManagement: dated(record.assetsUnderManagement) }
      : {}),
    headquarters: record.headquarters,
    foundedYear: record.founded,
    ...(record.currentEntityFormed ? { currentEntityFormed: record.currentEntityFormed } : {}),
    sharePrice: price
      ? `${SYMBOLS[price.currency] ?? ''}${price.value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} (as of ${price.asOf})`
      : record.listing,
    asOf: price ? `${record.period}; share price ${price.asOf}` : record.period,
    approximate: record.approximate,
    source: record.source,
  };
}
