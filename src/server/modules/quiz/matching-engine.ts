import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import type { Quiz, QuizOption, QuizQuestion } from '../../../shared/contracts/quiz.ts';
import type { MatchTag, SeniorityLevel } from '../../../shared/domain/matching-signals.ts';
import type { Category } from '../../../shared/domain/role-derivations.ts';
import { badRequest } from '../../errors.ts';
import { roleSignals, type TagVector } from './role-signals.ts';

/** How much a category preference counts against one unit of a signal. */
const CATEGORY_WEIGHT = 1.5;
/** A role at the right level adds this share of the best possible score from the other answers. */
const SENIORITY_SHARE = 0.15;
export const TOP_MATCHES = 12;
const MAX_REASONS = 3;

export interface AnswerInput {
  questionId: string;
  answers: string[];
}

export interface ChosenOption {
  question: QuizQuestion;
  option: QuizOption;
}

export interface Match {
  role: JobProfile;
  score: number;
  reasons: string[];
}

const LEVEL_INDEX: Record<SeniorityLevel, number> = { entry: 0, mid: 1, senior: 2 };

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

interface Preferences {
  tags: TagVector;
  categories: Partial<Record<Category, number>>;
  level: SeniorityLevel;
}

function preferencesOf(chosen: readonly ChosenOption[]): Preferences {
  const tags: TagVector = {};
  const categories: Partial<Record<Category, number>> = {};
  let level: SeniorityLevel = 'entry';
  for (const { option } of chosen) {
    for (const [tag, weight] of Object.entries(option.signals.tags) as Array<[MatchTag, number]>) {
      tags[tag] = (tags[tag] ?? 0) + weight;
    }
    for (const [category, weight] of Object.entries(option.signals.categories) as Array<
      [Category, number]
    >) {
      categories[category] = (categories[category] ?? 0) + weight;
    }
    // The most senior level any answer shows is the level a person is ready for.
    if (option.signals.seniority && LEVEL_INDEX[option.signals.seniority] > LEVEL_INDEX[level]) {
      level = option.signals.seniority;
    }
  }
  return { tags, categories, level };
}

function seniorityFit(level: SeniorityLevel, role: JobProfile): number {
  const gap = Math.abs(LEVEL_INDEX[level] - LEVEL_INDEX[role.difficulty]);
  return gap === 0 ? 1 : gap === 1 ? 0.4 : -0.5;
}

function dot(weights: TagVector, signals: TagVector): number {
  let sum = 0;
  for (const [tag, weight] of Object.entries(weights) as Array<[MatchTag, number]>)
    sum += weight * (signals[tag] ?? 0);
  return sum;
}

/** What one answer adds to one role: the reason ranking uses it. */
function contribution(option: QuizOption, role: JobProfile, signals: TagVector): number {
  return (
    dot(option.signals.tags, signals) +
    (option.signals.categories[role.category] ?? 0) * CATEGORY_WEIGHT
  );
}

export interface MatchingEngine {
  match(answers: readonly AnswerInput[]): Match[];
}

/**
 * The matching model (docs/decisions/005-matching-model.md). A role's score is the share of the
 * best score a perfectly fitting role could get from these answers:
 *   base  = Σ positive answer-signals + strongest category preference × 1.5
 *   raw   = Σ answer-signal × role-signal + category preference × 1.5 + level fit × 0.15 base
 *   ideal = 1.15 base
 *   score = round(100 × raw / ideal), kept within 0-100.
 * Deterministic; ties keep catalogue order.
 */
export function createMatchingEngine(quiz: Quiz, roles: readonly JobProfile[]): MatchingEngine {
  // Roles whose content mentions more things would otherwise match everyone better; each role's
  // signals are scaled to the catalogue's average strength, so a role is judged on its shape.
  const raw = roles.map((role) => roleSignals(role));
  const norms = raw.map((signals) => Math.hypot(...Object.values(signals)));
  const meanNorm = norms.reduce((sum, n) => sum + n, 0) / Math.max(1, norms.length);
  const prepared = roles.map((role, index) => {
    const scale = meanNorm / (norms[index] || 1);
    const signals = Object.fromEntries(
      Object.entries(raw[index]!).map(([tag, value]) => [tag, Math.min(1, value * scale)]),
    ) as TagVector;
    return { role, index, signals };
  });
  return {
    match(answers) {
      const chosen = resolveAnswers(quiz, answers);
      if (chosen.length === 0) throw badRequest('Answer at least one question.');
      const prefs = preferencesOf(chosen);
      const base =
        Object.values(prefs.tags).reduce((sum, w) => sum + Math.max(0, w), 0) +
        Math.max(0, ...Object.values(prefs.categories)) * CATEGORY_WEIGHT;
      const seniorityWeight = Math.max(1, base * SENIORITY_SHARE);
      const ideal = base + seniorityWeight;
      const scored = prepared.map(({ role, index, signals }) => {
        const raw =
          dot(prefs.tags, signals) +
          (prefs.categories[role.category] ?? 0) * CATEGORY_WEIGHT +
          seniorityFit(prefs.level, role) * seniorityWeight;
        return { role, index, signals, raw };
      });
      scored.sort((a, b) => b.raw - a.raw || a.index - b.index);
      return scored.slice(0, TOP_MATCHES).map(({ role, signals, raw }) => {
        const ranked = chosen
          .map(({ question, option }) => ({
            question,
            option,
            value: contribution(option, role, signals),
          }))
          .filter((c) => c.value > 0)
          .sort((a, b) => b.value - a.value);
        const reasons: string[] = [];
        const usedQuestions = new Set<string>();
        for (const { question, option } of ranked) {
          if (usedQuestions.has(question.id)) continue;
          usedQuestions.add(question.id);
          reasons.push(`You ${option.reason}`);
          if (reasons.length === MAX_REASONS) break;
        }
        return {
          role,
          score: Math.max(0, Math.min(100, Math.round((100 * raw) / ideal))),
          reasons,
        };
      });
    },
  };
}
