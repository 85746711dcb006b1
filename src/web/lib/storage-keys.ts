/** Browser storage keys of SPEC.md section 3, kept as they are (PRODUCT.md D15). */
export const STORAGE_KEYS = {
  userQuizCompleted: 'userQuizCompleted',
  quizResults: 'quizResults',
  userTopMatches: 'userTopMatches',
  quizAnswers: 'quizAnswers',
  userQuizCompletedAt: 'userQuizCompletedAt',
  subscriptionActive: 'subscription_active',
  devSubscriptionActive: 'dev_subscription_active',
  subscriptionTier: 'subscription_tier',
  subscriptionDate: 'subscription_date',
  selectedJobFromQuiz: 'selectedJobFromQuiz',
  selectedRoles: 'selectedRoles',
} as const;

/** Keys of our own beside SPEC.md's, for what SPEC.md does not keep. */
export const EXTRA_STORAGE_KEYS = {
  /** The quiz in progress: answers so far and the question last shown, so a reload resumes. */
  quizProgress: 'quizProgress',
  /** Quiz matches set aside (the shortlist is SPEC.md's selectedRoles). */
  dismissedRoles: 'dismissedRoles',
  /** 'false' when the stored matches are SPEC.md's fallback, not worked out from the answers. */
  quizResultsPersonalised: 'quizResultsPersonalised',
} as const;

export const SESSION_KEYS = {
  pendingSimulation: 'pendingSimulation',
} as const;

/** Storage can be unavailable (private modes, blocked cookies): never let that break a page. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function isQuizCompleted(): boolean {
  return readStorage(STORAGE_KEYS.userQuizCompleted) === 'true';
}
