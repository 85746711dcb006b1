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
  const cacheKey = `${exact ? '=' : '~'}${term}`;
  let pattern = cache.get(cacheKey);
  if (!pattern) {
    const key = normalise(term);
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
  // A sentence ends at . ! or ? followed by a space (so "3.1%" and "e.g.1" stay whole), or a line;
  // not at "i.e.", "e.g.", "c." or "vs.", which lead into the rest of the sentence.
  const pattern = /[^\n]+?(?:(?<!\b(?:i\.e|e\.g|c|vs))[.!?](?=\s|$)|(?=\n)|$)/gi;
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

/** Where a clause ends: words before one of these say nothing about the words after it. */
const CLAUSE_BREAK = /[,;:!?()]|\s-\s|\b(?:but|however|instead|so|therefore|then)\b/g;

/** The words of a normalised sentence before `index`, back to the start of their clause. */
function clauseBefore(normalisedSentence: string, index: number, reach: number): string {
  const before = normalisedSentence.slice(Math.max(0, index - reach), index);
  let start = 0;
  for (const match of before.matchAll(CLAUSE_BREAK)) start = match.index + match[0].length;
  return before.slice(start);
}

const NEGATION = new RegExp(
  NEGATORS.map((negator) => (negator === "n't" ? "n't\\b" : `\\b${negator}\\b`)).join('|'),
);
const negates = (words: string) => NEGATION.test(words);

/**
 * True when the occurrence at `index` of a normalised sentence is negated or set aside by the words
 * just before it in its clause ("not a Buy", "rather than Sell", "downgrade from Buy", "was a Buy";
 * but not "escalate" in "we would not close the alert, escalate it"). A negation carries over "or"
 * ("no sign of a bargain purchase or of overpayment").
 */
export function isNegated(normalisedSentence: string, index: number): boolean {
  const clause = clauseBefore(normalisedSentence, index, 80);
  const near = clause
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(-5)
    .join(' ');
  if (negates(near)) return true;
  const listed = /^(.*)\b(?:or|nor)\b/.exec(clause);
  return listed !== null && negates(listed[1]!);
}

/** Words of a text, for overlap measures. */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[a-z0-9£$€%.]+/g) ?? [];
}

let lastSource: { text: string; n: number; grams: Set<string> } = {
  text: '',
  n: 0,
  grams: new Set(),
};

/** Share of a text's n-word shingles that also occur in another text (0..1). */
export function shingleOverlap(text: string, source: string, n = 5): number {
  const grams = (words: string[]) => {
    const set = new Set<string>();
    for (let i = 0; i + n <= words.length; i++) set.add(words.slice(i, i + n).join(' '));
    return set;
  };
  const mine = grams(wordsOf(text));
  if (mine.size === 0) return 0;
  // One source is compared with every sentence of an answer: read it once.
  if (lastSource.text !== source || lastSource.n !== n)
    lastSource = { text: source, n, grams: grams(wordsOf(source)) };
  const theirs = lastSource.grams;
  let shared = 0;
  for (const gram of mine) if (theirs.has(gram)) shared++;
  return shared / mine.size;
}

/**
 * Verbs a call is made with, grouped by the call they make, each with its forms: "back the deal",
 * "approve the deal" and "go with the deal" all support it; "turn down the deal" and "decline the
 * deal" reject it. Calls are read with the verb replaced by its group's first word, so a rubric that says
 * "support the waiver" also finds "we approve the waiver".
 */
const CALL_VERB_GROUPS: string[][] = [
  [
    'support|supports|supported|supporting',
    'approve|approves|approved|approving',
    'endorse|endorses|endorsed|endorsing',
    'grant|grants|granted|granting',
    'back|backs|backed|backing',
    'accept|accepts|accepted|accepting',
    'agree to|agrees to|agreed to|agreeing to',
    'sign off on|signs off on|signed off on',
    'go ahead with|goes ahead with|went ahead with|going ahead with',
    'proceed with|proceeds with|proceeded with|proceeding with',
    'continue with|continues with|continued with|continuing with',
    'choose|chooses|chose|chosen|choosing',
    'select|selects|selected|selecting',
    'pick|picks|picked|picking',
    'go with|goes with|went with|going with',
    'opt for|opts for|opted for|opting for',
    'adopt|adopts|adopted|adopting',
    'prefer|prefers|preferred|preferring',
    'favour|favours|favoured|favouring|favor|favors|favored|favoring',
    'recommend|recommends|recommended|recommending',
    'take|takes|took|taken|taking',
  ],
  [
    'reject|rejects|rejected|rejecting',
    'decline|declines|declined|declining',
    'refuse|refuses|refused|refusing',
    'turn down|turns down|turned down|turning down',
    'oppose|opposes|opposed|opposing',
    'block|blocks|blocked|blocking',
    'veto|vetoes|vetoed|vetoing',
    'say no to',
    'pass on',
  ],
  [
    'keep|keeps|kept|keeping',
    'retain|retains|retained|retaining',
    'maintain|maintains|maintained|maintaining',
    'hold|holds|held|holding',
    'stick with|sticks with|stuck with|sticking with',
    'stay with|stays with|stayed with|staying with',
  ],
  [
    'reduce|reduces|reduced|reducing',
    'cut|cuts|cutting',
    'trim|trims|trimmed|trimming',
    'lower|lowers|lowered|lowering',
    'sell down|sells down|sold down|selling down',
    'scale back|scales back|scaled back|scaling back',
  ],
  [
    'increase|increases|increased|increasing',
    'raise|raises|raised|raising',
    'lift|lifts|lifted|lifting',
    'add to|adds to|added to|adding to',
  ],
  [
    'pause|pauses|paused|pausing',
    'halt|halts|halted|halting',
    'suspend|suspends|suspended|suspending',
    'stop|stops|stopped|stopping',
  ],
  [
    'delay|delays|delayed|delaying',
    'postpone|postpones|postponed|postponing',
    'defer|defers|deferred|deferring',
    'push back|pushes back|pushed back|pushing back',
  ],
  [
    'proceed|proceeds|proceeded|proceeding',
    'go ahead|goes ahead|went ahead|going ahead',
    'continue|continues|continued|continuing',
    'carry on|carries on|carried on|carrying on',
  ],
  [
    'reimburse|reimburses|reimbursed|reimbursing',
    'repay|repays|repaid|repaying',
    'refund|refunds|refunded|refunding',
    'pay back|pays back|paid back|paying back',
  ],
  ['escalate|escalates|escalated|escalating', 'refer|refers|referred|referring'],
  ['buy|buys|bought|buying', 'purchase|purchases|purchased|purchasing'],
  [
    'sell|sells|sold|selling',
    'offload|offloads|offloaded|offloading',
    'dispose of|disposes of|disposed of|disposing of',
  ],
  ['close|closes|closed|closing', 'exit|exits|exited|exiting', 'unwind|unwinds|unwound|unwinding'],
];

const CALL_VERB_HEAD = new Map<string, string>();
for (const group of CALL_VERB_GROUPS) {
  const head = group[0]!.split('|')[0]!;
  for (const form of group.flatMap((verb) => verb.split('|'))) CALL_VERB_HEAD.set(form, head);
}
const CALL_HEADS = new Set(CALL_VERB_HEAD.values());
const CALL_VERB = new RegExp(
  `\\b(?:${[...CALL_VERB_HEAD.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) => escape(form).replace(/ /g, '\\s+'))
    .join('|')})\\b`,
  'g',
);

/** A normalised text with each call verb in the form calls are read in ("backed" reads "support"). */
export function callText(normalisedText: string): string {
  return normalisedText.replace(
    CALL_VERB,
    (verb) => CALL_VERB_HEAD.get(verb.replace(/\s+/g, ' ')) ?? verb,
  );
}

/** Words that may stand for one another inside a call ("support the waiver", "support a waiver"). */
const DETERMINER = '(?:the|a|an|this|that|these|those|our|its|their|his|her|your|my|all|both)';
/** Words that cannot sit between a call's verb and its object without changing the call. */
const NOT_FILLER = new Set([
  ...'not no never nor neither without against than rather instead or but if unless to from of in on at for with by into over under about before after until'.split(
    ' ',
  ),
  ...CALL_HEADS,
]);
/**
 * A word between a call's verb and its object: not a label ("b"), a negation, a preposition or a
 * word that qualifies the call ("partly", "only").
 */
const FILLER = `(?:${DETERMINER}|(?!(?:${[...NOT_FILLER].join('|')})\\b)(?![a-z]*n't)(?![a-z]+ly\\b)[a-z0-9£$€%.'&][a-z0-9£$€%.'&-]+)`;

const callCache = new Map<string, RegExp>();

/**
 * How a call of two or more words is found in a text read with `callText`: its verb in any form of
 * its group, up to two words between a leading verb and the rest ("reimburse Mrs Porter £18,400", "cut
 * the position to 1.0%") and any determiner, or none, inside it ("sell all 600,000" and "sell the
 * whole 600,000").
 */
function callPattern(words: string[]): RegExp {
  const key = words.join(' ');
  let pattern = callCache.get(key);
  if (!pattern) {
    const body = words
      .map((word, i) => {
        const part = escape(word);
        if (i === 0) return CALL_HEADS.has(word) ? `${part}(?:[\\s-]+${FILLER}){0,2}` : part;
        const inside = i < words.length - 1 && new RegExp(`^${DETERMINER}$`).test(word);
        return inside ? `(?:[\\s-]+${DETERMINER})?` : `[\\s-]+${part}`;
      })
      .join('');
    const start = /^\w/.test(key) ? '\\b' : '';
    const end = /\w$/.test(key) ? '\\b' : '';
    pattern = new RegExp(`${start}${body}${end}`, 'g');
    callCache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** One place a call is found in a text, and how it is put. */
export interface CallMatch {
  index: number;
  /** "not approve", "rather than approve": the call is set aside. */
  negated: boolean;
  /**
   * Not asserted as the call: inside a condition ("if we stay out, ..."), or one side of a choice
   * being named ("the go/no-go decision").
   */
  open: boolean;
  /** Made as the consequence of a condition ("if volume is below 300, close Wren"). */
  conditional: boolean;
}

/** Words that open a condition: a call inside their clause is not made ("if we approve it, ..."). */
const CONDITION = /\b(?:if|unless|in case)\b/;

let lastRead: { text: string; read: string } = { text: '', read: '' };
/** How each call term is looked for: read with `callText` (two or more words) or exactly. */
const callTerms = new Map<string, { read: boolean; words: string[] }>();

/**
 * Every place a call occurs in a normalised text. A one-word call is found exactly ("Hold" is not
 * "holding", nor "keep"); a longer one as `callPattern` reads it.
 */
export function findCall(normalisedText: string, term: string): CallMatch[] {
  let how = callTerms.get(term);
  if (!how) {
    const key = normalise(term);
    how = key.includes(' ')
      ? { read: true, words: callText(key).split(' ') }
      : { read: false, words: [key] };
    callTerms.set(term, how);
  }
  let text = normalisedText;
  let pattern: RegExp;
  if (!how.read) pattern = termPattern(how.words[0]!, true);
  else {
    if (lastRead.text !== normalisedText)
      lastRead = { text: normalisedText, read: callText(normalisedText) };
    text = lastRead.read;
    pattern = callPattern(how.words);
  }
  return [...text.matchAll(pattern)].map((m) => {
    const end = m.index + m[0].length;
    const choice = text[m.index - 1] === '/' || text[end] === '/';
    return {
      index: m.index,
      negated: isNegated(text, m.index),
      open: choice || CONDITION.test(clauseBefore(text, m.index, 80)),
      conditional: CONDITION.test(
        text
          .slice(0, m.index)
          .split(/[;:.!?]/)
          .pop() ?? '',
      ),
    };
  });
}

/** True when a call is made in the text: found, neither negated nor left open. */
export function assertsCall(normalisedText: string, term: string): boolean {
  return findCall(normalisedText, term).some((m) => !m.negated && !m.open);
}

/** Words too common to say what a sentence is about. */
const COMMON_WORDS = new Set(
  'about also after again against been before being both could does doing given during each either from further have here into just like made make many more most much must need only other over same should some such than that their them then there these they this those through under until very well were what when where which while will with within without would your year years month months week weeks today first second third three four five seven eight nine next last'.split(
    ' ',
  ),
);

const SUFFIX =
  /(?:ibility|ability|ations|ation|ments|ment|ness|ities|ity|ings|ing|ions|ion|ies|ied|ed|es|s|ly|ence|ent|able|ible|al)$/;

/**
 * The words of a text that say what it is about, each cut to a rough stem ("warnings" and "warned"
 * both read "warn"): for telling whether two sentences are about the same thing.
 */
export function meaningStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of normalise(text).match(/[a-z]+/g) ?? []) {
    if (word.length < 4 || COMMON_WORDS.has(word)) continue;
    // "moving", "moved" and "move" all read "mov"; "gas" stays whole.
    const cut = word.replace(SUFFIX, '');
    stems.add((cut.length >= 3 ? cut : word).replace(/(?<=\w{3})e$/, ''));
  }
  return stems;
}
