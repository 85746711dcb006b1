import { z } from 'zod';

/** content/resume/skill-synonyms.json: groups of terms a CV may use for one skill. */
export const SkillSynonymsSchema = z.object({
  about: z.string(),
  groups: z.array(z.array(z.string().trim().min(1).max(60)).min(1)).min(10),
});

/** content/resume/technology-skills.json, built from O*NET by scripts/build-skill-taxonomy.ts. */
export const TechnologySkillsSchema = z.object({
  source: z.string(),
  commodities: z.array(
    z.object({ title: z.string(), products: z.array(z.string()), hot: z.array(z.string()) }),
  ),
});

export interface SkillTaxonomy {
  /** Each group's terms, lower case. */
  groups: readonly (readonly string[])[];
  commodities: ReadonlyArray<{ title: string; products: readonly string[] }>;
}

export function buildTaxonomy(
  synonyms: z.infer<typeof SkillSynonymsSchema>,
  technology: z.infer<typeof TechnologySkillsSchema>,
): SkillTaxonomy {
  return {
    groups: synonyms.groups.map((g) => g.map((t) => t.toLowerCase())),
    commodities: technology.commodities.map((c) => ({ title: c.title, products: c.products })),
  };
}

/** Words that carry no skill of their own. */
const STOP = new Set(
  'a an and or of the in on for to with as by at from into using use such skills skill understanding knowledge ability good strong clear working work their your our its via e g eg'.split(
    ' ',
  ),
);

/** A conservative stem, so "budgeting", "budgets" and "budgeted" meet at "budget". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's', 'er']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

export const wordsIn = (text: string) => text.toLowerCase().match(/[a-z0-9&+#/'-]+/g) ?? [];

/** A pattern that finds the term in a text as whole words. */
export function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`, 'i');
}

/** True when the term appears in the text as whole words. */
export function hasTerm(text: string, term: string): boolean {
  return termPattern(term).test(text);
}

/** How a role's skill is recognised: its parts, each with the terms that show it. */
export interface SkillMatcher {
  skill: string;
  /** `patterns` are the terms compiled once: every line of every CV is tested against them. */
  parts: Array<{ stems: string[]; terms: string[]; patterns: RegExp[] }>;
}

const VENDORS = /^(microsoft|oracle|sap|ibm|intuit|adobe|google|apple|amazon|sas|s&p|moody's)\s+/i;

/** Each synonym group's terms compiled, once per taxonomy: every new role's skills meet them all. */
const groupPatterns = new WeakMap<SkillTaxonomy, RegExp[][]>();

function patternsOf(taxonomy: SkillTaxonomy): RegExp[][] {
  let patterns = groupPatterns.get(taxonomy);
  if (!patterns) {
    patterns = taxonomy.groups.map((group) => group.map(termPattern));
    groupPatterns.set(taxonomy, patterns);
  }
  return patterns;
}

export function skillMatcher(skill: string, taxonomy: SkillTaxonomy): SkillMatcher {
  const groups = patternsOf(taxonomy);
  const lower = skill.toLowerCase();
  // "FactSet and Bloomberg" is two parts; "Valuation: DCF and multiples" is three.
  const pieces = lower
    .replace(/\(([^)]*)\)/g, ' , $1 , ')
    .split(/\s*(?:,|:|;|\/|\band\b|\bor\b|\bsuch as\b|\bincluding\b)\s*/)
    .map((p) => p.trim())
    .filter((p) => wordsIn(p).some((w) => !STOP.has(w)));
  const parts = (pieces.length > 0 ? pieces : [lower]).map((piece) => {
    const terms = new Set<string>([piece]);
    taxonomy.groups.forEach((group, g) => {
      if (groups[g]!.some((pattern) => pattern.test(piece)))
        for (const term of group) terms.add(term);
    });
    // A part that names a kind of software ("CRM software", "accounting software") is shown by
    // any product O*NET lists for it.
    if (/\b(software|system|systems|tools|package)\b/.test(piece)) {
      const key = wordsIn(piece).filter(
        (w) => !STOP.has(w) && !/^(software|systems?|tools|package)$/.test(w),
      );
      for (const c of taxonomy.commodities) {
        const title = wordsIn(c.title).filter((w) => w !== 'software');
        if (key.length > 0 && key.every((w) => title.some((t) => stem(t) === stem(w))))
          for (const product of c.products) {
            terms.add(product.toLowerCase());
            const short = product.replace(VENDORS, '');
            if (short !== product && short.length > 3) terms.add(short.toLowerCase());
          }
      }
    }
    return {
      stems: wordsIn(piece)
        .filter((w) => !STOP.has(w))
        .map(stem),
      terms: [...terms],
      patterns: [...terms].map(termPattern),
    };
  });
  return { skill, parts };
}

/** The share of a skill's parts a line shows: a part by any of its terms, or by its words. */
export function partsShown(matcher: SkillMatcher, line: string): number {
  const lower = line.toLowerCase();
  const stems = new Set(wordsIn(lower).map(stem));
  let shown = 0;
  for (const part of matcher.parts) {
    const byTerm = part.patterns.some((pattern) => pattern.test(lower));
    const needed = Math.max(1, Math.ceil(part.stems.length * 0.6));
    const byWords = part.stems.filter((s) => stems.has(s)).length >= needed;
    if (byTerm || byWords) shown += 1;
  }
  return shown / matcher.parts.length;
}
