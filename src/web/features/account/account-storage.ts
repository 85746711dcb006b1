import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

export const QUIZ_KEYS = [
  STORAGE_KEYS.userQuizCompleted,
  STORAGE_KEYS.quizResults,
  STORAGE_KEYS.userTopMatches,
  STORAGE_KEYS.quizAnswers,
  STORAGE_KEYS.userQuizCompletedAt,
  STORAGE_KEYS.selectedJobFromQuiz,
] as const;

export const SUBSCRIPTION_KEYS = [
  STORAGE_KEYS.subscriptionActive,
  STORAGE_KEYS.devSubscriptionActive,
  STORAGE_KEYS.subscriptionTier,
  STORAGE_KEYS.subscriptionDate,
] as const;

function removeKeys(keys: readonly string[]) {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable; there is then nothing to clear.
  }
}

export function clearQuizStorage() {
  removeKeys(QUIZ_KEYS);
}

export function clearAccountStorage() {
  removeKeys([...QUIZ_KEYS, ...SUBSCRIPTION_KEYS]);
}
