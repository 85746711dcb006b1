import { useSyncExternalStore } from 'react';
import type { QuizMatch } from '../../../shared/contracts/quiz.ts';
import { EXTRA_STORAGE_KEYS, STORAGE_KEYS } from '../../lib/storage-keys.ts';
import type { QuizAnswer } from './api/match-quiz.ts';

/**
 * What this browser keeps of the quiz, in SPEC.md's keys where they apply (PRODUCT.md D15) and
 * ours beside them. Pages read it through useQuizLocalState, which follows every write made here
 * and, through the 'storage' event, those of other tabs.
 */

/** A match as shown and stored: the level fit is kept as its sentence for the page. */
export type ShownMatch = Omit<QuizMatch, 'levelFit'> & { levelFit?: string };

/** The level fit's sentence, from the matching model's object or a stored sentence. */
function levelFitText(value: unknown): string | undefined {
  const text = isObject(value) ? value.text : value;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

export function toShownMatch(match: QuizMatch): ShownMatch {
  const { levelFit, ...rest } = match;
  const text = levelFitText(levelFit);
  return text ? { ...rest, levelFit: text } : rest;
}

export interface StoredResults {
  matches: ShownMatch[];
  answers: QuizAnswer[];
  /** False when the matches are SPEC.md's fallback, not worked out from the answers. */
  personalised: boolean;
  /** ISO time the quiz was finished (SPEC.md's userQuizCompletedAt); null if unknown. */
  completedAt: string | null;
}

export interface QuizProgress {
  /** Option ids chosen so far, by question id. */
  answers: Record<string, string[]>;
  /** The question last shown, from 1. */
  step: number;
  /** True once these answers gave matches; choosing again starts a new round. */
  finished: boolean;
}

export interface QuizLocalState {
  results: StoredResults | null;
  progress: QuizProgress | null;
  shortlisted: string[];
  dismissed: string[];
}

const KEYS = [
  STORAGE_KEYS.userQuizCompleted,
  STORAGE_KEYS.userTopMatches,
  STORAGE_KEYS.quizAnswers,
  STORAGE_KEYS.userQuizCompletedAt,
  STORAGE_KEYS.selectedRoles,
  EXTRA_STORAGE_KEYS.quizProgress,
  EXTRA_STORAGE_KEYS.dismissedRoles,
  EXTRA_STORAGE_KEYS.quizResultsPersonalised,
] as const;

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];

/** Stored data may come from an older version of the page: keep only well-formed matches. */
function readMatches(value: unknown): ShownMatch[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m): ShownMatch[] => {
    if (!isObject(m) || !isObject(m.job)) return [];
    const { job_id, title, description } = m.job;
    const percent = typeof m.match === 'number' ? m.match : m.score;
    if (typeof job_id !== 'string' || typeof title !== 'string' || typeof percent !== 'number')
      return [];
    return [
      {
        job: { job_id, title, description: typeof description === 'string' ? description : '' },
        score: typeof m.score === 'number' ? m.score : percent,
        match: percent,
        reasons: strings(m.reasons),
        category: typeof m.category === 'string' ? m.category : '',
        ...(levelFitText(m.levelFit) ? { levelFit: levelFitText(m.levelFit) } : {}),
      },
    ];
  });
}

function readAnswers(value: unknown): QuizAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a): QuizAnswer[] =>
    isObject(a) && typeof a.questionId === 'string'
      ? [{ questionId: a.questionId, answers: strings(a.answers) }]
      : [],
  );
}

function readProgress(value: unknown): QuizProgress | null {
  if (!isObject(value) || !isObject(value.answers)) return null;
  const answers: Record<string, string[]> = {};
  for (const [id, chosen] of Object.entries(value.answers)) {
    const ids = strings(chosen);
    if (ids.length > 0) answers[id] = ids;
  }
  const step = typeof value.step === 'number' && value.step >= 1 ? Math.floor(value.step) : 1;
  return { answers, step, finished: value.finished === true };
}

function build(raw: ReadonlyMap<string, string | null>): QuizLocalState {
  const get = (key: string) => raw.get(key) ?? null;
  const matches = readMatches(parse(get(STORAGE_KEYS.userTopMatches)));
  const completedAt = get(STORAGE_KEYS.userQuizCompletedAt);
  const results =
    get(STORAGE_KEYS.userQuizCompleted) === 'true' && matches.length > 0
      ? {
          matches,
          answers: readAnswers(parse(get(STORAGE_KEYS.quizAnswers))),
          personalised: get(EXTRA_STORAGE_KEYS.quizResultsPersonalised) !== 'false',
          completedAt: completedAt && !Number.isNaN(Date.parse(completedAt)) ? completedAt : null,
        }
      : null;
  return {
    results,
    progress: readProgress(parse(get(EXTRA_STORAGE_KEYS.quizProgress))),
    shortlisted: strings(parse(get(STORAGE_KEYS.selectedRoles))),
    dismissed: strings(parse(get(EXTRA_STORAGE_KEYS.dismissedRoles))),
  };
}

let cached: { raw: Map<string, string | null>; state: QuizLocalState } | null = null;

/** The state as stored now; the same object while nothing has changed, as React requires. */
export function readQuizLocalState(): QuizLocalState {
  const raw = new Map(KEYS.map((key) => [key, readRaw(key)]));
  if (cached && KEYS.every((key) => cached!.raw.get(key) === raw.get(key))) return cached.state;
  cached = { raw, state: build(raw) };
  return cached.state;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

export function useQuizLocalState(): QuizLocalState {
  return useSyncExternalStore(subscribe, readQuizLocalState, readQuizLocalState);
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage can be full or blocked; the page still works for this visit.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** SPEC.md section 4: on success the quiz keys are stored (quizResults and userTopMatches alike). */
export function storeQuizResults(results: StoredResults): void {
  write(STORAGE_KEYS.userQuizCompleted, 'true');
  write(STORAGE_KEYS.quizResults, results.matches);
  write(STORAGE_KEYS.userTopMatches, results.matches);
  write(STORAGE_KEYS.quizAnswers, results.answers);
  write(STORAGE_KEYS.userQuizCompletedAt, results.completedAt ?? new Date().toISOString());
  write(EXTRA_STORAGE_KEYS.quizResultsPersonalised, results.personalised ? 'true' : 'false');
  notify();
}

export function storeQuizProgress(progress: QuizProgress): void {
  write(EXTRA_STORAGE_KEYS.quizProgress, progress);
  notify();
}

export function clearQuizProgress(): void {
  remove(EXTRA_STORAGE_KEYS.quizProgress);
  notify();
}

export function storeShortlist(shortlisted: readonly string[], dismissed: readonly string[]): void {
  write(STORAGE_KEYS.selectedRoles, shortlisted);
  write(EXTRA_STORAGE_KEYS.dismissedRoles, dismissed);
  notify();
}
