import { readContentJson } from '../../content-json.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  AuthoredSimulationSchema,
  type SimulationContent,
} from '../../../shared/contracts/simulation.ts';
import { REFERENCE_WEEK_END, REFERENCE_WEEK_START } from '../../../shared/domain/simulation.ts';
import { ContentError } from '../../errors.ts';
import { checkRubrics } from './simulation.rubrics.ts';
import { loadWorld, resolveCompany, type World } from './world.content.ts';

const PLACEHOLDERS = [
  /lorem/i,
  /\bTBD\b/,
  /\bTODO\b/,
  /\bCompany [A-Z]\b/,
  /[{}]/,
  /\bXXX\b/,
  /\[insert/i,
];
const AMERICAN = [
  /\banalyz/i,
  /\borganiz/i,
  /\bmodeling\b/i,
  /\bcenter\b/i,
  /\bfavor/i,
  /\bcolor\b/i,
  /\bbehavior/i,
];

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 12)
    .map((issue) => `field "${issue.path.join('.')}": ${issue.message}`)
    .join('\n  ');
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Checks one role's simulation beyond its schema: the week, placeholders, British spelling. */
export function checkSimulation(content: SimulationContent): string[] {
  const problems: string[] = [];
  const start = Date.parse(REFERENCE_WEEK_START);
  const end = Date.parse(REFERENCE_WEEK_END);
  const dated: Array<[string, string]> = [
    ...content.emails.map((e, i): [string, string] => [`emails.${i}.timestamp`, e.timestamp]),
    ...content.meetings.map((m, i): [string, string] => [`meetings.${i}.time`, m.time]),
    ...content.files.map((f, i): [string, string] => [`files.${i}.lastModified`, f.lastModified]),
    ...content.news.map((n, i): [string, string] => [`news.${i}.timestamp`, n.timestamp]),
    ...content.tasks.map((t, i): [string, string] => [`tasks.${i}.due_date`, t.due_date]),
  ];
  for (const [field, value] of dated) {
    const at = Date.parse(value);
    if (at < start || at > end)
      problems.push(
        `field "${field}": ${value} is outside the simulated week (12-18 January 2026)`,
      );
  }
  for (const [section, items] of Object.entries(content)) {
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => {
      for (const text of stringsOf(item)) {
        const placeholder = PLACEHOLDERS.find((p) => p.test(text));
        if (placeholder)
          problems.push(`field "${section}.${index}": placeholder text (${placeholder})`);
        const american = AMERICAN.find((p) => p.test(text));
        if (american) problems.push(`field "${section}.${index}": American spelling (${american})`);
      }
    });
  }
  const ids = (list: Array<{ id: string }>) => new Set(list.map((x) => x.id)).size === list.length;
  for (const section of ['emails', 'meetings', 'files', 'news', 'tasks'] as const) {
    if (!ids(content[section])) problems.push(`field "${section}": ids repeat`);
  }
  problems.push(...checkRubrics(content));
  return problems;
}

/**
 * Reads content/simulations/*.json. Each file is named after its role, validated, and checked; a
 * problem stops the server naming the file, role, section and field. Companies are resolved from
 * the world's registry (content/world beside the simulations unless given).
 */
export async function loadSimulations(
  dir: string,
  jobIds: ReadonlySet<string>,
  world?: World,
  /** For authoring tools: report a broken file and go on without it instead of stopping. */
  onError?: (message: string) => void,
): Promise<Map<string, SimulationContent>> {
  const registry = world ?? (await loadWorld(path.join(dir, '..', 'world')));
  const simulations = new Map<string, SimulationContent>();
  for (const file of await listJson(dir)) {
    try {
      const content = await loadSimulationFile(dir, file, jobIds, registry);
      simulations.set(content.job_id, content);
    } catch (error) {
      if (!onError || !(error instanceof ContentError)) throw error;
      onError(error.message);
    }
  }
  return simulations;
}

async function listJson(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
}

async function loadSimulationFile(
  dir: string,
  file: string,
  jobIds: ReadonlySet<string>,
  registry: World,
): Promise<SimulationContent> {
  const json = await readContentJson(path.join(dir, file), `simulations/${file}`);
  const parsed = AuthoredSimulationSchema.safeParse(json);
  if (!parsed.success) throw new ContentError(`simulations/${file}: ${describe(parsed.error)}`);
  const ids = parsed.data.companies.map((ref) => ref.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice)
    throw new ContentError(`simulations/${file}: field "companies": "${twice}" is listed twice`);
  const companies = parsed.data.companies.map((ref, index) => {
    const record = registry.companies.get(ref.id);
    if (!record)
      throw new ContentError(
        `simulations/${file}: field "companies.${index}.id": no company "${ref.id}" in content/world/companies`,
      );
    return resolveCompany(record, ref);
  });
  const content: SimulationContent = { ...parsed.data, companies };
  if (`${content.job_id}.json` !== file) {
    throw new ContentError(
      `simulations/${file}: field "job_id": "${content.job_id}" does not match the file name`,
    );
  }
  if (!jobIds.has(content.job_id)) {
    throw new ContentError(
      `simulations/${file}: field "job_id": no role "${content.job_id}" in the catalogue`,
    );
  }
  const problems = checkSimulation(content);
  if (problems.length > 0)
    throw new ContentError(
      `simulations/${file}: role "${content.job_id}": ${problems.slice(0, 20).join('\n  ')}`,
    );
  return content;
}

/** Text that identifies an item, for telling role-specific items from shared ones. */
export const ITEM_KEYS: Record<
  'emails' | 'meetings' | 'files' | 'news' | 'tasks' | 'fundamentals' | 'companies',
  (item: never) => string
> = {
  emails: (e: SimulationContent['emails'][number]) => `${e.subject}\n${e.body}`,
  meetings: (m: SimulationContent['meetings'][number]) =>
    `${m.title}\n${m.transcript.map((t) => t.text).join('\n')}`,
  files: (f: SimulationContent['files'][number]) => `${f.name}\n${f.description}`,
  news: (n: SimulationContent['news'][number]) => `${n.headline}\n${n.relevance}`,
  tasks: (t: SimulationContent['tasks'][number]) => `${t.title}\n${t.description}`,
  fundamentals: (f: SimulationContent['fundamentals'][number]) => `${f.term}\n${f.importance}`,
  companies: (c: SimulationContent['companies'][number]) => `${c.name}\n${c.description}`,
} as never;

/**
 * Across the catalogue: in each section at least 3 items are the role's own (their text appears in
 * no other role's section), and no two roles share an identical section.
 */
export function checkDistinctness(simulations: ReadonlyMap<string, SimulationContent>): string[] {
  const problems: string[] = [];
  for (const [section, keyOf] of Object.entries(ITEM_KEYS) as Array<
    [keyof typeof ITEM_KEYS, (item: unknown) => string]
  >) {
    const owners = new Map<string, Set<string>>();
    const sectionKeys = new Map<string, string>();
    for (const [jobId, content] of simulations) {
      const keys = (content[section] as unknown[]).map(keyOf);
      sectionKeys.set(jobId, keys.slice().sort().join('\u0000'));
      for (const key of keys) {
        if (!owners.has(key)) owners.set(key, new Set());
        owners.get(key)!.add(jobId);
      }
    }
    for (const [jobId, content] of simulations) {
      const own = (content[section] as unknown[])
        .map(keyOf)
        .filter((key) => owners.get(key)!.size === 1).length;
      if (own < 3)
        problems.push(
          `role "${jobId}": section "${section}": only ${own} items are written for this role alone (needs 3)`,
        );
    }
    const seen = new Map<string, string>();
    for (const [jobId, key] of sectionKeys) {
      const twin = seen.get(key);
      if (twin)
        problems.push(`role "${jobId}": section "${section}" is identical to role "${twin}"`);
      seen.set(key, jobId);
    }
  }
  return problems;
}
