import type { ParsedResume } from '../contracts/resume.ts';

/**
 * Structures the text of a CV (as a PDF, Word or text reader gives it) into SPEC.md's parsed
 * resume. Pure and deterministic, so the page and the server read a CV the same way. It copes with
 * what real CVs do: headings in capitals or title case, with or without colons; two columns
 * flattened into one stream; "Title | Firm | Dates" on one line or over three; dates such as
 * "Jan 2021 - Present", "01/2019 – 06/2021", "2018-2020" or "September 2017 to July 2020".
 */

type Section = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';

const HEADINGS: ReadonlyArray<readonly [Section, readonly string[]]> = [
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
      'education and qualifications',
      'qualifications and education',
      'academic background',
      'academic qualifications',
      'academic history',
      'education history',
      'qualifications',
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
      'it skills',
      'computer skills',
      'expertise',
      'areas of expertise',
      'tools',
      'software',
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
      'professional qualifications',
      'licences',
      'licenses',
      'accreditations',
      'certifications and training',
      'training',
      'courses',
    ],
  ],
  [
    'other',
    [
      'interests',
      'hobbies',
      'hobbies and interests',
      'references',
      'languages',
      'achievements',
      'awards',
      'projects',
      'volunteering',
      'voluntary work',
      'activities',
      'extracurricular activities',
      'additional information',
      'personal details',
      'contact',
      'publications',
    ],
  ],
];

const HEADING_OF = new Map<string, Section>(
  HEADINGS.flatMap(([section, names]) => names.map((name) => [name, section] as const)),
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const POINT = String.raw`(?:(?:${MONTH}\s+)?(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2})`;
const NOW = String.raw`(?:present|current|now|to date|date|ongoing)`;
/** A date range, or a single date (a degree's year). */
const RANGE = new RegExp(
  String.raw`(${POINT})\s*(?:-|–|—|to|until|till)\s*(${POINT}|${NOW})|(${POINT})`,
  'i',
);

const BULLET = /^\s*(?:[•▪●◦‣∙·*–-]|\d+[.)])\s+/;

/** The heading a line is, if it is one: short, and a name we know once case and colons go. */
function headingOf(line: string): Section | null {
  const words = line.trim().split(/\s+/);
  if (words.length > 6) return null;
  const key = line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return HEADING_OF.get(key) ?? null;
}

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

export function findDateRange(line: string): DateRange | null {
  const match = RANGE.exec(line);
  if (!match) return null;
  if (match[3]) {
    const month = monthOf(match[3], true);
    return { text: match[0], startMonth: month, endMonth: month, index: match.index };
  }
  const ongoing = new RegExp(`^${NOW}$`, 'i').test(match[2]!.trim());
  return {
    text: match[0],
    startMonth: monthOf(match[1]!, false),
    endMonth: ongoing ? null : monthOf(match[2]!, true),
    index: match.index,
  };
}

const ORGANISATION =
  /\b(ltd|limited|plc|llp|llc|inc|group|bank|banking|capital|partners|securities|investments?|asset management|management|holdings|bros|brothers|& co|and co|trust|nhs|council|university|college|school|academy|foundation|fund|insurance|hospital|agency|studio|services|consulting|solutions|associates|markets|financial|finance|advisory|hmrc|kpmg|deloitte|pwc|ey|barclays|hsbc|lloyds|natwest|santander|jp ?morgan|goldman|morgan stanley|citi|ubs|rothschild|lazard|aviva|schroders|blackrock|vanguard|tesco|sainsbury'?s|amazon|google)\b/i;
const JOB_TITLE =
  /\b(analyst|associate|manager|intern|internship|assistant|officer|director|engineer|developer|teacher|nurse|accountant|consultant|adviser|advisor|executive|specialist|coordinator|co-ordinator|controller|trader|economist|auditor|underwriter|administrator|clerk|head|lead|partner|vice president|vp|representative|designer|writer|reporter|editor|chef|supervisor|technician|planner|strategist|researcher|banker|broker|cashier|volunteer|ambassador|president|treasurer|secretary|apprentice|graduate|trainee|student|tutor|waiter|waitress|bartender|barista|driver|operative|scientist|owner|founder)\b/i;

/** Splits a header such as "Analyst, Barclays" or "Barclays | Analyst" into its title and firm. */
function titleAndOrganisation(parts: string[]): { title: string; organisation: string } {
  const pieces = parts
    .flatMap((p) => p.split(/\s+\|\s+|\s+[–—-]\s+|\s+at\s+|,\s+|\t+|\s{3,}/))
    .map((p) => p.trim().replace(/^[|,–—-]\s*|\s*[|,–—-]$/g, ''))
    .filter((p) => p.length > 1 && !/^(?:19|20)\d{2}$/.test(p));
  if (pieces.length === 0) return { title: '', organisation: '' };
  if (pieces.length === 1) {
    const only = pieces[0]!;
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
  if (t < 0) t = isOrg[0] ? 1 : 0;
  let o = pieces.findIndex((_, i) => i !== t && isOrg[i]);
  if (o < 0) o = t === 0 ? 1 : 0;
  return { title: pieces[t] ?? '', organisation: pieces[o] ?? '' };
}

/** A line that reads as a header (a title or a firm), not as a sentence of what was done. */
const headerLike = (line: string) =>
  !BULLET.test(line) &&
  line.split(/\s+/).length <= 12 &&
  !/[.;]$/.test(line.trim()) &&
  !/^(?:responsible|managed|led|built|developed|worked|supported|delivered|prepared|created)\b/i.test(
    line.trim(),
  );

const LOCATION_ONLY =
  /^(?:london|manchester|edinburgh|glasgow|birmingham|leeds|bristol|cardiff|belfast|remote|hybrid|uk|united kingdom|new york|paris|frankfurt|dublin)(?:,\s*[a-z ]+)?$/i;

const clean = (line: string) => line.replace(BULLET, '').replace(/\s+/g, ' ').trim();

function experienceOf(lines: string[]): ParsedResume['experience'] {
  const entries: ParsedResume['experience'] = [];
  let body: string[] = [];
  let current: ParsedResume['experience'][number] | null = null;
  const flush = () => {
    if (current) {
      current.lines = body.map(clean).filter(Boolean).slice(0, 30);
      entries.push(current);
    }
    body = [];
  };
  for (const line of lines) {
    const range = findDateRange(line);
    if (!range) {
      body.push(line);
      continue;
    }
    // The header of this entry is what is left of the date line, plus the short header-like
    // lines just above it that the previous entry would otherwise have taken as its own.
    const rest = (line.slice(0, range.index) + ' ' + line.slice(range.index + range.text.length))
      .replace(/[()]/g, ' ')
      .trim();
    const above: string[] = [];
    while (above.length < 2 && body.length > 0 && headerLike(body.at(-1)!)) {
      above.unshift(body.pop()!);
    }
    flush();
    const headerParts = [...above, rest]
      .map((p) => p.trim())
      .filter((p) => p.length > 0 && !LOCATION_ONLY.test(p.replace(/[|,–—-]+$/, '').trim()));
    const { title, organisation } = titleAndOrganisation(headerParts);
    current = {
      title: title.slice(0, 200),
      organisation: organisation.slice(0, 200),
      dates: range.text.trim().slice(0, 80),
      startMonth: range.startMonth,
      endMonth: range.endMonth,
      lines: [],
    };
  }
  flush();
  return entries.filter((e) => e.title || e.organisation).slice(0, 10);
}

const QUALIFICATION =
  /\b(bsc|ba|msc|ma|mba|mphil|phd|dphil|meng|beng|llb|llm|bacc|ba \(hons\)|bsc \(hons\)|hons|degree|bachelor(?:'s)?|master(?:'s)?|doctorate|a[- ]levels?|as[- ]levels?|gcses?|btec|hnd|hnc|diploma|certificate|ib|international baccalaureate|highers|nvq|foundation year|pgce|acca|aca|cima|cfa)\b/i;
const INSTITUTION =
  /\b(university|college|school|academy|institute|polytechnic|lse|ucl|kcl|imperial|oxford|cambridge|sixth form)\b/i;

function educationOf(lines: string[]): ParsedResume['education'] {
  const entries: ParsedResume['education'] = [];
  let current: ParsedResume['education'][number] | null = null;
  for (const raw of lines) {
    const line = clean(raw);
    if (!line) continue;
    const range = findDateRange(line);
    const text = range
      ? (line.slice(0, range.index) + ' ' + line.slice(range.index + range.text.length))
          .replace(/[()]/g, ' ')
          .replace(/\s+[|,–—-]\s*$/, '')
          .trim()
      : line;
    const parts = text
      .split(/\s+\|\s+|\s+[–—]\s+|,\s+(?=[A-Z])|\t+|\s{3,}/)
      .map((p) => p.trim())
      .filter(Boolean);
    const institution = parts.find((p) => INSTITUTION.test(p));
    const qualification = parts.find((p) => QUALIFICATION.test(p) && p !== institution);
    const startsEntry =
      !BULLET.test(raw) &&
      (institution !== undefined || qualification !== undefined) &&
      text.split(/\s+/).length <= 16;
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
      continue;
    }
    if (range && current && !current.dates && text.length === 0) {
      current.dates = range.text.trim();
      continue;
    }
    if (current && current.lines.length < 15) current.lines.push(line);
  }
  if (current) entries.push(current);
  return entries
    .map((e) => ({
      ...e,
      qualification: e.qualification.replace(/[\s,;:|–—-]+$/, '').slice(0, 200),
      institution: e.institution.replace(/[\s,;:|–—-]+$/, '').slice(0, 200),
      dates: e.dates.slice(0, 80),
    }))
    .slice(0, 5);
}

function skillsOf(lines: string[]): string[] {
  const skills: string[] = [];
  for (const line of lines) {
    const text = clean(line).replace(/^[A-Za-z &/]{2,30}:\s+/, (label) =>
      // "Software: Excel, Python" keeps the items, not the label.
      label.includes(',') ? label : '',
    );
    for (const item of text.split(/\s*[,;•|·▪]\s*|\s{3,}|\t+/)) {
      const skill = item.replace(/\.$/, '').trim();
      if (skill.length >= 2 && skill.split(/\s+/).length <= 6 && !skills.includes(skill))
        skills.push(skill);
    }
  }
  return skills.slice(0, 20);
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
  /\bCISI\b[^,.;\n]{0,60}/g,
  /\bIMC\b|\bInvestment Management Certificate\b/g,
  /\bCeMAP\b/g,
  /\bCPA\b/g,
  /\bCTA\b/g,
  /\bICA (?:Certificate|Diploma)[^,.;\n]{0,50}/g,
  /\bCertificate in Investment Management\b/g,
  /\bFinancial Modelling (?:Certificate|Course)\b/g,
];

function certificationsOf(text: string, section: string[]): string[] {
  const found: string[] = [];
  const add = (value: string) => {
    const v = value.trim().replace(/[\s(–—-]+$/, '');
    const lower = v.toLowerCase();
    // "CFA Level I" and "CFA Level I candidate (June 2025)" are one qualification.
    if (v && !found.some((f) => lower.includes(f.toLowerCase()) || f.toLowerCase().includes(lower)))
      found.push(v);
  };
  for (const pattern of CERTIFICATIONS) for (const m of text.matchAll(pattern)) add(m[0]);
  for (const line of section) {
    const item = clean(line);
    if (item && item.split(/\s+/).length <= 12) add(item);
  }
  return found.map((f) => f.slice(0, 160)).slice(0, 15);
}

const NAME = /^[A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’.-]*){1,3}$/;

function nameOf(lines: string[]): string {
  for (const line of lines.slice(0, 6)) {
    const candidate = line
      .replace(/\s*[|,].*$/, '')
      .replace(/^(?:name|cv|curriculum vitae)\s*:?\s*/i, '')
      .trim();
    if (headingOf(candidate)) continue;
    const titleCased = candidate
      .split(/\s+/)
      .map((w) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w))
      .join(' ');
    if (NAME.test(titleCased) && !JOB_TITLE.test(titleCased) && !/@|\d/.test(candidate))
      return titleCased.slice(0, 120);
  }
  return '';
}

/** Cuts a CV's text into its sections by headings; text before the first heading is the top. */
export function sectionsOf(text: string): { top: string[]; sections: Map<Section, string[]> } {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim().length > 0);
  const sections = new Map<Section, string[]>();
  const top: string[] = [];
  let into: string[] = top;
  for (const line of lines) {
    // "SKILLS: Excel, Python" is a heading with its content on the same line.
    const inline = /^([A-Za-z &]{4,40}):\s+(.+)$/.exec(line.trim());
    const section = headingOf(line) ?? (inline ? headingOf(inline[1]!) : null);
    if (section) {
      into = sections.get(section) ?? [];
      sections.set(section, into);
      if (inline && !headingOf(line)) into.push(inline[2]!);
      continue;
    }
    into.push(line);
  }
  return { top, sections };
}

export function structureResume(text: string): ParsedResume {
  const { top, sections } = sectionsOf(text);
  const experienceLines = sections.get('experience') ?? [];
  // A CV without an experience heading still has dated roles somewhere: read the top for them.
  const experience = experienceOf(
    experienceLines.length > 0 ? experienceLines : top.filter((l) => l !== top[0]),
  );
  const summaryLines = sections.get('summary') ?? [];
  const fallbackSummary = top
    .slice(1)
    .filter((l) => l.split(/\s+/).length >= 12 && !/@/.test(l) && !findDateRange(l));
  const summary = (summaryLines.length > 0 ? summaryLines : fallbackSummary)
    .map(clean)
    .join(' ')
    .slice(0, 2000);
  return {
    name: nameOf(top.length > 0 ? top : text.split('\n')),
    summary,
    experience,
    education: educationOf(sections.get('education') ?? []),
    skills: skillsOf(sections.get('skills') ?? []),
    certifications: certificationsOf(text, sections.get('certifications') ?? []),
  };
}
