/** SPEC.md section 5 validation messages, shared by the auth modal and the server. */
export const PASSWORD_MIN_LENGTH = 6;
export const DISPLAY_NAME_MAX_LENGTH = 60;

export const VALIDATION_MESSAGES = {
  displayNameRequired: 'Display name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  emailRequired: 'Please enter your e-mail address',
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
} as const;

export const DEFAULT_AUTH_ERROR = 'An error occurred during authentication';
export const DEFAULT_RESET_ERROR = 'Failed to send reset email';

/**
 * SPEC.md section 8 identity codes, each with the plain-English message a person sees. Unknown
 * e-mail and wrong password share one message (PRODUCT.md D16).
 */
export const IDENTITY_MESSAGES = {
  'wrong-password': 'Incorrect email or password.',
  'user-not-found': 'Incorrect email or password.',
  'email-already-in-use':
    'An account with this e-mail address already exists. Please sign in instead.',
  'invalid-email': 'Please enter a valid e-mail address.',
  'weak-password': VALIDATION_MESSAGES.passwordTooShort,
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'expired-action-code': 'This reset link has expired. Please request a new one.',
  'invalid-action-code':
    'This reset link is not valid or has already been used. Please request a new one.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'user-disabled': 'This account has been disabled.',
  'network-request-failed':
    'We could not reach FinSim. Please check your connection and try again.',
  'requires-recent-login': 'For your security, please sign in again to do that.',
  'credential-already-in-use': 'These sign-in details are already linked to another account.',
  'account-exists-with-different-credential':
    'An account already exists with this e-mail address but a different sign-in method.',
} as const;

export type IdentityCode = keyof typeof IDENTITY_MESSAGES;

export function messageForIdentityCode(
  code: string | undefined,
  fallback = DEFAULT_AUTH_ERROR,
): string {
  return code && code in IDENTITY_MESSAGES ? IDENTITY_MESSAGES[code as IdentityCode] : fallback;
}
