import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type {
  EvidenceField,
  LevelFit,
  Quiz,
  QuizOption,
  QuizQuestion,
  RoleSignalsFile,
} from '../../../shared/contracts/quiz.ts';
import {
  CAREER_STAGE_POSITION,
  MATCH_TAGS,
  ROLE_LEVEL_POSITION,
  type CareerStage,
  type LevelFit as LevelFitName,
  type MatchTag,
} from '../../../shared/domain/matching-signals.ts';
import type { Difficulty } from '../../../shared/domain/role-derivations.ts';
import { badRequest } from '../../errors.ts';

export const TOP_MATCHES = 12;
const MAX_REASONS = 3;
const MIN_REASONS = 2;
/** A role has a signal, and a reason may cite it, from this strength (0-1) up. */
export const CITABLE_SIGNAL = 0.45;
/**
 * The shown percentage: 36 for a role as good as the average role for these answers, and 22
 * points more for each standard deviation above it. The best match of a random answer set sits
 * near 2.2 standard deviations (about 84%); the spread keeps first and second apart.
 */
const SCORE_CENTRE = 36;
const SCORE_PER_SD = 22;

export interface AnswerInput {
  questionId: string;
  answers: string[];
}

export interface ChosenOption {
  question: QuizQuestion;
  option: QuizOption;
}

/** One reason for a match: an answer, the signal of the role it speaks to, and the role's own words. */
export interface MatchReason {
  text: string;
  questionId: string;
  optionId: string;
  tag: MatchTag;
}

export interface Match {
  role: JobProfile;
  score: number;
  reasons: MatchReason[];
  levelFit?: LevelFit;
}

export interface RankedMatch {
  role: JobProfile;
  /** Standard deviations above the average role for these answers, after the level fit. */
  fit: number;
  score: number;
}

export interface MatchingEngine {
  /** The top matches, explained. */
  match(answers: readonly AnswerInput[]): Match[];
  /** Every role, best first, without reasons (for measuring the model). */
  rank(answers: readonly AnswerInput[]): RankedMatch[];
}

/**
 * Checks answers against the quiz: every question and option must exist, a question is answered
 * once, single-choice questions take one answer and multi-choice ones at most their limit. The
 * message names the question, so the page (or an API user) can tell what to fix.
 */
export function resolveAnswers(quiz: Quiz, answers: readonly AnswerInput[]): ChosenOption[] {
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const chosen: ChosenOption[] = [];
  for (const answer of answers) {
    const question = questions.get(answer.questionId);
    if (!question) throw badRequest(`Unknown question "${answer.questionId}".`);
    if (seen.has(question.id))
      throw badRequest(`Question "${question.id}" is answered more than once.`);
    seen.add(question.id);
    if (new Set(answer.answers).size !== answer.answers.length) {
      throw badRequest(`Question "${question.id}" has the same answer twice.`);
    }
    const limit =
      question.type === 'single' ? 1 : (question.maxSelections ?? question.options.length);
    if (answer.answers.length > limit) {
      throw badRequest(
        limit === 1
          ? `Question "${question.id}" takes one answer.`
          : `Question "${question.id}" takes at most ${limit} answers.`,
      );
    }
    for (const optionId of answer.answers) {
      const option = question.options.find((o) => o.id === optionId);
      if (!option) throw badRequest(`Question "${question.id}" has no option "${optionId}".`);
      chosen.push({ question, option });
    }
  }
  return chosen;
}

const TAG_COUNT = MATCH_TAGS.length;
const TAG_INDEX = new Map<MatchTag, number>(MATCH_TAGS.map((tag, i) => [tag, i]));

function denseTags(tags: Partial<Record<MatchTag, number>>): Float64Array {
  const vector = new Float64Array(TAG_COUNT);
  for (const [tag, value] of Object.entries(tags) as Array<[MatchTag, number]>)
    vector[TAG_INDEX.get(tag)!] = value;
  return vector;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < TAG_COUNT; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Where a role sits against the person's experience, and what that costs it (in standard deviations). */
function levelFitOf(stage: CareerStage, level: Difficulty): { fit: LevelFitName; penalty: number } {
  const gap = ROLE_LEVEL_POSITION[level] - CAREER_STAGE_POSITION[stage];
  if (gap === 0) return { fit: 'at-your-level', penalty: 0 };
  if (gap === -0.5) return { fit: 'at-your-level', penalty: 0.1 };
  if (gap === 0.5) return { fit: 'within-reach', penalty: 0.3 };
  if (gap === 1) return { fit: 'a-step-up', penalty: 0.8 };
  if (gap > 1) return { fit: 'a-big-step-up', penalty: 1.3 + (gap - 1.5) };
  if (gap === -1) return { fit: 'below-your-experience', penalty: 0.5 };
  return { fit: 'well-below-your-experience', penalty: 1.2 };
}

const LEVEL_NAME: Record<Difficulty, string> = {
  entry: 'Entry-level role',
  mid: 'Mid-level role',
  senior: 'Senior role',
};
const FIT_TEXT: Record<LevelFitName, string> = {
  'at-your-level': 'at your level',
  'within-reach': 'within reach with the years of work you have',
  'a-step-up': 'a step up from where you are now',
  'a-big-step-up': 'a big step up; most people reach it after many years in finance',
  'below-your-experience': 'below your experience, though a way in if you are changing career',
  'well-below-your-experience': 'well below your experience',
};

/** Names that keep their capital at the start of a quoted skill or sentence. */
const PROPER_START =
  /^(Excel|Python|Bloomberg|Microsoft|PowerPoint|PitchBook|Morningstar|Oracle|FactSet|Aladdin|Alteryx|Jira|Git|Linux|Java|Dealroom|Capital IQ|Faster Payments|Power BI|London|British|English|European|UK|US|EU|Lloyd's|Swiss|Japanese|Bank of England|Treasury|Moody's|Payment Systems Regulator|Consumer Duty|Stewardship Code|Money Laundering|Proceeds of Crime)\b/;

function lowerFirst(text: string): string {
  const first = text.split(/[\s,]/)[0] ?? '';
  // Acronyms ("SQL", "ESG", "M&A") and names keep their capitals.
  if (PROPER_START.test(text) || /^[A-Z0-9&+/-]{2,}$/.test(first.replace(/[^A-Za-z0-9&+/-]/g, '')))
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const TRAIT_NOUN =
  /(decision-maker|communicator|writer|leader|player|negotiator|listener|mentor|thinker|challenger)$/i;

/** The role's own words as the second half of a reason. */
function evidencePhrase(from: EvidenceField, quote: string): string {
  const text = quote.replace(/[.\s]+$/, '');
  switch (from) {
    case 'dailyTasks':
      return `on a typical day you might ${lowerFirst(text)}`;
    case 'responsibilities':
      return `the role has you ${lowerFirst(text)}`;
    case 'description':
      return lowerFirst(text);
    case 'skills':
      return `the role asks for ${lowerFirst(text)}`;
    case 'interests':
      return `it suits people interested in ${lowerFirst(text)}`;
    case 'personalityTraits': {
      const trait = lowerFirst(text);
      if (/^works\b/i.test(trait)) return `it needs someone who ${trait}`;
      if (TRAIT_NOUN.test(trait))
        return `it needs someone who is ${/^[aeiou]/i.test(trait) ? 'an' : 'a'} ${trait}`;
      return `it needs someone ${trait}`;
    }
  }
}

type Candidate = MatchReason & { value: number; quote: string };
const reasonKey = (reasons: readonly MatchReason[]) =>
  reasons
    .map((r) => r.text)
    .sort()
    .join('\n');

/** Above this the scale eases off, so that no role is shown as a 100% match. */
const SCORE_EASE_FROM = 90;

function shownScore(fit: number): number {
  const linear = SCORE_CENTRE + SCORE_PER_SD * fit;
  const eased =
    linear <= SCORE_EASE_FROM
      ? linear
      : 100 -
        (100 - SCORE_EASE_FROM) * Math.exp(-(linear - SCORE_EASE_FROM) / (100 - SCORE_EASE_FROM));
  return Math.max(0, Math.min(99, Math.round(eased)));
}

interface PreparedQuestion {
  question: QuizQuestion;
  weight: number;
  mean: Float64Array;
  options: Map<string, Float64Array>;
}

interface PreparedRole {
  role: JobProfile;
  index: number;
  /** The role's signals scaled so that, over answers given at random, its scores vary as much as any other role's. */
  unit: Float64Array;
  signals: RoleSignalsFile['roles'][string];
}

/**
 * The matching model (docs/decisions/005-matching-model.md, "Revised").
 *   answer vector  P = Σ over questions  weight × (mean of the chosen options' signals − mean of all its options)
 *   role vector    each role's own signals ÷ how much they would vary over answers given at random
 *   fit            (P · role − average over roles) ÷ spread over roles − level-fit penalty
 *   score          36 + 22 × fit, easing off above 90, within 0-99
 * Deterministic; ties keep catalogue order.
 */
export function createMatchingEngine(
  quiz: Quiz,
  roles: readonly JobProfile[],
  roleSignals: RoleSignalsFile,
): MatchingEngine {
  const questions = new Map<string, PreparedQuestion>();
  // How answers vary when each question is answered at random: the covariance of the signals.
  const covariance = Array.from({ length: TAG_COUNT }, () => new Float64Array(TAG_COUNT));
  for (const question of quiz.questions) {
    const weight = question.weight ?? 1;
    const options = new Map(question.options.map((o) => [o.id, denseTags(o.signals.tags)]));
    const mean = new Float64Array(TAG_COUNT);
    for (const vector of options.values())
      for (let i = 0; i < TAG_COUNT; i++) mean[i]! += vector[i]! / options.size;
    for (const vector of options.values()) {
      for (let i = 0; i < TAG_COUNT; i++) {
        const di = vector[i]! - mean[i]!;
        if (di === 0) continue;
        for (let j = 0; j < TAG_COUNT; j++)
          covariance[i]![j]! += (weight * weight * di * (vector[j]! - mean[j]!)) / options.size;
      }
    }
    questions.set(question.id, { question, weight, mean, options });
  }

  const prepared: PreparedRole[] = roles.map((role, index) => {
    const signals = roleSignals.roles[role.job_id];
    if (!signals) throw new Error(`role-signals.json has no entry for "${role.job_id}"`);
    const vector = denseTags(signals.signals);
    let variance = 0;
    for (let i = 0; i < TAG_COUNT; i++) {
      if (vector[i] === 0) continue;
      for (let j = 0; j < TAG_COUNT; j++) variance += vector[i]! * covariance[i]![j]! * vector[j]!;
    }
    const scale = 1 / Math.sqrt(variance || 1);
    return { role, index, unit: vector.map((v) => v * scale), signals };
  });
  const averageUnit = new Float64Array(TAG_COUNT);
  for (const { unit } of prepared)
    for (let i = 0; i < TAG_COUNT; i++) averageUnit[i]! += unit[i]! / prepared.length;

  function score(answers: readonly AnswerInput[]) {
    const chosen = resolveAnswers(quiz, answers);
    if (chosen.length === 0) throw badRequest('Answer at least one question.');
    const perQuestion = new Map<string, ChosenOption[]>();
    for (const c of chosen)
      perQuestion.set(c.question.id, [...(perQuestion.get(c.question.id) ?? []), c]);
    const person = new Float64Array(TAG_COUNT);
    let stage: CareerStage | undefined;
    for (const [id, options] of perQuestion) {
      const q = questions.get(id)!;
      for (const { option } of options) {
        const vector = q.options.get(option.id)!;
        for (let i = 0; i < TAG_COUNT; i++)
          person[i]! += (q.weight * (vector[i]! - q.mean[i]!)) / options.length;
        stage = option.signals.careerStage ?? stage;
      }
    }
    const raw = prepared.map((p) => dot(person, p.unit));
    const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
    const spread = Math.sqrt(raw.reduce((a, b) => a + (b - mean) ** 2, 0) / raw.length);
    const ranked = prepared.map((p, i) => {
      const level = stage ? levelFitOf(stage, p.role.difficulty) : undefined;
      const fit = (spread > 1e-9 ? (raw[i]! - mean) / spread : 0) - (level?.penalty ?? 0);
      return { prepared: p, fit, score: shownScore(fit), level: level?.fit };
    });
    ranked.sort((a, b) => b.fit - a.fit || a.prepared.index - b.prepared.index);
    return { ranked, perQuestion };
  }

  /**
   * Why a role matches: each chosen option that leans towards a signal the role has, shown by its
   * content, valued by how much it lifts this role above the average role. The answer that lifts
   * the role most comes first.
   */
  function reasonsFor(p: PreparedRole, perQuestion: Map<string, ChosenOption[]>): Candidate[] {
    const candidates: Candidate[] = [];
    for (const [id, options] of perQuestion) {
      const q = questions.get(id)!;
      for (const { option } of options) {
        let best: Candidate | undefined;
        const tags = Object.entries(option.signals.tags) as Array<[MatchTag, number]>;
        // An answer is a reason only through what it mainly says (within 1 of its largest
        // weight): "Python or R" through programming and data, not the statistics it hints at.
        const main = Math.max(...tags.map(([, w]) => w)) - 1;
        for (const [tag, weight] of tags) {
          const evidence = p.signals.evidence[tag];
          const strength = p.signals.signals[tag] ?? 0;
          if (!evidence || weight <= 0 || weight < main || strength < CITABLE_SIGNAL) continue;
          const i = TAG_INDEX.get(tag)!;
          const lean = weight - q.mean[i]!;
          const value = ((q.weight * lean) / options.length) * (p.unit[i]! - averageUnit[i]!);
          if (lean <= 0 || (best && best.value >= value)) continue;
          best = {
            text: `You ${option.reason} — ${evidencePhrase(evidence.from, evidence.quote)}.`,
            questionId: id,
            optionId: option.id,
            tag,
            value,
            quote: evidence.quote,
          };
        }
        if (best) candidates.push(best);
      }
    }
    return candidates.sort((a, b) => b.value - a.value);
  }

  /**
   * The reasons shown for one match: the most distinctive first, one per question and signal,
   * none already given to a higher match in this result (so each sentence belongs to one match),
   * and never the same set as another match.
   */
  function pickReasons(
    candidates: Candidate[],
    takenSets: ReadonlySet<string>,
    usedTexts: ReadonlySet<string>,
  ): MatchReason[] {
    const fits = (chosen: Candidate[], c: Candidate) =>
      !chosen.includes(c) &&
      chosen.every((r) => r.questionId !== c.questionId && r.tag !== c.tag && r.quote !== c.quote);
    const fresh = (c: Candidate) => !usedTexts.has(c.text);
    const chosen: Candidate[] = [];
    for (const c of candidates)
      if (c.value > 0 && fresh(c) && chosen.length < MAX_REASONS && fits(chosen, c)) chosen.push(c);
    // Fewer than two: add answers that speak to signals the role has even if other roles have
    // them as much, and only then a sentence a higher match has already shown.
    for (const c of candidates)
      if (fresh(c) && chosen.length < MIN_REASONS && fits(chosen, c)) chosen.push(c);
    for (const c of candidates) if (chosen.length < MIN_REASONS && fits(chosen, c)) chosen.push(c);
    if (takenSets.has(reasonKey(chosen))) {
      const kept = chosen.slice(0, -1);
      const swap = candidates.find(
        (c) => fits(chosen, c) && fits(kept, c) && !takenSets.has(reasonKey([...kept, c])),
      );
      chosen.splice(0, chosen.length, ...(swap ? [...kept, swap] : kept));
    }
    return chosen.map(({ text, questionId, optionId, tag }) => ({
      text,
      questionId,
      optionId,
      tag,
    }));
  }

  return {
    rank(answers) {
      return score(answers).ranked.map((r) => ({
        role: r.prepared.role,
        fit: r.fit,
        score: r.score,
      }));
    },
    match(answers) {
      const { ranked, perQuestion } = score(answers);
      const takenSets = new Set<string>();
      const usedTexts = new Set<string>();
      return ranked.slice(0, TOP_MATCHES).map(({ prepared: p, score, level }) => {
        const reasons = pickReasons(reasonsFor(p, perQuestion), takenSets, usedTexts);
        takenSets.add(reasonKey(reasons));
        for (const r of reasons) usedTexts.add(r.text);
        return {
          role: p.role,
          score,
          reasons,
          ...(level
            ? {
                levelFit: {
                  roleLevel: p.role.difficulty,
                  fit: level,
                  text: `${LEVEL_NAME[p.role.difficulty]}: ${FIT_TEXT[level]}`,
                },
              }
            : {}),
        };
      });
    },
  };
}
