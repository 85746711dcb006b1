import type { CompanyRecord, SimulationContent } from '../../../shared/contracts/simulation.ts';
import type { WorldFact } from '../../../shared/contracts/world.ts';
import { deriveDifficulty } from '../../../shared/domain/role-derivations.ts';
import { expectedFigure, extractFigures, compareFigure } from '../../../shared/domain/figures.ts';
import type { World } from './world.content.ts';

/*
 * Checks that keep the roles' simulations one consistent world: companies as the registry states
 * them, the week's facts as the world file states them, each person and fictional firm in one
 * role, no item copied (or nearly) from another role, graduate items only where graduates work,
 * and no graded task's answer given away elsewhere in its role. Each returns problems in words an
 * author can act on, naming the role, the section and the item.
 */

type Section = 'emails' | 'meetings' | 'files' | 'news' | 'tasks' | 'fundamentals' | 'companies';
const SECTIONS: Section[] = ['emails', 'meetings', 'files', 'news', 'tasks', 'fundamentals'];

/** One row of ../shared/data/sp500: constituents.csv joined with its price where there is one. */
export interface Sp500Row {
  symbol: string;
  security: string;
  headquarters: string;
  founded: string;
  price?: number;
}

/** "JPMorgan Chase & Co." and "JPMorgan Chase" are one name; so are "Aon plc" and "Aon". */
export function companyNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\(the\)|\(class [a-z]\)|\bthe\b/g, ' ')
    .replace(/[.,']/g, '')
    .replace(
      /\b(inc|corporation|corp|plc|limited|ltd|group|co|holdings|companies|company|and co)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const CURRENCY_MARKS: Array<[RegExp, string]> = [
  [/A\$/, 'AUD'],
  [/C\$/, 'CAD'],
  [/HK\$/, 'HKD'],
  [/(?<![A-Z])\$/, 'USD'],
  [/£|\d\s?p\b/, 'GBP'],
  [/€/, 'EUR'],
  [/\bCHF\b/, 'CHF'],
  [/¥|\bJPY\b/, 'JPY'],
  [/\bDKK\b/, 'DKK'],
];

/** The registry agrees with the S&P 500 data set and with itself (currency, founding years). */
export function checkCompanyRegistry(
  companies: ReadonlyMap<string, CompanyRecord>,
  sp500: readonly Sp500Row[],
): string[] {
  const problems: string[] = [];
  const bySymbol = new Map(sp500.map((row) => [row.symbol, row]));
  const byName = new Map(sp500.map((row) => [companyNameKey(row.security), row]));
  for (const [id, record] of companies) {
    const where = `company "${id}" (content/world/companies/${id}.json)`;
    const row = record.sp500 ? bySymbol.get(record.sp500) : undefined;
    if (record.sp500 && !row) problems.push(`${where}: no S&P 500 row for "${record.sp500}"`);
    const namesake = byName.get(companyNameKey(record.name));
    if (!record.sp500 && namesake)
      problems.push(
        `${where}: the S&P 500 data covers it as ${namesake.symbol}; give "sp500": "${namesake.symbol}" and its facts`,
      );
    if (row) {
      if (record.headquarters !== row.headquarters)
        problems.push(
          `${where}: headquarters "${record.headquarters}" should be "${row.headquarters}"`,
        );
      const years = (row.founded.match(/\d{4}/g) ?? []).map(Number);
      const earliest = Math.min(...years);
      if (record.founded !== earliest)
        problems.push(
          `${where}: founded ${record.founded} should be ${earliest}, the earliest year in "${row.founded}"`,
        );
      const entity = years[0] !== earliest ? years[0] : undefined;
      if (record.currentEntityFormed !== entity)
        problems.push(
          `${where}: currentEntityFormed should be ${entity ?? 'absent'} (the data says "${row.founded}")`,
        );
      if (row.price !== undefined && record.sharePrice?.value !== row.price)
        problems.push(
          `${where}: share price should be $${row.price.toFixed(2)} as of Aug 2026 (the data set's snapshot)`,
        );
    } else if (record.sharePrice) {
      problems.push(
        `${where}: a share price needs a dated source; only S&P 500 companies carry one (give "listing" instead)`,
      );
    }
    for (const field of ['revenue', 'assetsUnderManagement'] as const) {
      const value = record[field];
      if (!value || !/\d/.test(value)) continue;
      const marked = CURRENCY_MARKS.find(([pattern]) => pattern.test(value))?.[1];
      if (!marked) problems.push(`${where}: ${field} "${value}" names no currency`);
      else if (marked !== record.currency)
        problems.push(
          `${where}: ${field} "${value}" is in ${marked} but the record's currency is ${record.currency ?? 'not given'}`,
        );
    }
    if (record.currentEntityFormed !== undefined && record.currentEntityFormed < record.founded)
      problems.push(`${where}: currentEntityFormed comes before the founding year`);
  }
  return problems;
}

function roleTexts(content: SimulationContent): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  const collect = (where: string, value: unknown) => {
    if (typeof value === 'string') out.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((v) => collect(where, v));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if (key === 'id' || key === 'rubric') continue;
        collect(where, v);
      }
  };
  for (const [key, value] of Object.entries(content.scenario)) collect(`scenario.${key}`, value);
  for (const section of [...SECTIONS, 'companies'] as Section[]) {
    (content[section] as Array<Record<string, unknown>>).forEach((item, index) => {
      const label = (item.id as string | undefined) ?? (item.term as string) ?? item.name;
      collect(`${section}[${String(label ?? index)}]`, item);
    });
  }
  return out;
}

/**
 * A founding year or head count given right after a registry company's name ("Barclays, founded in
 * 1690", "JPMorgan Chase (317,000 staff)") must be the registry's (either founding year when the
 * present entity is younger). A company's own entry in the companies section is checked only for
 * that company.
 */
export function checkCompanyMentions(
  simulations: ReadonlyMap<string, SimulationContent>,
  companies: ReadonlyMap<string, CompanyRecord>,
): string[] {
  const problems: string[] = [];
  const records = [...companies.values()].map((record) => {
    const name = escapeRegExp(record.name);
    return {
      record,
      founded: new RegExp(
        `(?<![\\w-])${name}(?![\\w-])[,(]?\\s*(?:which was |was )?(?:founded|established)\\s+(?:in\\s+)?(\\d{4})`,
      ),
      staff: new RegExp(
        `(?<![\\w-])${name}(?![\\w-])[^.;]{0,40}?\\b(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?k?)\\s+(?:employees|staff|people)\\b`,
      ),
      registered: /(\d{1,3}(?:,\d{3})+|\d+)/.exec(record.employees)?.[1],
    };
  });
  for (const [jobId, content] of simulations) {
    for (const { where, text } of roleTexts(content)) {
      const own = /^companies\[(.*)\]$/.exec(where)?.[1];
      for (const { record, founded, staff, registered } of records) {
        if (own !== undefined && own !== record.name) continue;
        if (!text.includes(record.name)) continue;
        const year = founded.exec(text);
        if (year) {
          const said = Number(year[1]);
          if (said !== record.founded && said !== record.currentEntityFormed)
            problems.push(
              `role "${jobId}": ${where}: "${year[0]}" gives ${record.name} founded ${said}; the registry says ${record.founded}${record.currentEntityFormed ? ` (current entity ${record.currentEntityFormed})` : ''}`,
            );
        }
        const count = staff.exec(text);
        if (count && registered) {
          const said = Number(count[1]!.replace(/,/g, '').replace(/k$/i, '000'));
          if (said !== Number(registered.replace(/,/g, '')))
            problems.push(
              `role "${jobId}": ${where}: "${count[0]}" gives ${record.name} ${count[1]} staff; the registry says ${record.employees}`,
            );
        }
      }
    }
  }
  return problems;
}

const UNIT_NUMBERS: Record<WorldFact['unit'], RegExp> = {
  '%': /([+-−]?\d+(?:\.\d+)?)\s?(?:%|per ?cent\b)/g,
  bp: /(\d+(?:\.\d+)?)\s?(?:bps?\b|basis points?\b)/g,
  level: /(?<![\d.,£$€])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{4,}(?:\.\d+)?)(?![\d%])/g,
  $: /\$(\d+(?:\.\d+)?)/g,
  '£': /£(\d+(?:\.\d+)?)/g,
};

/**
 * A number given for a fact of the week (the first in its unit within the clause after the words
 * that name the fact) is the world file's, or one the fact allows; words that contradict it fail.
 */
export function checkWorldFacts(
  simulations: ReadonlyMap<string, SimulationContent>,
  facts: readonly WorldFact[],
): string[] {
  const problems: string[] = [];
  const compiled = facts.map((fact) => ({
    fact,
    about: fact.about.map((source) => new RegExp(source, 'gi')),
    contradictions: fact.contradictions.map((source) => new RegExp(source, 'i')),
    allowed: [fact.value, ...fact.alsoAllowed],
  }));
  for (const [jobId, content] of simulations) {
    for (const { where, text } of roleTexts(content)) {
      for (const { fact, about, contradictions, allowed } of compiled) {
        const contradiction = contradictions
          .map((pattern) => pattern.exec(text))
          .find((m) => m !== null);
        if (contradiction)
          problems.push(
            `role "${jobId}": ${where}: "${contradiction[0]}" contradicts the week's fact "${fact.id}": ${fact.statement}`,
          );
        for (const pattern of about) {
          for (const match of text.matchAll(pattern)) {
            const after = text.slice(match.index + match[0].length).split(/[.;\n](?!\d)/)[0]!;
            const number = new RegExp(UNIT_NUMBERS[fact.unit].source).exec(after.slice(0, 25));
            if (!number) continue;
            const said = Math.abs(Number(number[1]!.replace(/[,−]/g, '').replace(/^[+-]/, '')));
            if (!allowed.some((v) => Math.abs(Math.abs(v) - said) < 1e-9))
              problems.push(
                `role "${jobId}": ${where}: "${(match[0] + after).slice(0, 120)}" gives ${number[0].trim()}; the week's fact "${fact.id}" is: ${fact.statement}`,
              );
          }
        }
      }
    }
  }
  return problems;
}

/** Drops a parenthesised role from a name as attendees and speakers are written. */
function bareName(value: string): string {
  return value
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/^(?:Dr|Mr|Mrs|Ms|Prof)\.? /, '')
    .trim();
}
const FULL_NAME = /^[A-Z][a-zA-Z'’-]+(?: [A-Z][a-zA-Z'’-]+){1,2}$/;
const NOT_PERSON =
  /\b(?:Analysts?|Associates?|Team|Desk|Director|Manager|Head|Partners?|Committee|Board|Officers?|Group|Clients?|Graduates?|Traders?|Sales|Markets|Compliance|Risk|Legal|Finance|Counsel|Operations|Bank|Chair|Members|Panel|Staff|Auditors?|Advisers?|Investors?|Controller|Treasury|Reviewer|Representative|Consultants?|Capital|Fund|Limited|Ltd|plc|LLP|Holdings|Department|Services|Platform|CFO|CEO|Office)\b/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Each named person and fictional firm belongs to one role (or to "shared"): the names registry
 * lists them, no two roles list one name, every person who writes, attends or speaks is listed for
 * their role, and no role's text names another role's people or firms.
 */
export function checkNames(
  simulations: ReadonlyMap<string, SimulationContent>,
  names: World['names'],
): string[] {
  const problems: string[] = [];
  const shared = names.get('shared') ?? { people: [], firms: [] };
  const owner = new Map<string, string>();
  for (const [jobId, cast] of names) {
    if (jobId !== 'shared' && !simulations.has(jobId))
      problems.push(`content/world/names/${jobId}.json: no role "${jobId}"`);
    for (const name of [...cast.people, ...cast.firms]) {
      const first = owner.get(name);
      if (first && first !== jobId)
        problems.push(
          `name "${name}" is listed by both role "${first}" and role "${jobId}"; a name belongs to one role's world (or to shared.json)`,
        );
      else owner.set(name, jobId);
    }
  }
  const patterns = [...owner].map(([name, jobId]) => ({
    name,
    jobId,
    parts: name.split(' '),
    // Underscores separate words in file names ("Kestrel_SPA_v4.docx"), so they bound a name too.
    pattern: new RegExp(`(?<![A-Za-z0-9-])${escapeRegExp(name)}(?![A-Za-z0-9-])`),
  }));
  for (const [jobId, content] of simulations) {
    const cast = names.get(jobId);
    if (!cast) {
      problems.push(`role "${jobId}": no names registry (content/world/names/${jobId}.json)`);
      continue;
    }
    const listed = new Set([...cast.people, ...shared.people]);
    const people = [
      ...content.emails.map((e) => ({ where: `emails[${e.id}].from`, name: e.from.name })),
      ...content.meetings.flatMap((m) => [
        ...m.attendees.map((a) => ({ where: `meetings[${m.id}].attendees`, name: a })),
        ...m.transcript.map((t) => ({ where: `meetings[${m.id}].transcript`, name: t.speaker })),
      ]),
    ];
    const unlisted = new Set<string>();
    for (const { where, name } of people) {
      const bare = bareName(name);
      if (!FULL_NAME.test(bare) || NOT_PERSON.test(bare) || listed.has(bare)) continue;
      if (unlisted.has(bare)) continue;
      unlisted.add(bare);
      problems.push(
        `role "${jobId}": ${where}: "${bare}" is not in content/world/names/${jobId}.json`,
      );
    }
    const text = roleTexts(content)
      .map((t) => t.text)
      .join('\n');
    const words = new Set(text.match(/[A-Za-z0-9'’-]+/g));
    for (const { name, jobId: home, parts, pattern } of patterns) {
      if (home === jobId || home === 'shared') continue;
      if (!parts.every((part) => words.has(part))) continue;
      if (pattern.test(text))
        problems.push(
          `role "${jobId}": names "${name}", who belongs to role "${home}"; give this role its own`,
        );
    }
  }
  return problems;
}

/** The text of an item that must be the role's own (fundamentals' definitions may be shared). */
const ITEM_TEXT: Record<Section, (item: never) => string> = {
  emails: (e: SimulationContent['emails'][number]) => `${e.subject}\n${e.body}`,
  meetings: (m: SimulationContent['meetings'][number]) =>
    `${m.title}\n${m.agenda}\n${m.transcript.map((t) => t.text).join('\n')}`,
  files: (f: SimulationContent['files'][number]) =>
    `${f.name}\n${f.description}\n${f.deliverables.join('\n')}`,
  news: (n: SimulationContent['news'][number]) => `${n.headline}\n${n.summary}\n${n.relevance}`,
  tasks: (t: SimulationContent['tasks'][number]) =>
    `${t.title}\n${t.description}\n${t.brief ?? ''}`,
  fundamentals: (f: SimulationContent['fundamentals'][number]) =>
    `${f.importance}\n${f.examples.join('\n')}`,
  companies: (c: SimulationContent['companies'][number]) => c.description,
} as never;

const SHINGLE = 8;

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9£$€%.']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(words.slice(i, i + SHINGLE).join(' '));
  return out;
}

/**
 * No item is a near copy of another role's (8-word shingles, Jaccard at least 0.5), except
 * fundamentals' definitions, which are not compared; a fundamental's "importance" is also compared
 * on its own.
 */
export function checkNearDuplicates(
  simulations: ReadonlyMap<string, SimulationContent>,
  threshold = 0.5,
): string[] {
  const problems: string[] = [];
  const passes: Array<[Section, (item: never) => string]> = [
    ...([...SECTIONS, 'companies'] as Section[]).map(
      (section): [Section, (item: never) => string] => [section, ITEM_TEXT[section]],
    ),
    // A fundamental's "importance" is written for the role even when its examples differ.
    ['fundamentals', (f: SimulationContent['fundamentals'][number]) => f.importance],
  ];
  const reported = new Set<string>();
  for (const [section, key] of passes) {
    const keyOf = key as (item: unknown) => string;
    const items: Array<{ jobId: string; label: string; set: Set<string> }> = [];
    for (const [jobId, content] of simulations)
      (content[section] as Array<Record<string, unknown>>).forEach((item, index) =>
        items.push({
          jobId,
          label: String(item.id ?? item.term ?? item.name ?? index),
          set: shingles(keyOf(item)),
        }),
      );
    const index = new Map<string, number[]>();
    items.forEach((item, i) => {
      for (const s of item.set) {
        const list = index.get(s);
        if (list) list.push(i);
        else index.set(s, [i]);
      }
    });
    items.forEach((item, i) => {
      const common = new Map<number, number>();
      for (const s of item.set)
        for (const j of index.get(s)!) if (j > i) common.set(j, (common.get(j) ?? 0) + 1);
      for (const [j, shared] of common) {
        const other = items[j]!;
        if (other.jobId === item.jobId) continue;
        const jaccard = shared / (item.set.size + other.set.size - shared);
        const pair = `${other.jobId}/${section}/${other.label}/${item.jobId}/${item.label}`;
        if (jaccard >= threshold && !reported.has(pair)) {
          reported.add(pair);
          problems.push(
            `role "${other.jobId}": ${section}[${other.label}] nearly repeats role "${item.jobId}" ${section}[${item.label}] (${Math.round(jaccard * 100)}% of 8-word runs shared); write this role's own`,
          );
        }
      }
    });
  }
  return problems;
}

/** Graduate training items (a teach-in, a graduate scheme task) belong to entry-level roles. */
export function checkGraduateItems(
  simulations: ReadonlyMap<string, SimulationContent>,
  titles: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  const graduate = /\bgrad(?:uate)?s?\b/i;
  for (const [jobId, content] of simulations) {
    const title = titles.get(jobId);
    if (!title || deriveDifficulty(title) === 'entry') continue;
    const headings: Array<[string, string]> = [
      ...content.emails.map((e): [string, string] => [`emails[${e.id}]`, e.subject]),
      ...content.meetings.map((m): [string, string] => [`meetings[${m.id}]`, m.title]),
      ...content.files.map((f): [string, string] => [`files[${f.id}]`, `${f.name} ${f.category}`]),
      ...content.tasks.map((t): [string, string] => [`tasks[${t.id}]`, t.title]),
    ];
    for (const [where, heading] of headings)
      if (graduate.test(heading))
        problems.push(
          `role "${jobId}": ${where}: "${heading}" is a graduate item in a ${deriveDifficulty(title)}-level role; give the role work of its level`,
        );
  }
  return problems;
}

/** Two or more significant digits, and not a round 15, 25 or 120-style multiple of five. */
function isSpecific(value: number): boolean {
  const digits = String(Math.abs(value)).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (digits.length < 2) return false;
  return !(digits.length === 2 && Number(digits) % 5 === 0);
}

/**
 * No graded task's headline figure (its figure criteria) appears in the role's e-mails, meetings,
 * files or fundamentals, where a user could copy it without doing the work.
 */
export function checkGiveaways(simulations: ReadonlyMap<string, SimulationContent>): string[] {
  const problems: string[] = [];
  for (const [jobId, content] of simulations) {
    const sources: Array<{ where: string; text: string }> = [
      ...content.emails.map((e) => ({ where: `emails[${e.id}]`, text: `${e.subject}\n${e.body}` })),
      ...content.meetings.map((m) => ({
        where: `meetings[${m.id}]`,
        text: `${m.agenda}\n${m.transcript.map((t) => t.text).join('\n')}`,
      })),
      ...content.files.map((f) => ({
        where: `files[${f.id}]`,
        text: `${f.description}\n${f.deliverables.join('\n')}`,
      })),
      ...content.fundamentals.map((f) => ({
        where: `fundamentals[${f.term}]`,
        text: `${f.definition}\n${f.importance}\n${f.examples.join('\n')}`,
      })),
    ];
    const found = sources.map((s) => ({ ...s, figures: extractFigures(s.text) }));
    for (const task of content.tasks) {
      if (task.status === 'completed' || !task.rubric) continue;
      const briefFigures = extractFigures(`${task.brief ?? ''}\n${task.description}`);
      for (const criterion of task.rubric) {
        if (criterion.kind !== 'figure') continue;
        // The exact figure, and only one specific enough to be an answer rather than an input:
        // 8.2%, 0.35 or £11.6m, not 5% or £10m.
        if (!isSpecific(criterion.value)) continue;
        const expected = expectedFigure(criterion.value, criterion.unit, 0);
        // A figure the brief itself states is an input, not the answer.
        if (briefFigures.some((f) => compareFigure(f, expected) === 'match')) continue;
        for (const source of found) {
          const hit = source.figures.find((f) => compareFigure(f, expected) === 'match');
          if (hit)
            problems.push(
              `role "${jobId}": ${source.where} states "${hit.raw}", the answer to task "${task.id}" (${criterion.quantity}); take it out or change the case`,
            );
        }
      }
    }
  }
  return problems;
}

/** Every world check over the whole catalogue. */
export function checkWorld(
  simulations: ReadonlyMap<string, SimulationContent>,
  world: World,
  roles: ReadonlyArray<{ job_id: string; title: string }>,
  sp500: readonly Sp500Row[],
): string[] {
  return [
    ...checkCompanyRegistry(world.companies, sp500),
    ...checkCompanyMentions(simulations, world.companies),
    ...checkWorldFacts(simulations, world.week.facts),
    ...checkNames(simulations, world.names),
    ...checkNearDuplicates(simulations),
    ...checkGraduateItems(simulations, new Map(roles.map((r) => [r.job_id, r.title]))),
    ...checkGiveaways(simulations),
  ];
}
