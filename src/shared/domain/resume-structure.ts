import type { ParsedResume } from '../contracts/resume.ts';

/**
 * Structures the text of a CV (as a PDF, Word or text reader gives it) into SPEC.md's parsed
 * resume. Pure and deterministic, so the page and the server read a CV the same way. It copes with
 * what real CVs do: headings in capitals or title case, with or without colons; two columns
 * flattened into one stream (side by side, or interleaved line by line); a sidebar before the name;
 * "Title | Firm | Dates" on one line or over three; dates such as "Jan 2021 - Present",
 * "01/2019 – 06/2021", "2018-2020" or "September 2017 to July 2020".
 */

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';
/** "Qualifications" mixes degrees and professional certificates: its lines are sorted one by one. */
type HeadingKind = Section | 'qualifications';

const HEADINGS: ReadonlyArray<readonly [HeadingKind, readonly string[]]> = [
  [
    'experience',
    [
      'experience',
      'work experience',
      'professional experience',
      'relevant experience',
      'employment',
      'employment history',
      'career history',
      'work history',
      'career',
      'professional history',
      'internships',
      'internships and experience',
      'experience and internships',
      'work experience and internships',
      'other experience',
      'additional experience',
      'leadership experience',
      'positions of responsibility',
    ],
  ],
  [
    'education',
    [
      'education',
      'academic background',
      'academic qualifications',
      'academic history',
      'education history',
    ],
  ],
  [
    'qualifications',
    [
      'qualifications',
      'education and qualifications',
      'qualifications and education',
      'education and training',
      'education and certifications',
      'education and professional qualifications',
      'academic and professional qualifications',
      'qualifications and training',
    ],
  ],
  [
    'skills',
    [
      'skills',
      'key skills',
      'technical skills',
      'core skills',
      'core competencies',
      'competencies',
      'skills and competencies',
      'skills and interests',
      'skills and certifications',
      'skills and tools',
      'it skills',
      'computer skills',
      'expertise',
      'areas of expertise',
      'tools',
      'software',
      'systems',
      'technical proficiencies',
      'skills summary',
    ],
  ],
  [
    'summary',
    [
      'profile',
      'summary',
      'professional summary',
      'personal profile',
      'personal statement',
      'career summary',
      'about me',
      'objective',
      'career objective',
      'professional profile',
    ],
  ],
  [
    'certifications',
    [
      'certifications',
      'certificates',
      'certification',
      'professional qualifications',
      'professional certifications',
      'licences',
      'licenses',
      'licences and certifications',
      'licenses and certifications',
      'accreditations',
      'certifications and training',
      'training and certifications',
      'courses and certifications',
      'registration',
      'registrations',
      'professional registration',
      'registration and training',
      'training',
      'training and development',
      'professional development',
      'continuing professional development',
      'courses',
    ],
  ],
  [
    'other',
    [
      'other',
      'interests',
      'hobbies',
      'hobbies and interests',
      'references',
      'languages',
      'achievements',
      'key achievements',
      'selected achievements',
      'awards',
      'awards and achievements',
      'achievements and awards',
      'honours and awards',
      'projects',
      'selected transactions',
      'transactions',
      'deal experience',
      'volunteering',
      'voluntary work',
      'activities',
      'extracurricular activities',
      'additional information',
      'other information',
      'personal details',
      'personal',
      'personal information',
      'additional',
      'miscellaneous',
      'community',
      'volunteer work',
      'contact',
      'contact details',
      'publications',
      'talks',
      'presentations',
      'selected presentations',
      'speaking',
      'memberships',
      'professional memberships',
    ],
  ],
];

const HEADING_OF = new Map<string, HeadingKind>(
  HEADINGS.flatMap(([section, names]) => names.map((name) => [name, section] as const)),
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const POINT = String.raw`(?:${MONTH}[\s,-]*${YEAR}|(?:0?[1-9]|1[0-2])[/.]${YEAR}|${YEAR})`;
const NOW = String.raw`(?:present|current|now|to date|date|ongoing|today)`;
const SEP = String.raw`\s*(?:-|–|—|to|until|till)\s*`;
/**
 * A date range ("2018 – 2020", "2018–19"), or a single date (a degree's year). Not part of a
 * longer number or word ("£2000m", "2022-style"), which is a figure rather than a date.
 */
const RANGE = new RegExp(
  String.raw`(?<![\w/£$€.])(?:(${POINT})${SEP}(${POINT}|${NOW})|(${YEAR})\s*[-–—/]\s*(\d{2})|(${POINT})(?![-–][a-z]))(?![\w/])`,
  'gi',
);

const BULLET = /^\s*(?:[•▪●◦‣∙·*–-]|\d+[.)])\s+/;
/** A phone number, an e-mail or a web address: a line of contact details, not of the CV's body. */
const CONTACT = /@|https?:\/\/|www\.|linkedin\.|(?:\+44\s?|\b0)\d{2,4}[\s-]?\d{3}[\s-]?\d{3,4}\b/i;

/** Lines already judged: each line is asked about from several places (sections, name, columns). */
const headingMemo = new Map<string, HeadingKind | null>();

/** The heading a line is, if it is one: short, and a name we know once case and colons go. */
function headingOf(line: string): HeadingKind | null {
  if (line.length > 80) return null;
  const memo = headingMemo.get(line);
  if (memo !== undefined) return memo;
  if (headingMemo.size > 5000) headingMemo.clear();
  const kind = readHeading(line);
  headingMemo.set(line, kind);
  return kind;
}

function readHeading(line: string): HeadingKind | null {
  const words = line.trim().split(/\s+/);
  if (words.length > 6) return null;
  const key = line
    // "Selected transactions (lead or joint lead role)": the note is not the heading's name.
    .replace(/\s*\([^()]*\)\s*$/, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const known = HEADING_OF.get(key);
  if (known) return known;
  // "Teaching experience", "Banking experience": a kind of experience is experience.
  if (words.length <= 4 && / (?:experience|employment)$/.test(key)) return 'experience';
  // "Publications and Talks": a heading made of headings is the first one's.
  if (key.includes(' and ')) {
    const named = key.split(' and ').map((p) => HEADING_OF.get(p.trim()));
    if (named.every(Boolean)) return named[0]!;
  }
  return null;
}

const isMain = (kind: HeadingKind | null) =>
  kind === 'experience' || kind === 'education' || kind === 'qualifications';

/** Months since January 1970 of a written date; `end` reads a bare year as its December. */
function monthOf(point: string, end: boolean): number | null {
  const text = point.toLowerCase();
  const year = /(19|20)\d{2}/.exec(text);
  if (!year) return null;
  const y = Number(year[0]);
  const numeric = /^(\d{1,2})[/.]/.exec(text);
  const named = MONTHS.findIndex((m) => text.startsWith(m));
  const month = numeric ? Number(numeric[1]) - 1 : named >= 0 ? named : end ? 11 : 0;
  return (y - 1970) * 12 + month;
}

export interface DateRange {
  text: string;
  startMonth: number | null;
  endMonth: number | null;
  /** Where the range sits in its line, to take it out. */
  index: number;
}

/** Every date and date range of a line, in order; `single` marks a lone date. */
function datesIn(line: string): Array<DateRange & { single: boolean }> {
  const found: Array<DateRange & { single: boolean }> = [];
  for (const match of line.matchAll(RANGE)) {
    const index = match.index;
    if (match[5]) {
      // A lone year spans that year; a month-year is that month.
      found.push({
        text: match[0],
        startMonth: monthOf(match[5], false),
        endMonth: monthOf(match[5], true),
        index,
        single: true,
      });
    } else if (match[3]) {
      // "2018–19": the end shares the start's century.
      const endYear = `${match[3].slice(0, 2)}${match[4]!}`;
      found.push({
        text: match[0],
        startMonth: monthOf(match[3], false),
        endMonth: monthOf(endYear, true),
        index,
        single: false,
      });
    } else {
      const ongoing = new RegExp(`^${NOW}$`, 'i').test(match[2]!.trim());
      found.push({
        text: match[0],
        startMonth: monthOf(match[1]!, false),
        endMonth: ongoing ? null : monthOf(match[2]!, true),
        index,
        single: false,
      });
    }
  }
  return found;
}

export function findDateRange(line: string): DateRange | null {
  const first = datesIn(line)[0];
  if (!first) return null;
  return {
    text: first.text,
    startMonth: first.startMonth,
    endMonth: first.endMonth,
    index: first.index,
  };
}

const ORGANISATION =
  /&\s*(?:co|sons)\b|\b(ltd|limited|plc|llp|llc|inc|corporation|corp|company|group|bank|banking|capital|partners|securities|investments?|asset management|management|holdings|bros|brothers|and co|and sons|contractors|trust|nhs|council|university|college|school|academy|foundation|fund|insurance|hospital|agency|studio|services|consulting|solutions|associates|markets|financial|finance|advisory|hmrc|kpmg|deloitte|pwc|ey|barclays|hsbc|lloyds|natwest|santander|j\.? ?p\.? ?morgan|goldman|morgan stanley|citi|ubs|rothschild|lazard|aviva|schroders|blackrock|vanguard|tesco|sainsbury'?s|amazon|google)\b/i;
const JOB_TITLE =
  /\b(analyst|associate|manager|intern|internship|placement|assistant|officer|director|engineer|developer|teacher|nurse|accountant|consultant|adviser|advisor|executive|specialist|coordinator|co-ordinator|controller|trader|economist|auditor|underwriter|administrator|clerk|head|lead|partner|vice president|vp|representative|designer|writer|reporter|editor|chef|supervisor|technician|planner|strategist|researcher|banker|broker|dealer|cashier|receptionist|volunteer|ambassador|president|treasurer|secretary|apprentice|graduate|trainee|student|tutor|lecturer|fellow|waiter|waitress|bartender|barista|staff|senior|driver|operative|scientist|actuary|paraplanner|solicitor|paralegal|surveyor|architect|pharmacist|bookseller|owner|founder|mentor|insight|spring week|work experience|shadowing)\b/i;
const LOCATION_ONLY =
  /^(?:london|manchester|edinburgh|glasgow|birmingham|leeds|bristol|cardiff|belfast|liverpool|sheffield|nottingham|newcastle|leicester|southampton|reading|oxford|cambridge|york|brighton|bath|exeter|durham|aberdeen|dundee|remote|hybrid|uk|united kingdom|new york|paris|frankfurt|dublin|luxembourg|zurich|geneva|hong kong|singapore|dubai)(?:\s*\((?:hybrid|remote)\))?(?:,\s*[a-z ]+)?$/i;

/** Tidies a cell of a header: its edges' separators go, and an empty "()" left by a date. */
const tidy = (cell: string) =>
  cell
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|,;:–—·•-]+|[\s|,;:–—·•-]+$/g, '')
    .trim();

/** Splits on a separator, except inside parentheses ("Valuation (DCF, comps)" is one item). */
function splitOutside(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  const sep = new RegExp(separator.source, separator.flags.replace('g', '') + 'y');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (depth === 0) {
      sep.lastIndex = i;
      const m = sep.exec(text);
      if (m && m[0].length > 0) {
        pieces.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A trailing note in parentheses, "(part-time)" or "(now Deutsche Numis)", is about the role or
 * the firm, not its name; an abbreviation, "(SMBC)", is part of the name and stays.
 */
const dropNote = (text: string) =>
  text
    .replace(/\s*\(([^()]*)\)\s*$/, (whole, inner: string) =>
      /^[A-Z][A-Z0-9&.]{1,9}$/.test(inner.trim()) ? whole : '',
    )
    .trim();

const LEGAL_SUFFIX = /^(?:inc|ltd|llp|plc|llc|lp|l\.p|co|limited)\.?$/i;

/** The firm of "Argos (Sainsbury's Group), Milton Keynes": what comes before its place. */
function firmOf(cell: string): string {
  const pieces = splitOutside(cell, /,\s+/).map(tidy).filter(Boolean);
  let firm = pieces[0] ?? '';
  if (pieces[1] && LEGAL_SUFFIX.test(pieces[1])) firm = `${firm}, ${pieces[1]}`;
  return dropNote(firm);
}

const STRONG_SEPARATOR = /\s*\|\s*|\t+|\s{3,}|\s+[·•]\s+/;
const DASH_SEPARATOR = /\s+[–—-]\s+/;

/**
 * The cells of a header line. A line that uses "|", tabs or wide gaps between its cells keeps its
 * dashes (they join a title and its sub-title, "FX Dealer – Corporate Payments"); only a line with
 * nothing stronger splits on dashes, and only where it holds the dates ("Title — Firm — Dates").
 */
function cellsOf(line: string, splitDashes: boolean): string[] {
  const pieces = STRONG_SEPARATOR.test(line)
    ? line.split(STRONG_SEPARATOR)
    : splitDashes
      ? line.split(DASH_SEPARATOR)
      : [line];
  return pieces.map(tidy).filter((p) => p.length > 1 && !LOCATION_ONLY.test(p));
}

/** "Business Analyst, then Associate Product Manager": a promotion is one title, not two pieces. */
function joinPromotions(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length > 0 && /^(?:then|later|and|promoted to)\b/.test(piece))
      out[out.length - 1] = `${out.at(-1)!}, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/**
 * Picks the title and the firm from a header's cells. A title keeps all of its cell ("Analyst,
 * Corporate Finance"); a firm's cell loses its place ("Houlihan Lokey, London"). Which cell is
 * which comes from the vocabulary of job titles and of firms, else title first.
 */
function titleAndOrganisation(cells: string[]): { title: string; organisation: string } {
  let pieces = cells;
  if (pieces.length === 1) {
    // One cell holds both: "Analyst – Barclays", "Sales Advisor, Debenhams, Sheffield".
    const dashed = pieces[0]!.split(DASH_SEPARATOR).map(tidy).filter(Boolean);
    pieces =
      dashed.length > 1
        ? dashed
        : joinPromotions(splitOutside(pieces[0]!, /,\s+|\s+at\s+/).map(tidy)).filter(
            (p) => p.length > 1 && !LOCATION_ONLY.test(p),
          );
  }
  if (pieces.length === 0) return { title: '', organisation: '' };
  if (pieces.length === 1) {
    const only = dropNote(pieces[0]!);
    return JOB_TITLE.test(only) || !ORGANISATION.test(only)
      ? { title: only, organisation: '' }
      : { title: '', organisation: only };
  }
  const isTitle = pieces.map((p) => JOB_TITLE.test(p));
  const isOrg = pieces.map((p) => ORGANISATION.test(p));
  // A title with no firm word wins; else a title beside a piece that is only a firm.
  let t = pieces.findIndex((_, i) => isTitle[i] && !isOrg[i]);
  if (t < 0)
    t = pieces.findIndex(
      (_, i) => isTitle[i] && pieces.some((_, j) => j !== i && isOrg[j] && !isTitle[j]),
    );
  if (t < 0) t = isTitle.indexOf(true);
  if (t < 0) t = pieces.findIndex((_, i) => !isOrg[i]);
  if (t < 0) t = 0;
  let o = pieces.findIndex((_, i) => i !== t && isOrg[i] && !isTitle[i]);
  if (o < 0) o = pieces.findIndex((_, i) => i !== t && isOrg[i]);
  if (o < 0) o = t + 1 < pieces.length ? t + 1 : t - 1;
  return { title: dropNote(pieces[t] ?? ''), organisation: firmOf(pieces[o] ?? '') };
}

const SENTENCE_START =
  /^(?:responsible|managed|manage|led|lead|built|build|developed|develop|worked|work|supported|support|delivered|deliver|prepared|prepare|created|create|designed|design|ran|run|own|owned|helped|help|assisted|conducted|performed|analysed|analyse|analyzed|drafted|draft|wrote|write|produced|produce|reviewed|review|executed|joined|promoted|covered|cover|won|grew|grow|cut|reduced|increased|achieved|trained|train|mentored|introduced|launched|set|took|handled|served|serve|dealt|completed|present|presented)\b/i;

/** A line that reads as a header (a title or a firm), not as a sentence of what was done. */
function headerLike(line: string): boolean {
  const text = line.trim();
  if (!text || BULLET.test(line) || /^[a-z]/.test(text) || CONTACT.test(text)) return false;
  const words = text.split(/\s+/).length;
  if (words > 12 || /[.;!?]$/.test(text) || /;\s/.test(text)) return false;
  // Figures ("£2.1bn", "35%") belong to achievements; headers name things.
  if (/[£$€]\s?\d|\d\s?%/.test(text)) return false;
  if ((SENTENCE_START.test(text) || /^[A-Z][a-z]+ed\b/.test(text)) && words > 4) return false;
  return mostlyCapitalised(text);
}

const CONNECTIVES = /^(?:and|of|the|for|in|at|on|to|with|then|&|a|an|de|du|la|le|von|van)$/i;

/**
 * Names of roles and firms are capitalised ("Head of Credit Research", "Guy's and St Thomas'
 * NHS Foundation Trust"); a sentence is mostly lower case ("Weekly stock counts and ordering").
 * A note in parentheses, "(recipe box delivery)", does not count.
 */
function mostlyCapitalised(text: string): boolean {
  const words = text
    .replace(/\([^()]*\)/g, ' ')
    .split(/[\s,/|–—-]+/)
    .filter((w) => /^[\p{L}]/u.test(w) && !CONNECTIVES.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return lower * 5 <= words.length * 2;
}

/** Words that put a date inside a sentence: "since 2023", "in 2024 and 2025", "to March 2021". */
const PROSE_BEFORE =
  /\b(?:in|since|from|to|until|till|by|during|of|and|or|through|throughout|for|at|on|the|a|an|between|before|after|over|around|early|late|mid|end|than|about|circa|c|per|year|years)\s*\(?$/i;

interface EntryDate {
  range: DateRange;
  /** What the date line says besides its date, cut into cells. */
  cells: string[];
  /** "President, Finance Society (2024-2025): grew membership…": the words after the colon. */
  firstLine: string;
}

/**
 * The date that starts an entry, if the line has one. A date range, or a lone date at the start or
 * end of a short header-like line, starts an entry; a year inside a sentence ("ran the course in
 * 2024 and 2025") does not, nor does a bullet unless it is a short "Role, Firm, 2019 – 2021".
 */
function entryDateOf(line: string): EntryDate | null {
  const bulleted = BULLET.test(line);
  const text = line.replace(BULLET, '');
  for (const date of datesIn(text)) {
    const before = text.slice(0, date.index);
    let after = text.slice(date.index + date.text.length);
    if (PROSE_BEFORE.test(before.trimEnd())) continue;
    let firstLine = '';
    // After a header and its date, a colon starts what was done; after a date alone, the header.
    const colon = /^\s*\)?\s*:\s+(.+)$/.exec(after);
    if (colon && tidy(before) !== '') {
      firstLine = colon[1]!.trim();
      after = '';
    }
    // A note after the dates, "(expected)" or "(2:1)", is not part of the header.
    const tail = after.replace(/^\s*\)/, '').replace(/\([^()]*\)/g, ' ');
    const header = tidy(`${before.replace(/\(\s*$/, '')} ${tail}`);
    const words = header ? header.split(/\s+/).length : 0;
    if (header && !headerLikeRest(header)) continue;
    if (bulleted) {
      if (date.single || words > 8 || !(JOB_TITLE.test(header) || ORGANISATION.test(header)))
        continue;
    } else if (date.single) {
      const atEdge = tidy(before) === '' || tidy(tail) === '';
      if (!atEdge || words > 10) continue;
    } else if (words > 14) continue;
    return {
      range: {
        text: date.text.trim(),
        startMonth: date.startMonth,
        endMonth: date.endMonth,
        index: date.index,
      },
      cells: [
        ...cellsOf(before.replace(/\(\s*$/, ''), true),
        ...cellsOf(tail.replace(/\(\s*\)/g, ''), true),
      ],
      firstLine,
    };
  }
  return null;
}

/** The rest of a date line reads as a header: no sentence punctuation, no figures. */
const headerLikeRest = (rest: string) =>
  !/;\s|[.!?]$/.test(rest) && !/^[a-z]/.test(rest) && !/[£$€]\s?\d|\d\s?%/.test(rest);

/** A line either side of its date; "(2020 – 2024)" takes its parentheses with it. */
function withoutDate(line: string, range: DateRange): [string, string] {
  let before = line.slice(0, range.index);
  let after = line.slice(range.index + range.text.length);
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) {
    before = before.replace(/\(\s*$/, '');
    after = after.replace(/^\s*\)/, '');
  }
  return [before, after];
}

const clean = (line: string) => line.replace(BULLET, '').replace(/\s+/g, ' ').trim();

/** A PDF wraps long bullets: a line starting in lower case continues the sentence above it. */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    const previous = out.at(-1);
    if (
      previous !== undefined &&
      /^[a-z]/.test(text) &&
      !BULLET.test(line) &&
      (BULLET.test(previous) || previous.trim().split(/\s+/).length >= 6)
    ) {
      out[out.length - 1] = `${previous.trimEnd()} ${text}`;
    } else out.push(line);
  }
  return out;
}

function experienceOf(input: string[]): ParsedResume['experience'] {
  const lines = joinWrapped(input);
  const dates = lines.map(entryDateOf);
  const anchors = dates.flatMap((d, i) => (d ? [i] : []));
  // Above each date: up to two header lines (title, firm), back to the previous date line.
  const above = anchors.map((at, k) => {
    const floor = k > 0 ? anchors[k - 1]! : -1;
    const own = dates[at]!.cells;
    const named = titleAndOrganisation(own);
    // "Tutor, MSc Economics, University of Strathclyde, 2022 – present" is a whole header: the line
    // above it is something else (a heading we do not know, the last line of the entry before).
    const whole =
      (own.length > 0 && JOB_TITLE.test(named.title) && ORGANISATION.test(named.organisation)) ||
      own.length >= 2;
    const taken: number[] = [];
    for (let j = at - 1; j > floor && taken.length < 2; j -= 1) {
      if (!headerLike(lines[j]!)) break;
      // A whole header may still sit under its firm's name ("Numis Securities" over
      // "Analyst | Consumer | 2019 – 2023"), but under nothing else.
      if (
        whole &&
        !(
          ORGANISATION.test(lines[j]!) &&
          !JOB_TITLE.test(lines[j]!) &&
          !ORGANISATION.test(named.organisation)
        )
      )
        break;
      taken.unshift(j);
    }
    return taken;
  });
  const claimed = new Set(above.flat());
  const entries: ParsedResume['experience'] = [];
  anchors.forEach((at, k) => {
    const date = dates[at]!;
    const cells = [...above[k]!.flatMap((j) => cellsOf(lines[j]!, false)), ...date.cells];
    // "Credit Analyst\tSep 2022 – Present" then the firm below: a header may go on under its date.
    const next = anchors[k + 1] ?? lines.length;
    let bodyStart = at + 1;
    while (
      cells.length < 2 &&
      bodyStart < next &&
      !claimed.has(bodyStart) &&
      headerLike(lines[bodyStart]!)
    ) {
      cells.push(...cellsOf(lines[bodyStart]!, false));
      bodyStart += 1;
    }
    const bodyEnd = k + 1 < anchors.length ? (above[k + 1]![0] ?? next) : lines.length;
    const body = [date.firstLine, ...lines.slice(bodyStart, bodyEnd)].map(clean).filter(Boolean);
    const { title, organisation } = titleAndOrganisation(cells);
    if (!title && !organisation) return;
    entries.push({
      title: title.slice(0, 200),
      organisation: organisation.slice(0, 200),
      dates: date.range.text.slice(0, 80),
      startMonth: date.range.startMonth,
      endMonth: date.range.endMonth,
      lines: body.map((l) => l.slice(0, 600)).slice(0, 30),
    });
  });
  return entries.slice(0, 10);
}

/** A school qualification or a degree, as against a professional certificate. */
const ACADEMIC =
  /\b(bsc|ba|msc|ma|mba|mphil|phd|dphil|meng|beng|mmath|msci|mres|mchem|mphys|bcom|bba|bed|bmus|llb|llm|bacc|hons|degree|bachelor(?:'s)?|master(?:'s)?|doctorate|a[- ]levels?|as[- ]levels?|gcses?|igcses?|btec|hnd|hnc|ib|international baccalaureate|baccalaureate|highers|advanced highers|pgce|pgdip|foundation year|foundation degree)\b/i;
const QUALIFICATION = new RegExp(
  String.raw`${ACADEMIC.source}|\b(diploma|certificate|nvq|acca|aca|cima|cfa)\b`,
  'i',
);
const INSTITUTION =
  /\b(university|college|school|academy|institute|polytechnic|lse|ucl|kcl|imperial|oxford|cambridge|sixth form)\b/i;
/** Words of a professional certificate rather than of a degree. */
const CERTIFICATE_WORDS =
  /\b(certificate|certified|certification|chartered|diploma|level \d|licen[cs]e|accredited|registered|member|fellow|cisi|cfa|acca|cima|aat|aws|ciob|cipd|iosh|nebosh|prince2|pmp|scrum)\b/i;
/** A grade after a degree, "First Class" or "2:1", is not part of its name. */
const GRADE =
  /^(?:first|first class(?: honours)?|1st|upper second|lower second|2:[12]|third|pass|merit|distinction|honours)$/i;

/** A qualification without its grade: "BSc (Hons) Economics, First Class" is "BSc (Hons) Economics". */
function qualificationName(text: string): string {
  const pieces = splitOutside(text, /,\s+/).map(tidy);
  while (pieces.length > 1 && GRADE.test(pieces.at(-1)!)) pieces.pop();
  return pieces.join(', ');
}

function educationOf(lines: string[]): ParsedResume['education'] {
  const entries: ParsedResume['education'] = [];
  let current: ParsedResume['education'][number] | null = null;
  for (const raw of lines) {
    const line = clean(raw);
    if (!line) continue;
    const range = findDateRange(line);
    const text = range ? withoutDate(line, range).join(' | ') : line;
    const cells = text
      .split(/\s*\|\s*|\s+[–—-]\s+|\t+|\s{3,}/)
      .map(tidy)
      .filter(Boolean);
    let institution: string | undefined;
    let qualification: string | undefined;
    let headerWords = 0;
    for (const cell of cells) {
      // "BSc (Hons) Economics, University of Leeds, (2:1)": the school's piece is the institution,
      // the pieces on one side of it the qualification (before it, else after it).
      const pieces = splitOutside(cell, /,\s+/).map(tidy).filter(Boolean);
      const at = pieces.findIndex((p) => INSTITUTION.test(p) && !QUALIFICATION.test(p));
      const school = at >= 0 ? at : pieces.findIndex((p) => INSTITUTION.test(p));
      if (school >= 0) {
        institution ??= pieces[school]!;
        const before = pieces.slice(0, school).join(', ');
        const after = pieces.slice(school + 1).join(', ');
        if (before && QUALIFICATION.test(before)) qualification ??= qualificationName(before);
        else if (after && QUALIFICATION.test(after)) qualification ??= qualificationName(after);
      } else if (QUALIFICATION.test(cell)) qualification ??= qualificationName(cell);
      else continue;
      headerWords = Math.max(headerWords, cell.split(/\s+/).length);
    }
    // A long sentence naming a university ("Awarded the prize … at the University of Edinburgh")
    // is a detail of its entry, not a new one.
    const startsEntry =
      !BULLET.test(raw) &&
      // "(including a year abroad at the University of Toronto)" goes on from the line above.
      !/^[(a-z]/.test(line) &&
      (institution !== undefined || qualification !== undefined) &&
      headerWords <= 16;
    if (startsEntry) {
      const joinable =
        current &&
        ((institution && !current.institution) || (qualification && !current.qualification)) &&
        !(institution && current.institution) &&
        !(qualification && current.qualification);
      if (!joinable) {
        if (current) entries.push(current);
        current = { qualification: '', institution: '', dates: '', lines: [] };
      }
      current!.institution ||= institution ?? '';
      current!.qualification ||= qualification ?? '';
      if (range) current!.dates ||= range.text.trim();
      // What the line says besides its qualification, school and dates ("First Class") is kept.
      const rest = [qualification, institution].reduce<string>(
        (left, part) => (part ? left.replace(part, ' ') : left),
        text,
      );
      const left = tidy(rest.replace(/[|,;()]/g, ' '));
      if (/\p{L}{2}/u.test(left) && !LOCATION_ONLY.test(left) && current!.lines.length < 15)
        current!.lines.push(line);
      continue;
    }
    if (range && current && !current.dates && !BULLET.test(raw)) {
      current.dates = range.text.trim();
      if (tidy(text.replace(/\([^()]*\)/g, '')) === '') continue;
    }
    if (current && current.lines.length < 15) current.lines.push(line);
  }
  if (current) entries.push(current);
  return entries
    .map((e) => ({
      ...e,
      qualification: tidy(e.qualification).slice(0, 200),
      institution: dropNote(tidy(e.institution)).slice(0, 200),
      dates: e.dates.slice(0, 80),
      lines: e.lines.map((l) => l.slice(0, 600)),
    }))
    .slice(0, 5);
}

/** Whole items that are qualifications rather than skills ("CFA" in a list of skills). */
const QUALIFICATION_ITEM = /^(?:cfa|acca|aca|cima|frm|prm|caia|cpa|cta|cisi|imc|icaew)\b/i;

function skillsOf(lines: string[]): string[] {
  const skills: string[] = [];
  for (const line of lines) {
    const text = clean(line).replace(/^[A-Za-z &/]{2,30}:\s+/, (label) =>
      // "Software: Excel, Python" keeps the items, not the label.
      label.includes(',') ? label : '',
    );
    for (const item of splitOutside(text.replace(/\t+|\s{3,}/g, ' | '), /\s*[,;•|·▪]\s*/)) {
      const skill = item.replace(/\.$/, '').trim();
      if (
        skill.length >= 2 &&
        /[a-z]/i.test(skill) &&
        skill.length <= 100 &&
        // A parenthesis lists examples ("Valuation (DCF, comps)"): the words outside it count.
        skill
          .replace(/\([^()]*\)/g, ' ')
          .trim()
          .split(/\s+/).length <= 6 &&
        !QUALIFICATION_ITEM.test(skill) &&
        !skills.some((s) => s.toLowerCase() === skill.toLowerCase())
      )
        skills.push(skill);
    }
  }
  if (skills.length <= 20) return skills;
  // More than fit: keep the compact ones (tools, standard terms) over descriptive phrases,
  // in the CV's order.
  const kept = new Set(
    skills
      .map((skill, i) => ({ skill, i, words: skill.split(/\s+/).length }))
      .sort((a, b) => a.words - b.words || a.i - b.i)
      .slice(0, 20)
      .map((s) => s.skill),
  );
  return skills.filter((s) => kept.has(s));
}

const CERTIFICATIONS = [
  /\bCFA(?: (?:Level|L) ?(?:I{1,3}|[123]))?(?: Charterholder| candidate)?\b/g,
  /\bACCA\b/g,
  /\bACA\b/g,
  /\bICAEW\b/g,
  /\bCIMA\b/g,
  /\bFRM(?: Part (?:I{1,2}|[12]))?\b/g,
  /\bPRM\b/g,
  /\bCAIA\b/g,
  /\bCISI\b[^,.;\n\t]{0,60}/g,
  /\bIMC\b|\bInvestment Management Certificate\b/g,
  /\bCeMAP\b/g,
  /\bCPA\b/g,
  /\bCTA\b/g,
  /\bICA (?:Certificate|Diploma)[^,.;\n\t]{0,50}/g,
  /\bCertificate in Investment Management\b/g,
  /\bFinancial Modelling (?:Certificate|Course)\b/g,
];

/** "FRM (GARP), 2018", "CFA Level II (passed 2024)": the qualification without when. */
const TRAILING_DATE = new RegExp(
  String.raw`(?:\s*\((?:[a-z]+\s+){0,2}${POINT}(?:\s*[-–]\s*(?:${POINT}|${NOW}))?\)|,\s*(?:[a-z]+\s+){0,2}${POINT}|\s+${POINT})\s*$`,
  'i',
);

function certificationsOf(text: string, section: string[]): string[] {
  const found: string[] = [];
  // A certifications section's own lines come first, as written.
  for (const line of section) {
    // "FRM Part I (passed May 2025); Part II booked for November 2026": after a semicolon, a note.
    for (const part of clean(line)
      .split(/\s+\|\s+/)
      .map((p) => splitOutside(p, /;\s/)[0]!)) {
      const item = tidy(part.replace(TRAILING_DATE, ''));
      if (item.length < 2 || item.split(/\s+/).length > 14) continue;
      if (!found.some((f) => f.toLowerCase() === item.toLowerCase())) found.push(item);
    }
  }
  // Finance qualifications named anywhere else; "CFA" gives way to "CFA Charterholder".
  for (const pattern of CERTIFICATIONS)
    for (const m of text.matchAll(pattern)) {
      const v = m[0].trim().replace(/[\s(–—-]+$/, '');
      const lower = v.toLowerCase();
      if (!v || found.some((f) => f.toLowerCase().includes(lower))) continue;
      const shorter = found.findIndex((f) => lower.includes(f.toLowerCase()));
      if (shorter >= 0) found[shorter] = v;
      else found.push(v);
    }
  return found.map((f) => f.slice(0, 160)).slice(0, 15);
}

/** Letters after a name: professional bodies, degrees, registrations. */
const POST_NOMINALS = new Set(
  'CEMAP CERER DIPPFS APFS FPFS MCSI ACA FCA ACCA FCCA CFA FRM CIMA ACMA FCMA CGMA CPA CTA ATT CAIA PRM CMA AAT RN RGN RMN RNLD RM CENG IENG MICE MIET MIMECHE MRICS FRICS MCIPD CIPD CMGR MCMI FCMI PHD DPHIL MBA MSC BSC MENG BENG LLB LLM QTS PGCE FHEA MBCS CITP CHFC DIPPFS MCSI FCSI MCIOB FCII ACII MCIM'.split(
    ' ',
  ),
);
const NAME =
  /^[A-Z][A-Za-z'’-]+(?:\s+(?:(?:van|von|de|da|del|della|di|du|le|la|bin|al|ter)\s+)?[A-Z][A-Za-z'’.-]*){1,3}$/;

/** Words of qualifications ("BSc Computer Science"); "MA" and "BA" are left out: "Jack Ma". */
const NOT_A_NAME =
  /\b(?:bsc|msc|mba|phd|dphil|meng|beng|llb|llm|hons|degree|bachelor|master|a[- ]levels?|gcses?|highers|diploma|certificate|certified|certification)\b/i;

const titleCase = (word: string) =>
  word === word.toUpperCase()
    ? word
        .toLowerCase()
        .replace(/(^|['’-])(\p{L})/gu, (_, mark: string, c: string) => mark + c.toUpperCase())
    : word;

/** The name a line would be, or null: two to four capitalised words, no titles, no firms. */
function nameCandidate(line: string): string | null {
  const text = line
    .trim()
    .replace(/^(?:name|cv|curriculum vitae|resume|résumé)\b\s*[:–—-]?\s*/i, '')
    .replace(/\s*(?:[|,•·]|\s[–—-]\s|\t|\s{3}).*$/, '')
    .replace(/^(?:dr|mr|mrs|ms|miss|mx|prof|professor|sir)\.?\s+/i, '')
    .trim();
  if (!text || /@|\d/.test(text) || headingOf(text) || findDateRange(line)) return null;
  const words = text.split(/\s+/);
  const capitals = text === text.toUpperCase();
  // "MARCUS WHITFIELD ACA", "Grace O'Connell RN": the letters after a name are not the name.
  while (
    words.length > 2 &&
    (POST_NOMINALS.has(words.at(-1)!.toUpperCase().replace(/[.,]/g, '')) ||
      (!capitals && /^[A-Z]{2,5}$/.test(words.at(-1)!)))
  )
    words.pop();
  const name = words.map(titleCase).join(' ');
  if (!NAME.test(name) || JOB_TITLE.test(name) || ORGANISATION.test(name)) return null;
  if (INSTITUTION.test(name) || LOCATION_ONLY.test(name) || NOT_A_NAME.test(name)) return null;
  return name;
}

/**
 * Where the name is. Usually the first line; but a sidebar (contact, skills) may come first, so
 * every early line that could be a name is weighed: being first or above the first heading, matching
 * the e-mail address, having a headline or contact details under it. A line under contact details
 * is their address ("Milton Keynes"), not a name.
 */
function nameLineOf(lines: string[]): { index: number; name: string } | null {
  const email = /([a-z0-9._%+-]+)@/i
    .exec(lines.join('\n'))?.[1]
    ?.toLowerCase()
    .replace(/[^a-z]/g, '');
  const firstHeading = lines.findIndex((l) => headingOf(l) !== null);
  let best: { index: number; name: string; score: number } | null = null;
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const name = nameCandidate(lines[i]!);
    if (!name) continue;
    let score = 0;
    if (i === 0) score += 3;
    else if (firstHeading < 0 || i < firstHeading) score += 2;
    const parts = name
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(/\s+/);
    if (email && parts.some((p) => p.length >= 3 && email.includes(p))) score += 4;
    const next = lines[i + 1]?.trim() ?? '';
    if (CONTACT.test(next) || (JOB_TITLE.test(next) && next.split(/\s+/).length <= 8)) score += 1;
    const previous = lines[i - 1] ?? '';
    if (CONTACT.test(previous) && !headingOf(previous)) score -= 3;
    if (score >= 1 && (!best || score > best.score)) best = { index: i, name, score };
  }
  return best && { index: best.index, name: best.name };
}

/**
 * Two columns printed side by side: many lines have a wide gap at the same place, and some lines
 * only have text right of it. Reads the left column, then the right, so each stays whole. Dates
 * aligned right on header lines share a place too, but no line is only a date's column.
 */
function unfoldColumns(lines: string[]): string[] {
  const at = new Map<number, number>();
  for (const line of lines)
    for (const m of line.matchAll(/ {3,}(?=\S)/g)) {
      const p = m.index + m[0].length;
      if (p >= 16) at.set(p, (at.get(p) ?? 0) + 1);
    }
  let column = -1;
  let support = 0;
  for (const [p] of at) {
    let n = 0;
    for (let d = -2; d <= 2; d += 1) n += at.get(p + d) ?? 0;
    if (n > support) [column, support] = [p, n];
  }
  if (support < 4) return lines;
  const split = lines.map((line) => {
    const indent = /^ */.exec(line)![0].length;
    if (line.trim() && indent >= column - 2) return { left: '', right: line.trim() };
    for (const m of line.matchAll(/ {3,}(?=\S)/g)) {
      const p = m.index + m[0].length;
      if (Math.abs(p - column) <= 2 && m.index > 0)
        return { left: line.slice(0, m.index).trim(), right: line.slice(p).trim() };
    }
    return { left: line.trim(), right: '' };
  });
  const both = split.filter((s) => s.left && s.right).length;
  const rightOnly = split.filter((s) => !s.left && s.right);
  const rightCells = split.filter((s) => s.right);
  const datesOnly = rightCells.filter((s) => findDateRange(s.right)?.text === s.right).length;
  if (both < 2 || rightOnly.length < 2 || datesOnly * 2 >= rightCells.length) return lines;
  return [...split.map((s) => s.left), ...split.map((s) => s.right)];
}

/**
 * Two columns interleaved line by line (a PDF reader taking both columns row by row): contact
 * details inside the experience, and a sidebar heading ("Key Skills") followed by more bullets and
 * dates. The sidebar's lines are moved before the main section: contact details, headings and the
 * short items between lines of the main column; bullets, dates, job titles and wrapped sentences
 * stay. A short line that is neither goes to the column the line before did not.
 */
function unweave(lines: string[]): string[] {
  const start = lines.findIndex((l) => isMain(headingOf(l)));
  if (start < 0) return lines;
  let end = lines.findIndex((l, i) => i > start && isMain(headingOf(l)));
  if (end < 0) end = lines.length;
  const region = lines.slice(start + 1, end);
  const sideHeading = region.findIndex((l) => headingOf(l) !== null);
  const mainShaped = (l: string) =>
    (BULLET.test(l) && l.split(/\s+/).length >= 5) || entryDateOf(l)?.range.startMonth != null;
  if (
    sideHeading < 0 ||
    !region.slice(0, sideHeading).some((l) => CONTACT.test(l)) ||
    !region.slice(sideHeading + 1).some(mainShaped)
  )
    return lines;
  const main: string[] = [];
  const side: string[] = [];
  let previous: 'main' | 'side' = 'main';
  for (const line of region) {
    const text = line.trim();
    let into: 'main' | 'side';
    if (headingOf(text) !== null || CONTACT.test(text)) into = 'side';
    else if (
      BULLET.test(line) ||
      findDateRange(text) ||
      /^[a-z]/.test(text) ||
      JOB_TITLE.test(text)
    )
      into = 'main';
    else into = previous === 'main' ? 'side' : 'main';
    (into === 'main' ? main : side).push(line);
    previous = into;
  }
  return [...lines.slice(0, start), ...side, lines[start]!, ...main, ...lines.slice(end)];
}

/** The CV's lines, columns unfolded, without blanks and page furniture. */
function linesOf(text: string): string[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  return unweave(
    unfoldColumns(raw).filter(
      (l) =>
        l.trim().length > 0 &&
        !/^\s*[[(]?\s*(?:page \d+(?: of \d+)?|-{3,}.*page break.*|-{3,}|_{3,})\s*[\])]?\s*$/i.test(
          l,
        ),
    ),
  );
}

const inCapitals = (line: string) =>
  line === line.toUpperCase() && /(?:\p{Lu}[^\p{Lu}]*){4}/u.test(line);

/**
 * In a CV whose headings are in capitals, a short line in capitals that names no role, firm or
 * school and has no dates under it is a heading we do not know ("SPEAKING AND WRITING"): its lines
 * are kept out of the section before it. Not in a CV written all in capitals.
 */
function capitalsHeadings(lines: string[]): (i: number) => boolean {
  const first = lines.findIndex((l) => headingOf(l) !== null);
  const styled =
    first >= 0 &&
    lines.filter((l) => headingOf(l) !== null && inCapitals(l)).length >= 2 &&
    lines.filter(inCapitals).length * 3 < lines.length;
  return (i) => {
    const line = lines[i]!.trim();
    return (
      styled &&
      i > first &&
      inCapitals(line) &&
      /^[A-Z&' ]+$/.test(line) &&
      line.split(/\s+/).length <= 5 &&
      !JOB_TITLE.test(line) &&
      !ORGANISATION.test(line) &&
      !INSTITUTION.test(line) &&
      !QUALIFICATION.test(line) &&
      !headerFollows(lines, i)
    );
  };
}

/** A firm's name in capitals ("OCADO") has its role and dates right under it. */
function headerFollows(lines: string[], i: number): boolean {
  const short = (l: string | undefined) =>
    l !== undefined && !BULLET.test(l) && l.trim().split(/\s+/).length <= 8;
  const [next, after] = [lines[i + 1], lines[i + 2]];
  return (
    (short(next) && entryDateOf(next!) !== null) ||
    (short(next) && headerLike(next!) && short(after) && entryDateOf(after!) !== null)
  );
}

interface ReadCv {
  lines: string[];
  top: string[];
  /** The sections as the headings cut them ("Qualifications" is education). */
  sections: Map<Section, string[]>;
  /** The same, with the lines of "Qualifications" sorted into education and certifications. */
  sorted: Map<Section, string[]>;
  name: string;
  nameLine: string | null;
}

function readCv(text: string): ReadCv {
  const lines = linesOf(text);
  const named = nameLineOf(lines);
  const sections = new Map<Section, string[]>();
  const sorted = new Map<Section, string[]>();
  const top: string[] = [];
  const put = (into: Map<Section, string[]>, section: Section, line?: string) => {
    const body = into.get(section) ?? [];
    into.set(section, body);
    if (line !== undefined) body.push(line);
  };
  let current: HeadingKind | 'top' = 'top';
  const add = (line: string, as: Section | null = null) => {
    if (current === 'top') top.push(line);
    else {
      const section = current === 'qualifications' ? 'education' : current;
      put(sections, section, line);
      put(sorted, as ?? section, line);
    }
  };
  // In "Qualifications", where the line before went: a degree's details follow the degree.
  let lastQualification: Section | null = null;
  const unknownHeading = capitalsHeadings(lines);
  lines.forEach((line, i) => {
    // "SKILLS: Excel, Python" is a heading with its content on the same line.
    const inline = /^([A-Za-z &]{4,40}):\s+(.+)$/.exec(line.trim());
    const kind =
      headingOf(line) ??
      (inline ? headingOf(inline[1]!) : null) ??
      (unknownHeading(i) ? 'other' : null);
    if (kind) {
      current = kind;
      lastQualification = null;
      put(sections, kind === 'qualifications' ? 'education' : kind);
      if (inline && !headingOf(line))
        add(inline[2]!, kind === 'qualifications' ? 'certifications' : null);
      return;
    }
    // After a sidebar, the name starts the main column: what follows it is the CV's top.
    if (named && i === named.index && current !== 'experience' && current !== 'education')
      current = 'top';
    if (current === 'qualifications') {
      const text = line.trim();
      const academic =
        ACADEMIC.test(text) || (INSTITUTION.test(text) && !CERTIFICATE_WORDS.test(text));
      const follows =
        lastQualification === 'education' &&
        (BULLET.test(line) ||
          /^[a-z]/.test(text) ||
          findDateRange(text)?.text === text ||
          !(
            CERTIFICATE_WORDS.test(text) ||
            CERTIFICATIONS.some((p) => new RegExp(p.source).test(text))
          ));
      lastQualification = academic || follows ? 'education' : 'certifications';
      add(line, lastQualification);
      return;
    }
    add(line);
  });
  return {
    lines,
    top,
    sections,
    sorted,
    name: named?.name ?? '',
    nameLine: named ? lines[named.index]! : null,
  };
}

/** Cuts a CV's text into its sections by headings; text before the first heading is the top. */
export function sectionsOf(text: string): { top: string[]; sections: Map<Section, string[]> } {
  const { top, sections } = readCv(text);
  return { top, sections };
}

export function structureResume(text: string): ParsedResume {
  const { lines, top, sorted: sections, name, nameLine } = readCv(text);
  const experienceLines = sections.get('experience') ?? [];
  // A CV without an experience heading still has dated roles somewhere: read the top for them.
  const experience = experienceOf(
    experienceLines.length > 0 ? experienceLines : top.filter((l) => l !== (nameLine ?? top[0])),
  );
  const summaryLines = sections.get('summary') ?? [];
  const fallbackSummary = top.filter(
    (l) => l !== nameLine && l.split(/\s+/).length >= 12 && !/@/.test(l) && !findDateRange(l),
  );
  const summary = (summaryLines.length > 0 ? summaryLines : fallbackSummary)
    .map(clean)
    .join(' ')
    .slice(0, 2000);
  return {
    name: name.slice(0, 120),
    summary,
    experience,
    education: educationOf(sections.get('education') ?? []),
    skills: skillsOf(sections.get('skills') ?? []),
    certifications: certificationsOf(lines.join('\n'), sections.get('certifications') ?? []),
  };
}
