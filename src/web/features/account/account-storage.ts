import { EXTRA_STORAGE_KEYS, STORAGE_KEYS } from '../../lib/storage-keys.ts';

export const QUIZ_KEYS = [
  STORAGE_KEYS.userQuizCompleted,
  STORAGE_KEYS.quizResults,
  STORAGE_KEYS.userTopMatches,
  STORAGE_KEYS.quizAnswers,
  STORAGE_KEYS.userQuizCompletedAt,
  STORAGE_KEYS.selectedJobFromQuiz,
  EXTRA_STORAGE_KEYS.quizProgress,
  EXTRA_STORAGE_KEYS.quizResultsPersonalised,
] as const;

/**
 * The shortlist is kept in the account too, so signing out drops this device's copy: the next
 * person to sign in here must not have it joined to their account.
 */
const SHORTLIST_KEYS = [STORAGE_KEYS.selectedRoles, EXTRA_STORAGE_KEYS.dismissedRoles] as const;

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
  removeKeys([...QUIZ_KEYS, ...SHORTLIST_KEYS, ...SUBSCRIPTION_KEYS]);
}

/**
 * SPEC.md section 4, on profile load: canceled clears the local subscription flags; active sets
 * subscription_active, the tier (default starter) and the date. The server stays the source of
 * truth (PRODUCT.md D15), so any other status clears them too.
 */
export function syncSubscriptionStorage(profile: {
  subscriptionStatus: string;
  subscriptionTier: string;
}) {
  if (profile.subscriptionStatus !== 'active') {
    removeKeys(SUBSCRIPTION_KEYS);
    return;
  }
  try {
    const storage = window.localStorage;
    storage.setItem(STORAGE_KEYS.subscriptionActive, 'true');
    storage.setItem(STORAGE_KEYS.subscriptionTier, profile.subscriptionTier || 'starter');
    if (!storage.getItem(STORAGE_KEYS.subscriptionDate))
      storage.setItem(STORAGE_KEYS.subscriptionDate, new Date().toISOString());
  } catch {
    // Storage unavailable: the page reads the profile instead.
  }
}
