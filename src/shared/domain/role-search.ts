/**
 * Catalogue search (SPEC.md section 5, issue 15): which roles a query finds, in order of relevance,
 * and which parts of a text to highlight. Pure functions, shared by the page and its tests.
 *
 * A query is split into words; a role is found when every word of the query starts a word
 * somewhere in its title, skills, summary or description ("risk" finds "Risks", "m&a" finds
 * "M&A"). Where a word is found decides the order: in the title counts most, then in the skills,
 * then in the summary or description. Little words ("of", "the") need not be found, so "head of
 * treasury" finds "Head of Treasury" and roles whose text mentions a head and treasury.
 */

export interface SearchableRole {
  title: string;
  skills: readonly string[];
  summary: string;
  description: string;
}

/** Little words a query may hold that say nothing about which role is meant. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * A word: letters and digits, joined by "&" or an apostrophe inside it ("M&A", "FP&A",
 * "children's"), with a trailing "+" or "#" kept ("kdb+", "C#"). Hyphens and slashes separate
 * words, so "anti-money" is two.
 */
const WORD = /[\p{L}\p{N}]+(?:[&'’][\p{L}\p{N}]+)*[+#]*/gu;

interface Word {
  text: string;
  start: number;
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0].toLowerCase(), start: m.index }));
}

/**
 * The words of a query that a role must hold, lowercased and without repeats. Little words are
 * dropped unless the query has nothing else.
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(wordsOf(query).map((w) => w.text))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** Points for the best place a term is found: a whole word scores a little more than a word start. */
const FIELD_POINTS = {
  title: { word: 100, start: 80 },
  skills: { word: 40, start: 32 },
  description: { word: 10, start: 8 },
} as const;

type Field = keyof typeof FIELD_POINTS;

/** Mentions in skills and description beyond the first nudge the order, never across fields. */
const MENTION_POINTS_CAP = 9;
const TITLE_PHRASE_POINTS = 200;
const EXACT_TITLE_POINTS = 1000;

function matchIn(words: readonly Word[], term: string): 'word' | 'start' | null {
  let found: 'start' | null = null;
  for (const word of words) {
    if (word.text === term) return 'word';
    if (word.text.startsWith(term)) found = 'start';
  }
  return found;
}

function countStarts(words: readonly Word[], term: string): number {
  return words.reduce((n, word) => n + (word.text.startsWith(term) ? 1 : 0), 0);
}

/** The query's words (little ones included) appear in this order in the title, side by side. */
function titleHoldsPhrase(titleWords: readonly Word[], queryWords: readonly string[]): boolean {
  if (queryWords.length < 2) return false;
  for (let i = 0; i + queryWords.length <= titleWords.length; i++) {
    const fits = queryWords.every((q, k) => {
      const word = titleWords[i + k]!.text;
      return k === queryWords.length - 1 ? word.startsWith(q) : word === q;
    });
    if (fits) return true;
  }
  return false;
}

export interface RankedRole<T> {
  role: T;
  score: number;
}

/**
 * The roles a query finds, most relevant first; every role, in its given order, for an empty
 * query. Equal scores keep the shorter title first (the query is more of what it names), then the
 * given order.
 */
export function rankRoles<T extends SearchableRole>(
  roles: readonly T[],
  query: string,
): RankedRole<T>[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return roles.map((role) => ({ role, score: 0 }));
  const queryWords = wordsOf(query).map((w) => w.text);

  const ranked: Array<RankedRole<T> & { order: number; titleLength: number }> = [];
  roles.forEach((role, order) => {
    const fields: Record<Field, Word[]> = {
      title: wordsOf(role.title),
      skills: role.skills.flatMap(wordsOf),
      description: [...wordsOf(role.summary), ...wordsOf(role.description)],
    };
    let score = 0;
    let mentions = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of ['title', 'skills', 'description'] as const) {
        const match = matchIn(fields[field], term);
        if (match) {
          best = FIELD_POINTS[field][match];
          break;
        }
      }
      if (best === 0) return;
      score += best;
      mentions +=
        Math.max(0, countStarts(fields.skills, term) - 1) +
        Math.max(0, countStarts(fields.description, term) - 1);
    }
    score += Math.min(MENTION_POINTS_CAP, mentions);
    const titleWords = fields.title.map((w) => w.text);
    if (titleWords.join(' ') === queryWords.join(' ')) score += EXACT_TITLE_POINTS;
    else if (titleHoldsPhrase(fields.title, queryWords)) score += TITLE_PHRASE_POINTS;
    ranked.push({ role, score, order, titleLength: titleWords.length });
  });

  return ranked
    .sort((a, b) => b.score - a.score || a.titleLength - b.titleLength || a.order - b.order)
    .map(({ role, score }) => ({ role, score }));
}

export interface TextSegment {
  text: string;
  /** This part is what the query found. */
  match: boolean;
}

/**
 * A text cut into plain and found parts, for highlighting: the start of each word that a term
 * begins ("Risk" of "Risks" for "risk"). Joined back together the parts give the text unchanged.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const ranges: Array<[number, number]> = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const lower = word.toLowerCase();
    const longest = terms.reduce(
      (len, term) => (lower.startsWith(term) && term.length > len ? term.length : len),
      0,
    );
    if (longest === 0) continue;
    // Lowercasing can change a word's length (rare letters): then the whole word is marked.
    const length = lower.length === word.length ? longest : word.length;
    ranges.push([m.index, m.index + length]);
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** The first of a role's skills that the query found, for showing why the role is listed. */
export function matchedSkills(skills: readonly string[], terms: readonly string[]): string[] {
  return skills.filter((skill) =>
    wordsOf(skill).some((word) => terms.some((term) => word.text.startsWith(term))),
  );
}

/**
 * A short piece of a text around the first word a term begins, cut at word boundaries, for a
 * role found only by its description. Null when no term is in the text.
 */
export function excerptAround(text: string, terms: readonly string[], radius = 60): string | null {
  const hit = wordsOf(text).find((word) => terms.some((term) => word.text.startsWith(term)));
  if (!hit) return null;
  let start = Math.max(0, hit.start - radius);
  let end = Math.min(text.length, hit.start + radius * 2);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > hit.start ? start : space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > hit.start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The terms that begin some word of a text. */
export function termsIn(text: string, terms: readonly string[]): string[] {
  const words = wordsOf(text);
  return terms.filter((term) => words.some((word) => word.text.startsWith(term)));
}
