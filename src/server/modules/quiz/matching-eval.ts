import type { Quiz, RoleSignalsFile } from '../../../shared/contracts/quiz.ts';
import { CATEGORIES, type Category } from '../../../shared/domain/role-derivations.ts';
import {
  CITABLE_SIGNAL,
  TOP_MATCHES,
  type AnswerInput,
  type MatchingEngine,
  type RankedMatch,
} from './matching-engine.ts';

/**
 * Measures the matching model over seeded random answer sets (issue 15's targets). Used by
 * `npm run eval:matching` and by the unit tests, so both judge the same figures.
 */

export const MATCHING_TARGETS = {
  /** No category takes more than this share of first places... */
  maxCategoryShare: 0.2,
  /** ...nor less than this one. */
  minCategoryShare: 0.03,
  /** First and second place show the same percentage in fewer than this share of sets. */
  maxTieShare: 0.1,
} as const;

export const EVAL_SETS = 2_000;
export const EVAL_SEED = 20_261_201;

/** What the measures need from the engine: every role, best first, with its shown score. */
export type RankRoles = (answers: readonly AnswerInput[]) => readonly RankedMatch[];

/** mulberry32: a small, fast, seedable generator, so every run draws the same answer sets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)]!;

/** An option that means "none of these" is only ever chosen on its own, as the page allows. */
const isNoneOption = (id: string) => id === 'none_yet';

/**
 * One complete, valid answer set: every question answered; a single-choice question with one
 * option at random; a multi-choice one with 1 to its limit (3 when it has none) options at random.
 */
export function randomAnswerSet(quiz: Quiz, random: () => number): AnswerInput[] {
  return quiz.questions.map((question) => {
    const ids = question.options.map((o) => o.id);
    if (question.type === 'single')
      return { questionId: question.id, answers: [pick(ids, random)] };
    const limit = Math.min(question.maxSelections ?? 3, ids.length);
    const count = 1 + Math.floor(random() * limit);
    const first = pick(ids, random);
    if (isNoneOption(first)) return { questionId: question.id, answers: [first] };
    const rest = ids.filter((id) => id !== first && !isNoneOption(id));
    const chosen = [first];
    while (chosen.length < count && rest.length > 0) {
      chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    }
    return { questionId: question.id, answers: chosen };
  });
}

export interface MatchingFigures {
  sets: number;
  /** Share of first places per category, 0-1. */
  categoryShare: Record<Category, number>;
  /** Share of sets whose first and second place show the same percentage. */
  tieShare: number;
  /** Roles that came first in at least one of the random sets. */
  firstPlaceRoles: Set<string>;
  /** The role found in most top 12s, and the share of sets it is in. */
  mostCommonInTop12: { jobId: string; share: number };
  /** Mean number of distinct percentages among the 12 matches. */
  meanDistinctScores: number;
}

export function measureMatching(
  quiz: Quiz,
  rank: RankRoles,
  options: { sets?: number; seed?: number } = {},
): MatchingFigures {
  const sets = options.sets ?? EVAL_SETS;
  const random = seededRandom(options.seed ?? EVAL_SEED);
  const firsts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const inTop12 = new Map<string, number>();
  const firstPlaceRoles = new Set<string>();
  let ties = 0;
  let distinct = 0;
  for (let i = 0; i < sets; i++) {
    const ranked = rank(randomAnswerSet(quiz, random));
    const [first, second] = ranked;
    firsts[first!.role.category] += 1;
    firstPlaceRoles.add(first!.role.job_id);
    if (second && second.score === first!.score) ties += 1;
    const top = ranked.slice(0, TOP_MATCHES);
    distinct += new Set(top.map((r) => r.score)).size;
    for (const r of top) inTop12.set(r.role.job_id, (inTop12.get(r.role.job_id) ?? 0) + 1);
  }
  const [commonId, commonCount] = [...inTop12].sort((a, b) => b[1] - a[1])[0]!;
  return {
    sets,
    categoryShare: Object.fromEntries(
      Object.entries(firsts).map(([c, n]) => [c, n / sets]),
    ) as Record<Category, number>,
    tieShare: ties / sets,
    firstPlaceRoles,
    mostCommonInTop12: { jobId: commonId, share: commonCount / sets },
    meanDistinctScores: distinct / sets,
  };
}

/** How near the role is to first place; from 1,000 up when it is first. */
function standing(ranked: readonly RankedMatch[], jobId: string): number {
  const index = ranked.findIndex((r) => r.role.job_id === jobId);
  const target = ranked[index]!;
  if (index === 0) return 1_000 + target.fit - (ranked[1]?.fit ?? 0);
  return target.fit - ranked[0]!.fit;
}

/**
 * Looks for an answer set that puts one role first: from a random start, change one question's
 * answer at a time while that brings the role nearer the top (a few restarts if it stalls).
 * Returns the answer set, or null when none was found.
 */
export function searchFirstPlace(
  quiz: Quiz,
  rank: RankRoles,
  jobId: string,
  random: () => number,
  restarts = 6,
): AnswerInput[] | null {
  for (let attempt = 0; attempt < restarts; attempt++) {
    let answers = randomAnswerSet(quiz, random);
    let best = standing(rank(answers), jobId);
    let improved = true;
    while (improved && best < 1_000) {
      improved = false;
      for (const [q, question] of quiz.questions.entries()) {
        const candidates: string[][] =
          question.type === 'single'
            ? question.options.map((o) => [o.id])
            : question.options.flatMap((o) => {
                const current = answers[q]!.answers;
                if (current.includes(o.id))
                  return current.length > 1 ? [current.filter((id) => id !== o.id)] : [];
                const limit = question.maxSelections ?? question.options.length;
                const added = isNoneOption(o.id)
                  ? [o.id]
                  : [...current.filter((id) => !isNoneOption(id)), o.id];
                return [added.length > limit ? [o.id] : added, [o.id]];
              });
        for (const ids of candidates) {
          const trial = answers.map((a, i) => (i === q ? { ...a, answers: ids } : a));
          const value = standing(rank(trial), jobId);
          if (value > best) {
            best = value;
            answers = trial;
            improved = true;
          }
        }
        if (best >= 1_000) break;
      }
    }
    if (best >= 1_000) return answers;
  }
  return null;
}

const withAnswer = (answers: readonly AnswerInput[], questionId: string, optionId: string) =>
  answers.map((a) => (a.questionId === questionId ? { questionId, answers: [optionId] } : a));

/**
 * How much the Excel question matters: the same answer sets with only the Excel answer moved from
 * "hardly used" to "expert". Modelling-heavy roles are those whose signals hold modelling at 0.7+.
 */
export function excelEffect(
  quiz: Quiz,
  rank: RankRoles,
  roleSignals: RoleSignalsFile,
  options: { sets?: number; seed?: number } = {},
): { firstChanged: number; top3Changed: number; modellingGain: number } {
  const sets = options.sets ?? 500;
  const random = seededRandom(options.seed ?? EVAL_SEED + 2);
  const modelling = new Set(
    Object.entries(roleSignals.roles)
      .filter(([, r]) => (r.signals.modelling ?? 0) >= 0.7)
      .map(([id]) => id),
  );
  let firstChanged = 0;
  let top3Changed = 0;
  let gain = 0;
  let gains = 0;
  const top3 = (ranked: readonly RankedMatch[]) =>
    ranked
      .slice(0, 3)
      .map((r) => r.role.job_id)
      .sort()
      .join();
  for (let i = 0; i < sets; i++) {
    const answers = randomAnswerSet(quiz, random);
    const low = rank(withAnswer(answers, 'skill_level_excel', 'hardly_used'));
    const high = rank(withAnswer(answers, 'skill_level_excel', 'expert'));
    if (low[0]!.role.job_id !== high[0]!.role.job_id) firstChanged += 1;
    if (top3(low) !== top3(high)) top3Changed += 1;
    const lowScores = new Map(low.map((r) => [r.role.job_id, r.score]));
    for (const r of high) {
      if (!modelling.has(r.role.job_id)) continue;
      gain += r.score - lowScores.get(r.role.job_id)!;
      gains += 1;
    }
  }
  return {
    firstChanged: firstChanged / sets,
    top3Changed: top3Changed / sets,
    modellingGain: gain / Math.max(1, gains),
  };
}

/**
 * Reasons over random answer sets: how often a result repeats a set of reasons or gives one
 * sentence to two matches (and at most how many sentences two matches share), how many reasons a
 * match gets, and whether every reason cites a signal its role has, shown by its own words.
 */
export function reasonFigures(
  quiz: Quiz,
  engine: MatchingEngine,
  roleSignals: RoleSignalsFile,
  options: { sets?: number; seed?: number } = {},
): {
  repeatedSets: number;
  sharedSentences: number;
  maxShared: number;
  meanReasons: number;
  underTwo: number;
  allTrue: boolean;
} {
  const sets = options.sets ?? 500;
  const random = seededRandom(options.seed ?? EVAL_SEED + 3);
  let repeated = 0;
  let shared = 0;
  let maxShared = 0;
  let reasons = 0;
  let underTwo = 0;
  let matches = 0;
  let allTrue = true;
  for (let i = 0; i < sets; i++) {
    const result = engine.match(randomAnswerSet(quiz, random));
    const keys = result.map((m) =>
      m.reasons
        .map((r) => r.text)
        .sort()
        .join('\n'),
    );
    if (new Set(keys).size < keys.length) repeated += 1;
    const owners = new Map<string, number>();
    for (const m of result)
      for (const r of m.reasons) owners.set(r.text, (owners.get(r.text) ?? 0) + 1);
    if ([...owners.values()].some((n) => n > 1)) shared += 1;
    for (const [a, first] of result.entries()) {
      const texts = new Set(first.reasons.map((r) => r.text));
      for (const second of result.slice(a + 1))
        maxShared = Math.max(maxShared, second.reasons.filter((r) => texts.has(r.text)).length);
    }
    for (const m of result) {
      matches += 1;
      reasons += m.reasons.length;
      if (m.reasons.length < 2) underTwo += 1;
      const entry = roleSignals.roles[m.role.job_id]!;
      for (const r of m.reasons) {
        const evidence = entry.evidence[r.tag];
        const strong = (entry.signals[r.tag] ?? 0) >= CITABLE_SIGNAL;
        if (!strong || !evidence || !m.role[evidence.from].includes(evidence.quote))
          allTrue = false;
      }
    }
  }
  return {
    repeatedSets: repeated / sets,
    sharedSentences: shared / sets,
    maxShared,
    meanReasons: reasons / matches,
    underTwo: underTwo / matches,
    allTrue,
  };
}
