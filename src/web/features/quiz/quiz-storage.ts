import type { QuizMatch } from '../../../shared/contracts/quiz.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import type { QuizAnswer } from './api/match-quiz.ts';

const DISMISSED_KEY = 'dismissedRoles';
const PERSONALISED_KEY = 'quizResultsPersonalised';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage can be full or blocked; the results still show for this visit.
  }
}

/** SPEC.md section 4: on success the quiz keys are stored. */
export function storeQuizResults(
  answers: QuizAnswer[],
  matches: QuizMatch[],
  personalised: boolean,
): void {
  write(STORAGE_KEYS.userQuizCompleted, 'true');
  write(STORAGE_KEYS.quizResults, matches);
  write(STORAGE_KEYS.userTopMatches, matches);
  write(STORAGE_KEYS.quizAnswers, answers);
  write(STORAGE_KEYS.userQuizCompletedAt, new Date().toISOString());
  write(PERSONALISED_KEY, personalised ? 'true' : 'false');
}

export function readStoredResults(): { matches: QuizMatch[]; personalised: boolean } | null {
  if (read<string | boolean>(STORAGE_KEYS.userQuizCompleted, false) !== true) return null;
  const matches = read<QuizMatch[]>(STORAGE_KEYS.userTopMatches, []);
  if (!Array.isArray(matches) || matches.length === 0) return null;
  return { matches, personalised: read<boolean>(PERSONALISED_KEY, true) };
}

export function readShortlist(): { shortlisted: string[]; dismissed: string[] } {
  const shortlisted = read<unknown>(STORAGE_KEYS.selectedRoles, []);
  const dismissed = read<unknown>(DISMISSED_KEY, []);
  return {
    shortlisted: Array.isArray(shortlisted) ? shortlisted.filter((x) => typeof x === 'string') : [],
    dismissed: Array.isArray(dismissed) ? dismissed.filter((x) => typeof x === 'string') : [],
  };
}

export function storeShortlist(shortlisted: string[], dismissed: string[]): void {
  write(STORAGE_KEYS.selectedRoles, shortlisted);
  write(DISMISSED_KEY, dismissed);
}
