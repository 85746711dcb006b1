import type { SandboxResponse, SimulationContent } from '../../../shared/contracts/simulation.ts';
import { formatLongDateUtc, MONTHS, WEEKDAYS } from '../../../shared/domain/formats.ts';
import { REFERENCE_WEEK_START } from '../../../shared/domain/simulation.ts';

/*
 * The simulation is served as authored, in one reference week (Monday 12 to Sunday 18 January
 * 2026; London time is UTC in January). Its text names days ("closes at 17:00 on Friday 16
 * January"), so the dates it serves and the days its text names must agree: these checks say where
 * they do not, in words an author can act on.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_START = Date.parse(REFERENCE_WEEK_START);
const WEEK_END = WEEK_START + 7 * DAY_MS;

// Capitalised names only: "sun", "sat" and "wed" in running text are not days. A full stop
// belongs to an abbreviation ("Fri."), never to a full name, which ends a sentence instead.
const WEEKDAY = String.raw`(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)(?:\b\.|\b)`;
const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?:\b\.|\b)`;
// Within one line: a weekday that ends a line and a number that starts the next are not a date.
const SP = String.raw`[ \u00a0]+`;
const DAY = String.raw`(?<day>[0-3]?\d)(?![:.]\d|\d)(?<ordinal>st|nd|rd|th)?\b`;
const YEAR = String.raw`(?:,?${SP}(?<year>(?:19|20)\d\d)\b)?`;

/** The forms the content uses, and the near variants an author may reach for. */
const PATTERNS: RegExp[] = [
  // "Friday 16 January", "Fri 16 Jan", "Friday, 16 January 2026", "Friday the 16th of January",
  // "Friday 16/01", and "Friday 16" when a list or an ordinal makes it a date (see wrongWeekdays).
  new RegExp(
    String.raw`\b(?<weekday>${WEEKDAY}),?${SP}(?:the${SP})?${DAY}(?:${SP}(?:of${SP})?(?<month>${MONTH})${YEAR}|\/(?<monthNumber>[01]?\d)(?:\/(?<numericYear>(?:20)?\d\d))?\b)?`,
    'g',
  ),
  // "Friday, January 16"
  new RegExp(String.raw`\b(?<weekday>${WEEKDAY}),?${SP}(?<month>${MONTH})${SP}${DAY}${YEAR}`, 'g'),
  // "16 January (Friday)"
  new RegExp(
    String.raw`\b${DAY}${SP}(?:of${SP})?(?<month>${MONTH})${YEAR}[ \u00a0]*\((?<weekday>${WEEKDAY})\)`,
    'g',
  ),
  // "12 January, Monday." (only where the weekday ends the phrase, so it reads as the date's day)
  new RegExp(
    String.raw`\b${DAY}${SP}(?:of${SP})?(?<month>${MONTH})${YEAR},${SP}(?<weekday>${WEEKDAY})(?=\s*(?:[.;:)\]]|$))`,
    'g',
  ),
];

/** What separates the items of a list of days: "Thursday 15, Friday 16 or Monday 19 January". */
const LIST_GAP = /^\s*(?:,|,?\s*(?:and|or|to)|-|–|&)\s*$/;

interface Mention {
  start: number;
  end: number;
  excerpt: string;
  weekday: number;
  day: number;
  month?: number;
  year?: number;
  ordinal: boolean;
}

/** A weekday-and-date pair whose weekday is wrong. */
export interface WrongWeekday {
  excerpt: string;
  says: string;
  date: string;
  is: string;
}

function weekdayIndex(name: string): number {
  return WEEKDAYS.findIndex((w) => w.startsWith(name.slice(0, 3)));
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((m) => m.startsWith(name.slice(0, 3)));
}

function mentionsIn(text: string): Mention[] {
  const found: Mention[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const g = match.groups!;
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((m) => start < m.end && m.start < end)) continue;
      let month: number | undefined;
      let year: number | undefined;
      if (g.month) month = monthIndex(g.month);
      if (g.monthNumber) month = Number(g.monthNumber) - 1;
      if (g.year) year = Number(g.year);
      if (g.numericYear) year = Number(g.numericYear.padStart(4, '20'));
      found.push({
        start,
        end,
        excerpt: match[0].replace(/[\s,.]+$/, ''),
        weekday: weekdayIndex(g.weekday!),
        day: Number(g.day),
        month,
        year,
        ordinal: Boolean(g.ordinal),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * How far a date (at midnight) lies from the reference week:
 * 0 inside it, a day on 11 or 19 January.
 */
function distanceToWeek(at: number): number {
  if (at < WEEK_START) return WEEK_START - at;
  if (at >= WEEK_END) return at - WEEK_END + DAY_MS;
  return 0;
}

/** The real date an author most plausibly meant: the candidate nearest the reference week. */
function nearest(candidates: Array<[year: number, month: number]>, day: number): Date | undefined {
  let best: Date | undefined;
  for (const [year, month] of candidates) {
    const date = new Date(Date.UTC(year, month, day));
    if (date.getUTCDate() !== day) continue; // 30 February and the like
    if (!best || distanceToWeek(date.getTime()) < distanceToWeek(best.getTime())) best = date;
  }
  return best;
}

function resolve(mention: Mention, month: number | undefined, year: number | undefined) {
  if (month !== undefined && (month < 0 || month > 11)) return undefined; // "Friday 16/13"
  const base = new Date(WEEK_START);
  if (month === undefined) {
    // A day without a month ("Thursday 15, Friday 16"): the month around the week that has it.
    const months = [-2, -1, 0, 1, 2].map((shift): [number, number] => {
      const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + shift, 1));
      return [d.getUTCFullYear(), d.getUTCMonth()];
    });
    return nearest(months, mention.day);
  }
  if (year !== undefined) return nearest([[year, month]], mention.day);
  const y = base.getUTCFullYear();
  return nearest(
    [y - 1, y, y + 1].map((candidate): [number, number] => [candidate, month]),
    mention.day,
  );
}

/**
 * Every weekday-and-date pair in a text whose weekday is not the date's. A date without a year is
 * taken in the year that puts it nearest the reference week ("Friday 12 December" is 2025). A day
 * without a month counts only in a list of days, which takes the month named at its end ("Friday
 * 16 or Monday 19 January"), or written as an ordinal ("Tuesday, the 20th"); alone, "Friday 16"
 * may be sixteen of anything.
 */
export function wrongWeekdays(text: string): WrongWeekday[] {
  const mentions = mentionsIn(text);
  const problems: WrongWeekday[] = [];
  mentions.forEach((mention, i) => {
    let { month, year } = mention;
    const inList = (a: Mention | undefined, b: Mention | undefined) =>
      a !== undefined && b !== undefined && LIST_GAP.test(text.slice(a.end, b.start));
    if (month === undefined) {
      for (let j = i; j + 1 < mentions.length && inList(mentions[j], mentions[j + 1]); j++) {
        if (mentions[j + 1]!.month !== undefined) {
          ({ month, year } = mentions[j + 1]!);
          break;
        }
      }
      const listed = inList(mentions[i - 1], mention) || inList(mention, mentions[i + 1]);
      if (month === undefined && !listed && !mention.ordinal) return;
    }
    const date = resolve(mention, month, year);
    if (!date) return;
    if (date.getUTCDay() === mention.weekday) return;
    problems.push({
      excerpt: mention.excerpt,
      says: WEEKDAYS[mention.weekday]!,
      date: formatLongDateUtc(date),
      is: WEEKDAYS[date.getUTCDay()]!,
    });
  });
  return problems;
}

/** Every string of a value with its path: `.body`, `.transcript[3].text`, `.deliverables[0]`. */
function stringsWithPaths(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsWithPaths(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsWithPaths(v, `${at}.${k}`));
  return [];
}

/** Where an item sits: `emails[q4-timetable]` for items with an id, `companies[3]` otherwise. */
function itemName(section: string, item: unknown, index: number): string {
  const id = (item as { id?: unknown }).id;
  return `${section}[${typeof id === 'string' ? id : index}]`;
}

/** Every weekday-and-date pair in every text field of a role's content (model answers too). */
export function checkDatePairs(content: SimulationContent): string[] {
  const problems: string[] = [];
  for (const [section, value] of Object.entries(content)) {
    const fields = Array.isArray(value)
      ? value.flatMap((item, i) => stringsWithPaths(item, itemName(section, item, i)))
      : typeof value === 'object'
        ? stringsWithPaths(value, section)
        : [];
    for (const [field, text] of fields) {
      for (const wrong of wrongWeekdays(text)) {
        problems.push(
          `${content.job_id} ${field}: "${wrong.excerpt}" says ${wrong.says} but ${wrong.date} is a ${wrong.is}`,
        );
      }
    }
  }
  return problems;
}

const WEEK_TEXT = 'Monday 12 to Sunday 18 January 2026';

/**
 * What the page gets: the week is the reference week, every timestamp falls in it, and meetings
 * are listed in time order (the page shows them as listed).
 */
export function checkServedWeek(served: SandboxResponse): string[] {
  const problems: string[] = [];
  if (Date.parse(served.weekOf) !== WEEK_START)
    problems.push(
      `${served.job_id} weekOf: "${served.weekOf}" is not ${REFERENCE_WEEK_START}, the Monday of the simulated week`,
    );
  const stamps: Array<[string, string]> = [
    ...served.emails.map((e, i): [string, string] => [
      `${itemName('emails', e, i)}.timestamp`,
      e.timestamp,
    ]),
    ...served.meetings.map((m, i): [string, string] => [
      `${itemName('meetings', m, i)}.time`,
      m.time,
    ]),
    ...served.files.map((f, i): [string, string] => [
      `${itemName('files', f, i)}.lastModified`,
      f.lastModified,
    ]),
    ...served.news.map((n, i): [string, string] => [
      `${itemName('news', n, i)}.timestamp`,
      n.timestamp,
    ]),
    ...served.tasks.map((t, i): [string, string] => [
      `${itemName('tasks', t, i)}.due_date`,
      t.due_date,
    ]),
  ];
  for (const [field, iso] of stamps) {
    const at = Date.parse(iso);
    if (!(at >= WEEK_START && at < WEEK_END))
      problems.push(
        `${served.job_id} ${field}: "${iso}" is outside the simulated week (${WEEK_TEXT})`,
      );
  }
  served.meetings.forEach((meeting, i) => {
    const before = served.meetings[i - 1];
    if (before && Date.parse(meeting.time) < Date.parse(before.time))
      problems.push(
        `${served.job_id} ${itemName('meetings', meeting, i)}.time: "${meeting.time}" is listed after ${itemName('meetings', before, i - 1)} at "${before.time}"; list meetings in time order`,
      );
  });
  return problems;
}

/** Both checks for every role, on what the service serves and on the whole authored text. */
export function checkCalendar(
  simulations: ReadonlyMap<string, SimulationContent>,
  service: { getSandbox(jobId: string): SandboxResponse },
): string[] {
  return [...simulations].flatMap(([jobId, content]) => [
    ...checkServedWeek(service.getSandbox(jobId)),
    ...checkDatePairs(content),
  ]);
}
