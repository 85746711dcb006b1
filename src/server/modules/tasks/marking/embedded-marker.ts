import type { RubricCriterion } from '../../../../shared/contracts/simulation.ts';
import {
  callText,
  findCall,
  type CallMatch,
  findTerm,
  hasTerm,
  meaningStems,
  normalise,
  shingleOverlap,
  splitSentences,
  wordsOf,
} from '../../../../shared/domain/answer-text.ts';
import {
  compareFigure,
  expectedFigure,
  extractFigures,
} from '../../../../shared/domain/figures.ts';
import {
  LEVEL_SHARE,
  type CriterionMark,
  type Level,
  type Marker,
  type MarkingFlag,
  type MarkingInput,
  type MarkingResult,
} from './marker.ts';

/** Small words that real sentences are made of and keyword lists are not. */
const FUNCTION_WORDS = new Set(
  'the a an of to and is are was were be been we our it its in for on that this with as at by will would should could can which from their they has have had not but or than so because if then into over per while this these those there who what'.split(
    ' ',
  ),
);

/** An answer whose conclusion is the wrong call is held to this, whatever its numbers. */
const WRONG_DECISION_CAP = 40;
/** An answer that makes no call where the task asks for one cannot pass: it is held to this. */
const NO_DECISION_CAP = 55;
/** A keyword list is held to this. */
const KEYWORD_LIST_CAP = 5;
/** An answer that is mostly the brief pasted back earns nothing. */
const BRIEF_COPIED_CAP = 0;

interface Piece {
  text: string;
  norm: string;
  /** Terms strung together with commas, not a sentence, a list item or a line of working. */
  listLike: boolean;
  /** Largely the brief or the task description, pasted back. */
  copied: boolean;
  /** Word for word a line of the brief or the task description, however short. */
  echo: boolean;
  /** A table row or a line of calculation. */
  working: boolean;
  /** The line before it and, in a table, the table's header row: where a figure's label may be. */
  context: string;
}

function readPieces(answer: string, source: string): Piece[] {
  const given = normalise(source);
  const pieces = splitSentences(answer).map(({ text }) => {
    const words = wordsOf(text);
    const small = words.filter((w) => FUNCTION_WORDS.has(w)).length;
    // Commas inside numbers ("£38,900") do not separate terms.
    const fragments = text.split(/;|,(?!\d)/).filter((f) => f.trim().length > 0);
    // A line of data ("Sharpe 1.35 before, 0.62 after") is working, not a list of terms.
    const figures = extractFigures(text).length;
    const working =
      text.includes('|') ||
      (fragments.length <= 6 && (/[=+×÷]/.test(text) || figures * 2 >= fragments.length));
    const listLike =
      !working &&
      ((fragments.length >= 4 && words.length / fragments.length < 3.5) ||
        (words.length >= 8 && small / words.length < 0.08));
    // Short lines may fairly echo the brief ("renew the overdraft at £2.5m"); long ones may not.
    const copied = words.length >= 10 && shingleOverlap(text, source, 5) >= 0.5;
    return {
      // A list marker ("-", "2.", "(b)") is not part of the piece; a figure opening it is.
      text: text.replace(/^(?:[-*•]\s*|\(?(?:\d{1,2}|[a-z])[.)]\s+)+/i, '').trim(),
      norm: normalise(text),
      listLike,
      copied,
      echo: given.includes(normalise(text).replace(/[.;:]$/, '')),
      working,
      context: '',
    };
  });
  let header = '';
  pieces.forEach((piece, index) => {
    const row = piece.text.includes('|');
    if (row && !pieces[index - 1]?.text.includes('|')) header = piece.norm;
    piece.context = `${pieces[index - 1]?.norm ?? ''} ${row ? header : ''}`;
  });
  return pieces;
}

/** Pieces that can earn credit: the user's own words, written as sentences, items or working. */
const usable = (pieces: Piece[]) => pieces.filter((p) => !p.copied && !p.listLike);

const quote = (text: string) => (text.length > 240 ? `${text.slice(0, 237)}...` : text);

/** Words that give a figure its sign: "a loss of £576m" is -£576m. */
const DOWNWARD = [
  'loss',
  'lose',
  'losing',
  'lost',
  'down',
  'fall',
  'fell',
  'fallen',
  'lower',
  'decline',
  'declined',
  'negative',
  'deficit',
  'outflow',
  'outflows',
  'drop',
  'dropped',
  'minus',
  'reduce',
  'reduces',
  'reduction',
  'cut',
  'shortfall',
  'below',
  'worse',
  'cost',
  'costs',
];

function markFigure(
  criterion: Extract<RubricCriterion, { kind: 'figure' }>,
  pieces: Piece[],
): Pick<CriterionMark, 'level' | 'evidence' | 'note'> {
  const expected = expectedFigure(criterion.value, criterion.unit, criterion.tolerance);
  const cued = (piece: Piece) =>
    criterion.cues.some((cue) => findTerm(`${piece.norm} ${piece.context}`, cue).length > 0);
  const says = (text: string) => DOWNWARD.some((word) => findTerm(text, word, true).length > 0);
  // A loss or a cost asked for as an amount may be written as a negative result ("-£2.20m").
  const lossAsAmount = expected.value > 0 && says(normalise(criterion.quantity));
  let partial: Piece | null = null;
  let wrong: string | null = null;
  for (const piece of usable(pieces)) {
    const isCued = cued(piece);
    const downward = expected.value < 0 && says(piece.norm);
    for (const written of extractFigures(piece.text)) {
      // A negative figure may be written as a positive amount with its direction in words.
      const figure =
        (downward && written.value > 0) || (lossAsAmount && written.value < 0)
          ? { ...written, value: -written.value }
          : written;
      const result = compareFigure(figure, expected);
      if (result === 'match' && isCued)
        return {
          level: 'full',
          evidence: quote(piece.text),
          note: `Right: ${criterion.quantity}.`,
        };
      if (result !== null) partial ??= piece;
      else if (isCued && !wrong && figure.dimension !== 'number') wrong = written.raw;
    }
  }
  if (partial)
    return {
      level: 'partial',
      evidence: quote(partial.text),
      note: `The number is right, but say what it is (${criterion.quantity}), with its unit, in a sentence.`,
    };
  return {
    level: 'none',
    evidence: null,
    note: wrong
      ? `You gave ${wrong} for ${criterion.quantity}; work it through again from the figures in the brief.`
      : `Missing: ${criterion.quantity}.`,
  };
}

/**
 * Verbs, in the form calls are read in (`callText`), that choose what follows them: the rest is the
 * call itself ("option b" of "adopt option B").
 */
const CHOOSING = /^(?:support|keep|use|rate(?: the shares| it)?)\s+/;

/** Words that mark a sentence as the one making the call. */
const CALL_CUES =
  /\b(recommend\w*|propos\w*|suggest\w*|advis\w*|should|conclusion|decision|verdict|my call|our call|we would|i would|go with|prefer\w*|opt for|so we|therefore|in summary|overall)\b/;

/** Words that mark a sentence as the decision itself, so a call it sets aside is refused. */
const DECISION_CUES =
  /\b(recommend\w*|propos\w*|advis\w*|should|would|conclusion|decision|verdict|my call|our call)\b/;

/**
 * A piece that makes the call: it says so ("we recommend", "Decision:"), or follows a heading that
 * does ("Recommendation" on a line of its own).
 */
function makesCall(piece: Piece, previous: Piece | undefined, cues = CALL_CUES): boolean {
  if (cues.test(piece.norm)) return true;
  return (
    previous !== undefined &&
    wordsOf(previous.text).length <= 4 &&
    !/[.!?]$/.test(previous.text) &&
    cues.test(previous.norm)
  );
}

/**
 * The distinctive part of each call ("option b" of "adopt option B"), kept only when the other
 * side's calls do not contain it, so that "option B" said in a recommending sentence counts as
 * adopting it, but "the deal" of "support the deal" does not count against "oppose the deal".
 */
function callCores(terms: string[], others: string[]): string[] {
  const core = (t: string) => {
    const read = callText(normalise(t));
    return CHOOSING.test(read) ? read.replace(CHOOSING, '').trim() : '';
  };
  const theirs = others.map((t) => callText(normalise(t)));
  return terms
    .map(core)
    .filter(
      (c) =>
        c.length >= 3 &&
        !terms.some((t) => normalise(t) === c) &&
        !theirs.some((t) => findTerm(t, c, true).length > 0 || core(t) === c),
    );
}

/**
 * How plainly a piece shows a call. The sentence that makes the call outweighs a mention elsewhere,
 * so "What we recommend: Option B" decides the answer even if a line of working names Option A.
 */
const STATED = 3; // a call's own words in a sentence that makes the call
const NAMED = 2; // only the called thing ("Option B") in such a sentence, and not the other side's
const MENTIONED = 1; // a call's own words elsewhere

interface CallHit {
  piece: Piece;
  strength: number;
}

function readCalls(
  criterion: Extract<RubricCriterion, { kind: 'decision' }>,
  pieces: Piece[],
): { right: CallHit[]; wrong: CallHit[] } {
  const rightCores = callCores(criterion.expected, criterion.wrong);
  const wrongCores = callCores(criterion.wrong, criterion.expected);
  const right: CallHit[] = [];
  const wrong: CallHit[] = [];
  const own = usable(pieces);
  own.forEach((piece, index) => {
    const stated = makesCall(piece, own[index - 1]);
    const found = (terms: string[]) =>
      terms.flatMap((t) => findCall(piece.norm, t)).filter((m) => !m.open);
    const asserted = (matches: CallMatch[]) => matches.filter((m) => !m.negated);
    // A call made only as the consequence of a condition is a mention, not the call.
    const strength = (matches: CallMatch[]) =>
      stated && matches.some((m) => !m.conditional) ? STATED : MENTIONED;
    // Only the called thing ("Option B") counts in the clause that makes the call.
    const named = (cores: string[]) =>
      stated && asserted(found(cores)).some((m) => CALL_CUES.test(segmentAt(piece.norm, m.index)));
    const rightFound = found(criterion.expected);
    const rightSaid = asserted(rightFound);
    const wrongSaid = asserted(found(criterion.wrong));
    // "Decision: do not grant the waiver" makes the wrong call by setting the right one aside.
    const denied =
      rightSaid.length === 0 &&
      rightFound.some((m) => m.negated && !m.conditional) &&
      makesCall(piece, own[index - 1], DECISION_CUES);
    const rightCore = named(rightCores);
    const wrongCore = named(wrongCores);
    if (rightSaid.length > 0) right.push({ piece, strength: strength(rightSaid) });
    else if (rightCore && wrongSaid.length === 0 && !wrongCore && !denied)
      right.push({ piece, strength: NAMED });
    if (denied) wrong.push({ piece, strength: STATED });
    else if (wrongSaid.length > 0) wrong.push({ piece, strength: strength(wrongSaid) });
    else if (wrongCore && rightSaid.length === 0 && !rightCore)
      wrong.push({ piece, strength: NAMED });
  });
  const strongest = Math.max(0, ...[...right, ...wrong].map((h) => h.strength));
  return {
    right: right.filter((h) => h.strength === strongest),
    wrong: wrong.filter((h) => h.strength === strongest),
  };
}

/** The part of a sentence around `index` between commas, semicolons, brackets and dashes. */
function segmentAt(norm: string, index: number): string {
  const start = Math.max(...[',', ';', '(', ')', ' - '].map((b) => norm.lastIndexOf(b, index)));
  const ends = [',', ';', '(', ')', ' - '].map((b) => norm.indexOf(b, index)).filter((i) => i >= 0);
  return norm.slice(start + 1, ends.length > 0 ? Math.min(...ends) : norm.length);
}

function markDecision(
  criterion: Extract<RubricCriterion, { kind: 'decision' }>,
  pieces: Piece[],
): Pick<CriterionMark, 'level' | 'evidence' | 'note'> & { wrongCall: boolean } {
  const calls = readCalls(criterion, pieces);
  const right = calls.right[0]?.piece;
  const wrong = calls.wrong[0]?.piece;
  if (right && !wrong)
    return {
      level: 'full',
      evidence: quote(right.text),
      note: 'The right call, clearly made.',
      wrongCall: false,
    };
  if (right && wrong)
    return {
      level: 'partial',
      evidence: quote(right.text),
      note: `The right call is there, but so is "${quote(wrong.text)}": commit to one.`,
      wrongCall: false,
    };
  if (wrong)
    return {
      level: 'none',
      evidence: quote(wrong.text),
      note: `This is not the right call: the figures point to ${criterion.expected[0]}.`,
      wrongCall: true,
    };
  return {
    level: 'none',
    evidence: null,
    note: 'No clear call is made; say what you recommend and why.',
    wrongCall: false,
  };
}

function markTerms(groups: string[][], pieces: Piece[]): { found: string[][]; best: Piece | null } {
  const own = usable(pieces);
  // Which groups each piece shows.
  const shows = own.map((piece) =>
    groups.map((group) => group.some((t) => hasTerm(piece.norm, t))),
  );
  const found = groups.filter((_, g) => shows.some((row) => row[g]));
  let best: Piece | null = null;
  let bestCount = 0;
  shows.forEach((row, i) => {
    const count = row.filter(Boolean).length;
    if (count > bestCount) {
      best = own[i]!;
      bestCount = count;
    }
  });
  return { found, best };
}

/** An idea the answer touches on without the terms that show it earns this share of its weight. */
const TOUCHED_SHARE = 0.25;
/** Words a sentence must share with the model answer's sentence on an idea to touch on it. */
const TOUCH_WORDS = 2;

/**
 * A sentence of the user's own that is about the same thing as one of the model answer's sentences
 * on this idea (those that use its terms), without using the terms: a weak but genuine attempt at
 * it, as opposed to saying nothing about it.
 */
function touchedBy(groups: string[][], modelAnswer: string, pieces: Piece[]): Piece | null {
  const passages = splitSentences(modelAnswer)
    .map(({ text }) => normalise(text))
    .filter((text) => groups.some((group) => group.some((t) => hasTerm(text, t))))
    .map(meaningStems);
  if (passages.length === 0) return null;
  for (const piece of usable(pieces).filter((p) => !p.echo)) {
    const mine = [...meaningStems(piece.text)];
    if (passages.some((p) => mine.filter((w) => p.has(w)).length >= TOUCH_WORDS)) return piece;
  }
  return null;
}

function levelFor(found: number, needed: number): Level {
  if (found >= needed) return 'full';
  return found > 0 ? 'partial' : 'none';
}

/**
 * The default marker: deterministic, no network. Figures are read with their units and tied to
 * what they measure; calls are read with negation; ideas are found as groups of equivalent terms
 * in sentences a person wrote. What the brief already said, and words listed without sentences,
 * earn nothing.
 */
export class EmbeddedMarker implements Marker {
  readonly name = 'embedded';

  async mark(input: MarkingInput): Promise<MarkingResult> {
    return markWithRules(input);
  }
}

export function markWithRules({ task, answer }: MarkingInput): MarkingResult {
  const flags: MarkingFlag[] = [];
  const words = wordsOf(answer);
  const indicative = task.rubric.some((c) => c.kind === 'judgement');
  if (words.length < 5) {
    return {
      score: 0,
      flags: ['empty'],
      engine: 'embedded',
      indicative,
      criteria: task.rubric.map((c) => ({
        id: c.id,
        criterion: c.criterion,
        kind: c.kind,
        weight: c.weight,
        level: 'none',
        points: 0,
        evidence: null,
        note: 'There is no answer to mark yet.',
      })),
    };
  }
  const pieces = readPieces(answer, `${task.brief}\n${task.description}`);
  const ownWords = pieces.filter((p) => !p.copied).reduce((n, p) => n + wordsOf(p.text).length, 0);
  const reasonedWords = usable(pieces).reduce((n, p) => n + wordsOf(p.text).length, 0);
  if (ownWords < words.length * 0.3) flags.push('brief-copied');
  if (ownWords > 0 && reasonedWords < ownWords * 0.5) flags.push('keyword-list');

  let wrongCall = false;
  let noCall = false;
  const criteria: CriterionMark[] = task.rubric.map((criterion) => {
    const base = {
      id: criterion.id,
      criterion: criterion.criterion,
      kind: criterion.kind,
      weight: criterion.weight,
    };
    let mark: Pick<CriterionMark, 'level' | 'evidence' | 'note'>;
    let share: number | null = null;
    if (criterion.kind === 'figure') mark = markFigure(criterion, pieces);
    else if (criterion.kind === 'decision') {
      const decided = markDecision(criterion, pieces);
      wrongCall ||= decided.wrongCall;
      noCall ||= decided.level === 'none' && !decided.wrongCall;
      mark = decided;
    } else {
      const groups = criterion.kind === 'concept' ? criterion.groups : criterion.evidence;
      const needed =
        criterion.kind === 'concept'
          ? (criterion.required ?? groups.length)
          : Math.max(1, Math.ceil((groups.length * 2) / 3));
      const { found, best } = markTerms(groups, pieces);
      let level = levelFor(found.length, needed);
      // Reading quality from words alone is rough: judgement gets at most partial credit from a
      // short answer, and its credit is marked indicative.
      if (criterion.kind === 'judgement' && level === 'full' && reasonedWords < 40)
        level = 'partial';
      const missing = groups.filter((g) => !found.includes(g)).map((g) => g[0]);
      const touched = level === 'none' ? touchedBy(groups, task.modelAnswer, pieces) : null;
      if (touched) {
        level = 'partial';
        share = TOUCHED_SHARE;
      }
      mark = {
        level,
        evidence: touched
          ? quote(touched.text)
          : level === 'none' || !best
            ? null
            : quote(best.text),
        note:
          level === 'full'
            ? criterion.kind === 'judgement'
              ? 'Shown (indicative: judged from the words used).'
              : 'All the ideas are there.'
            : touched
              ? `You touch on this, but not in the terms that show it. Missing: ${missing.slice(0, 4).join('; ')}.`
              : `Missing: ${missing.slice(0, 4).join('; ')}.`,
      };
    }
    return {
      ...base,
      ...mark,
      points: criterion.weight * (share ?? LEVEL_SHARE[mark.level]),
    };
  });

  if (wrongCall) flags.push('wrong-decision');
  let score = Math.round(criteria.reduce((sum, c) => sum + c.points, 0));
  if (wrongCall) score = Math.min(score, WRONG_DECISION_CAP);
  else if (noCall) score = Math.min(score, NO_DECISION_CAP);
  if (flags.includes('keyword-list')) score = Math.min(score, KEYWORD_LIST_CAP);
  if (flags.includes('brief-copied')) score = Math.min(score, BRIEF_COPIED_CAP);
  return { score, criteria, flags, engine: 'embedded', indicative };
}
