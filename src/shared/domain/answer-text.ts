/**
 * Reading a written answer the way a marker does: sentences, terms with their simple inflections,
 * and whether a term is asserted or negated ("a Hold, not a Buy"). Pure functions, shared by the
 * content check and the marker.
 */

/** Lower case, straight quotes and dashes, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const cache = new Map<string, RegExp>();

/**
 * A term on word boundaries, with its plural and simple verb endings unless `exact` (a call such as
 * "Hold" must not be found in "holding").
 */
export function termPattern(term: string, exact = false): RegExp {
  const key = normalise(term);
  const cacheKey = `${exact ? '=' : '~'}${key}`;
  let pattern = cache.get(cacheKey);
  if (!pattern) {
    const body = escape(key).replace(/ /g, '[\\s-]+');
    const start = /^\w/.test(key) ? '\\b' : '';
    const end = /\w$/.test(key) ? (exact ? '\\b' : "(?:s|es|ed|d|ing|'s)?\\b") : '';
    pattern = new RegExp(`${start}${body}${end}`, 'g');
    cache.set(cacheKey, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Where a term occurs in a normalised text. */
export function findTerm(normalisedText: string, term: string, exact = false): number[] {
  const pattern = termPattern(term, exact);
  return [...normalisedText.matchAll(pattern)].map((m) => m.index);
}

export function hasTerm(normalisedText: string, term: string): boolean {
  return termPattern(term).test(normalisedText);
}

/** A sentence of an answer, with where it starts; list items and table rows count as sentences. */
export interface Sentence {
  text: string;
  start: number;
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  // A sentence ends at . ! or ? followed by a space (so "3.1%" and "e.g.1" stay whole), or a line.
  const pattern = /[^\n]+?(?:[.!?](?=\s|$)|(?=\n)|$)/g;
  let marker: Sentence | null = null;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const start = match.index + raw.indexOf(trimmed);
    // "1." opening a numbered list item belongs to the item, not a sentence of its own.
    if (/^\(?\d{1,2}[.)]$/.test(trimmed)) {
      marker = { text: trimmed, start };
      continue;
    }
    sentences.push(
      marker
        ? { text: `${marker.text} ${trimmed}`, start: marker.start }
        : { text: trimmed, start },
    );
    marker = null;
  }
  if (marker) sentences.push(marker);
  return sentences;
}

const NEGATORS = [
  'not',
  'no',
  'never',
  "n't",
  'rather than',
  'instead of',
  'against',
  'avoid',
  'without',
  'neither',
  'nor',
  'no longer',
  'unlikely',
  'reject',
  'rejects',
  'rejected',
  'cannot',
  'downgrade from',
  'move away from',
  'moving from',
  'previously',
];

/**
 * True when the occurrence at `index` of a normalised sentence is negated or set aside by the words
 * just before it ("not a Buy", "rather than Sell", "downgrade from Buy", "was a Buy").
 */
export function isNegated(normalisedSentence: string, index: number): boolean {
  const before = normalisedSentence.slice(Math.max(0, index - 40), index);
  const words = before
    .split(/[\s,;:]+/)
    .slice(-5)
    .join(' ');
  return NEGATORS.some((negator) =>
    negator === "n't" ? /n't\b/.test(words) : new RegExp(`\\b${negator}\\b`).test(words),
  );
}

/** Words of a text, for overlap measures. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[a-z0-9£$€%.]+/g) ?? [];
}

/** Share of a text's n-word shingles that also occur in another text (0..1). */
export function shingleOverlap(text: string, source: string, n = 5): number {
  const grams = (words: string[]) => {
    const set = new Set<string>();
    for (let i = 0; i + n <= words.length; i++) set.add(words.slice(i, i + n).join(' '));
    return set;
  };
  const mine = grams(wordsOf(text));
  if (mine.size === 0) return 0;
  const theirs = grams(wordsOf(source));
  let shared = 0;
  for (const gram of mine) if (theirs.has(gram)) shared++;
  return shared / mine.size;
}
