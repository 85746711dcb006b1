import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { ParsedResume, SkillFinding } from '../../../shared/contracts/resume.ts';
import {
  findDateRange,
  sectionsOf,
  structureResume,
} from '../../../shared/domain/resume-structure.ts';
import {
  hasTerm,
  partsShown,
  stem,
  skillMatcher,
  wordsIn,
  type SkillMatcher,
  type SkillTaxonomy,
} from './skill-taxonomy.ts';

/**
 * The embedded CV screener: every point it gives has a reason a user can check. Must-have skills
 * (the first half of the role's skills, which the catalogue lists by importance) weigh 3.5 times
 * the nice-to-have ones; a skill shown in work described counts fully, one only listed counts 0.4;
 * experience is dated roles in finance against the role's level; then qualifications and
 * quantified achievements. No randomness: the same CV and role always give the same result.
 */
export const SCORE_PARTS = {
  mustHave: 35,
  niceToHave: 10,
  experience: 20,
  roleWork: 15,
  education: 10,
  achievements: 10,
} as const;

/** Words of a job title that say nothing of its function. */
const GENERIC_TITLE_WORDS = new Set(
  'analyst associate manager senior junior head director officer specialist vice president of and the uk graduate trainee executive lead principal assistant deputy chief global team&'.split(
    ' ',
  ),
);

/** The role's own work in words: the terms of its profile that set it apart from other roles. */
export interface RoleTerms {
  /** Stems of the job title's function words ("equity", "research"). */
  functionStems: string[];
  /** Stems that the role's responsibilities and daily tasks use more than other roles do. */
  distinctive: string[];
}

const profileText = (r: JobProfile) =>
  [r.title, r.description, ...r.responsibilities, ...r.dailyTasks].join(' ');

const stemsOf = (text: string) =>
  wordsIn(text)
    .filter((w) => w.length >= 4 && !/^\d/.test(w))
    .map(stem);

/** How many roles of a catalogue use each stem: the same for every role, so counted once. */
const documentFrequencies = new WeakMap<readonly JobProfile[], Map<string, number>>();

function documentFrequency(catalogue: readonly JobProfile[]): Map<string, number> {
  let df = documentFrequencies.get(catalogue);
  if (!df) {
    df = new Map<string, number>();
    for (const other of catalogue)
      for (const s of new Set(stemsOf(profileText(other)))) df.set(s, (df.get(s) ?? 0) + 1);
    documentFrequencies.set(catalogue, df);
  }
  return df;
}

/** The distinctive terms of a role against the whole catalogue (tf-idf, top 60). */
export function roleTermsFor(role: JobProfile, catalogue: readonly JobProfile[]): RoleTerms {
  const df = documentFrequency(catalogue);
  const tf = new Map<string, number>();
  for (const s of stemsOf(profileText(role))) tf.set(s, (tf.get(s) ?? 0) + 1);
  const distinctive = [...tf]
    .map(([s, n]) => [s, n * Math.log(catalogue.length / (df.get(s) ?? 1))] as const)
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 60)
    .map(([s]) => s);
  return {
    functionStems: wordsIn(role.title)
      .filter((w) => !GENERIC_TITLE_WORDS.has(w))
      .map(stem),
    distinctive,
  };
}

/** Credit for a skill only listed (a skills section, a profile's claims, a string of terms). */
const LISTED_CREDIT = 0.4;
/** Months of relevant experience that fully meet each level. */
const EXPECTED_MONTHS = { entry: 3, mid: 30, senior: 72 } as const;

export interface CvLine {
  text: string;
  /** In work, study or projects described, as against a list or a claim about oneself. */
  inWork: boolean;
}

export interface Screening {
  parsed: ParsedResume;
  fitScore: number;
  matched: SkillFinding[];
  missing: SkillFinding[];
  breakdown: Array<{ part: string; points: number; max: number; note: string }>;
  relevantMonths: number;
  functionMonths: number;
  totalMonths: number;
  relevantRoles: ParsedResume['experience'];
  quantified: string[];
  financeQualifications: string[];
  degree: string | null;
  numerateDegree: boolean;
  /** True when most of the role's skills the CV names are only listed, not shown. */
  listHeavy: boolean;
  /** True when the CV lists far more than it describes: its lists earn nothing. */
  stuffed: boolean;
}

/** Words that make a role, a line or a degree about finance. */
const FINANCE_TERMS = [
  'finance',
  'financial',
  'bank',
  'banking',
  'investment',
  'investments',
  'investor',
  'equity',
  'equities',
  'credit',
  'audit',
  'accounting',
  'accountant',
  'accounts',
  'tax',
  'risk',
  'compliance',
  'trading',
  'trader',
  'fund',
  'funds',
  'portfolio',
  'valuation',
  'valuations',
  'securities',
  'capital',
  'treasury',
  'lending',
  'loans',
  'mortgage',
  'insurance',
  'underwriting',
  'actuarial',
  'wealth',
  'asset management',
  'private equity',
  'hedge fund',
  'm&a',
  'corporate finance',
  'fp&a',
  'budget',
  'forecast',
  'forecasts',
  'ledger',
  'reconciliation',
  'reconciliations',
  'payments',
  'kyc',
  'aml',
  'financial crime',
  'fca',
  'derivatives',
  'bonds',
  'fixed income',
  'dcf',
  'ebitda',
  'earnings',
  'analyst',
  'fintech',
];
const NUMERATE_SUBJECTS =
  /\b(economics|econometrics|finance|financial|accounting|accountancy|mathematics|maths|math|statistics|actuarial|physics|engineering|computer science|business|management|data science|banking|law)\b/i;
const DEGREE =
  /\b(bsc|ba|msc|ma|mba|mphil|phd|dphil|meng|beng|llb|llm|degree|bachelor|master|doctorate|hons)\b/i;
const FINANCE_QUALIFICATIONS =
  /\b(cfa|acca|aca|icaew|cima|frm|prm|caia|cisi|imc|investment management certificate|cemap|cta|ica certificate|ica diploma|cpa)\b/i;
const QUANTIFIED =
  /(?:[£$€]\s?\d|\d\s?(?:%|per ?cent|bps?\b|x\b|k\b|m\b|bn\b)|\b\d[\d,.]*\s+(?:[a-z-]+\s+){0,2}(?:clients?|companies|stocks|peers|deals?|accounts|customers|reports|transactions|hours|days|weeks|people|staff|colleagues|loans|cases|files|entries|models?|notes|members|students|patients|users|sites|stores)\b|\b(?:increas|reduc|cut|grew|grow|sav|rais|improv|doubl|halv|deliver|generat)\w*\b.*\d)/i;
/** A line of comma-separated terms rather than a sentence: a list, not evidence of work. */
function listLike(line: string): boolean {
  const items = line.split(/\s*[,;|•·]\s*/).filter((i) => i.trim());
  if (items.length < 4) return false;
  const words = wordsIn(line).length;
  return words / items.length < 3.5;
}

/** Every line of the CV with where it stands: in work described, or listed. */
export function cvLines(text: string): CvLine[] {
  const { top, sections } = sectionsOf(text);
  const lines: CvLine[] = top.map((t) => ({ text: t.trim(), inWork: false }));
  for (const [section, body] of sections) {
    const work = section === 'experience' || section === 'education' || section === 'other';
    for (const line of body) lines.push({ text: line.trim(), inWork: work && !listLike(line) });
  }
  return lines.filter((l) => l.text.length > 0);
}

const financeHits = (text: string) => FINANCE_TERMS.filter((t) => hasTerm(text, t)).length;

/** How many months the dated roles cover, counting overlaps once. */
function monthsCovered(roles: ParsedResume['experience'], now: number): number {
  const covered = new Set<number>();
  for (const role of roles) {
    if (role.startMonth === null) continue;
    const end = Math.min(role.endMonth ?? now, now);
    for (let m = role.startMonth; m <= end && covered.size < 1200; m += 1) covered.add(m);
  }
  return covered.size;
}

export interface RoleMatcher {
  matcher: SkillMatcher;
  importance: SkillFinding['importance'];
}

/** Built once per role and taxonomy: they depend on nothing else, and take milliseconds to build. */
const matchersByTaxonomy = new WeakMap<SkillTaxonomy, WeakMap<JobProfile, RoleMatcher[]>>();

/** How each of the role's skills is recognised, the first half must-have. */
export function matchersFor(role: JobProfile, taxonomy: SkillTaxonomy): readonly RoleMatcher[] {
  let byRole = matchersByTaxonomy.get(taxonomy);
  if (!byRole) matchersByTaxonomy.set(taxonomy, (byRole = new WeakMap()));
  let matchers = byRole.get(role);
  if (!matchers) {
    const mustCount = Math.ceil(role.skills.length / 2);
    matchers = role.skills.map((skill, i) => ({
      matcher: skillMatcher(skill, taxonomy),
      importance: i < mustCount ? 'must-have' : 'nice-to-have',
    }));
    byRole.set(role, matchers);
  }
  return matchers;
}

/** The best line of the CV for a skill: shown in work first, then the most of its parts. */
function bestEvidence(matcher: SkillMatcher, lines: CvLine[]) {
  let best: { line: CvLine; share: number } | null = null;
  for (const line of lines) {
    const share = partsShown(matcher, line.text);
    if (share < 0.5) continue;
    const better =
      !best ||
      (line.inWork && !best.line.inWork) ||
      (line.inWork === best.line.inWork && share > best.share);
    if (better) best = { line, share };
  }
  return best;
}

export function screenCv(
  text: string,
  role: JobProfile,
  taxonomy: SkillTaxonomy,
  roleTerms: RoleTerms,
  now: Date = new Date(),
): Screening {
  const parsed = structureResume(text);
  const lines = cvLines(text);
  const nowMonth = (now.getUTCFullYear() - 1970) * 12 + now.getUTCMonth();

  // A CV that lists far more than it describes is stuffed: its lists then earn nothing.
  const listedTerms = lines
    .filter((l) => !l.inWork)
    .reduce((n, l) => n + l.text.split(/\s*[,;|•·]\s*/).filter((t) => t.trim()).length, 0);
  const listedWords = lines
    .filter((l) => !l.inWork)
    .reduce((n, l) => n + wordsIn(l.text).length, 0);
  const describedWords = lines
    .filter((l) => l.inWork)
    .reduce((n, l) => n + wordsIn(l.text).length, 0);
  const stuffed = listedTerms >= 30 || (listedWords >= 60 && listedWords > describedWords);
  const listedCredit = stuffed ? 0 : LISTED_CREDIT;

  const matched: SkillFinding[] = [];
  const missing: SkillFinding[] = [];
  const credit = { 'must-have': 0, 'nice-to-have': 0 };
  const count = { 'must-have': 0, 'nice-to-have': 0 };
  for (const { matcher, importance } of matchersFor(role, taxonomy)) {
    count[importance] += 1;
    const best = bestEvidence(matcher, lines);
    if (!best) {
      missing.push({ skill: matcher.skill, importance, evidence: null, shown: 'missing' });
      continue;
    }
    const shown = best.line.inWork ? 'in-work' : 'listed';
    credit[importance] += (shown === 'in-work' ? 1 : listedCredit) * Math.min(1, best.share);
    matched.push({
      skill: matcher.skill,
      importance,
      evidence: best.line.text.slice(0, 300),
      shown,
    });
  }
  const listed = matched.filter((m) => m.shown === 'listed').length;
  const listHeavy = stuffed || (matched.length >= 3 && listed > matched.length / 2);

  // Experience: dated roles in finance against the level; those in the role's own function
  // (its title's words) count in full, other finance roles count half.
  const sameFunction = (e: ParsedResume['experience'][number]) => {
    const titleStems = new Set(wordsIn(`${e.title} ${e.organisation}`).map(stem));
    return roleTerms.functionStems.some((s) => titleStems.has(s));
  };
  const relevantRoles = parsed.experience.filter((e) => {
    const whole = [e.title, e.organisation, ...e.lines].join(' ');
    return financeHits(whole) >= 2 || sameFunction(e);
  });
  const ownFunction = relevantRoles.filter(sameFunction);
  const relevantMonths = monthsCovered(relevantRoles, nowMonth);
  const functionMonths = monthsCovered(ownFunction, nowMonth);
  const totalMonths = monthsCovered(parsed.experience, nowMonth);
  const expected = EXPECTED_MONTHS[role.difficulty];
  // Other finance roles count a quarter, and can earn at most half of this part.
  const otherMonths = relevantMonths - functionMonths;
  const experiencePoints = Math.min(
    SCORE_PARTS.experience,
    (SCORE_PARTS.experience * functionMonths) / expected +
      Math.min(SCORE_PARTS.experience / 2, (SCORE_PARTS.experience * otherMonths) / (4 * expected)),
  );

  // The role's own work: how many of its distinctive terms the CV's described work uses.
  const workStems = new Set(
    lines.filter((l) => l.inWork).flatMap((l) => wordsIn(l.text).map(stem)),
  );
  const workTerms = roleTerms.distinctive.filter((s) => workStems.has(s));
  const roleWorkPoints =
    SCORE_PARTS.roleWork *
    Math.min(1, workTerms.length / Math.max(1, roleTerms.distinctive.length * 0.25));

  // Qualifications: a degree, a numerate or finance subject, a finance qualification.
  const educationText = parsed.education
    .map((e) => `${e.qualification} ${e.institution}`)
    .join(' ');
  const degreeLine =
    parsed.education.find((e) => DEGREE.test(e.qualification))?.qualification ??
    lines.find((l) => DEGREE.test(l.text) && /\b(university|college|school)\b/i.test(l.text))
      ?.text ??
    null;
  const numerateDegree =
    degreeLine !== null && NUMERATE_SUBJECTS.test(`${degreeLine} ${educationText}`);
  const financeQualifications = parsed.certifications.filter((c) => FINANCE_QUALIFICATIONS.test(c));
  const educationPoints = Math.min(
    SCORE_PARTS.education,
    (degreeLine ? 4 : 0) + (numerateDegree ? 3 : 0) + (financeQualifications.length > 0 ? 3 : 0),
  );

  // Achievements with numbers, in work described; those in finance work count double.
  const quantified: string[] = [];
  let achievementPoints = 0;
  for (const entry of parsed.experience) {
    const relevant = relevantRoles.includes(entry);
    for (const line of entry.lines) {
      if (!QUANTIFIED.test(line) || listLike(line) || findDateRange(line)?.text === line) continue;
      quantified.push(line);
      achievementPoints += relevant ? 2.5 : 1.25;
    }
  }
  achievementPoints = Math.min(SCORE_PARTS.achievements, achievementPoints);

  const mustPoints = count['must-have']
    ? (SCORE_PARTS.mustHave * credit['must-have']) / count['must-have']
    : 0;
  const nicePoints = count['nice-to-have']
    ? (SCORE_PARTS.niceToHave * credit['nice-to-have']) / count['nice-to-have']
    : 0;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const inWork = (importance: SkillFinding['importance']) =>
    matched.filter((m) => m.importance === importance && m.shown === 'in-work').length;
  const breakdown = [
    {
      part: 'Must-have skills',
      points: round1(mustPoints),
      max: SCORE_PARTS.mustHave,
      note: `${matched.filter((m) => m.importance === 'must-have').length} of ${count['must-have']} found, ${inWork('must-have')} shown in work (${stuffed ? 'the CV lists far more than it describes, so listed skills count nothing' : `a skill only listed counts ${LISTED_CREDIT * 100}%`})`,
    },
    {
      part: 'Nice-to-have skills',
      points: round1(nicePoints),
      max: SCORE_PARTS.niceToHave,
      note: `${matched.filter((m) => m.importance === 'nice-to-have').length} of ${count['nice-to-have']} found, ${inWork('nice-to-have')} shown in work`,
    },
    {
      part: 'Relevant experience',
      points: round1(experiencePoints),
      max: SCORE_PARTS.experience,
      note: `${functionMonths} months in ${role.title.toLowerCase()}-type roles and ${relevantMonths - functionMonths} in other finance roles, which count a quarter, up to half the points (${role.difficulty} level: ${expected} months earn full points)`,
    },
    {
      part: "The role's own work",
      points: round1(roleWorkPoints),
      max: SCORE_PARTS.roleWork,
      note: `Your work uses ${workTerms.length} of the ${roleTerms.distinctive.length} words that set this role's work apart`,
    },
    {
      part: 'Qualifications',
      points: educationPoints,
      max: SCORE_PARTS.education,
      note: [
        degreeLine ? 'A degree' : 'No degree found',
        numerateDegree ? 'in a numerate or business subject' : null,
        financeQualifications.length > 0
          ? `finance qualifications: ${financeQualifications.join(', ')}`
          : 'no finance qualification found',
      ]
        .filter(Boolean)
        .join('; '),
    },
    {
      part: 'Quantified achievements',
      points: round1(achievementPoints),
      max: SCORE_PARTS.achievements,
      note: `${quantified.length} lines of work with numbers (those in finance roles count double)`,
    },
  ];
  const fitScore = Math.max(
    0,
    Math.min(100, Math.round(breakdown.reduce((sum, part) => sum + part.points, 0))),
  );
  return {
    parsed,
    fitScore,
    matched,
    missing,
    breakdown,
    relevantMonths,
    functionMonths,
    totalMonths,
    relevantRoles,
    quantified,
    financeQualifications,
    degree: degreeLine,
    numerateDegree,
    listHeavy,
    stuffed,
  };
}
