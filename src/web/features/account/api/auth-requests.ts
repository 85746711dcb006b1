import type { QueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, QuizData } from '../../../../shared/contracts/accounts.ts';
import {
  DEFAULT_AUTH_ERROR,
  DEFAULT_RESET_ERROR,
} from '../../../../shared/domain/auth-messages.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { clearAccountStorage } from '../account-storage.ts';
import { PROFILE_QUERY_KEY, getProfile } from './get-profile.ts';

/** SPEC.md section 8: the server's message, else the default for the flow. */
export function authErrorMessage(error: unknown, fallback = DEFAULT_AUTH_ERROR): string {
  // An answer without our error body (a proxy's 502, say) gets the flow's default sentence.
  if (error instanceof ApiError && error.code !== 'http-error') return error.message;
  if (error instanceof TypeError)
    return 'We could not reach FinSim. Please check your connection and try again.';
  return fallback;
}

async function refreshProfile(client: QueryClient): Promise<Profile | null> {
  const profile = await getProfile();
  client.setQueryData(PROFILE_QUERY_KEY, profile);
  return profile;
}

export async function signIn(client: QueryClient, email: string, password: string) {
  await apiRequest('/auth/sign-in/email', { method: 'POST', body: { email, password } });
  return refreshProfile(client);
}

export async function signUp(client: QueryClient, name: string, email: string, password: string) {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: { name, email, password } });
  return refreshProfile(client);
}

export async function requestPasswordReset(email: string) {
  try {
    await apiRequest('/auth/request-password-reset', { method: 'POST', body: { email } });
  } catch (error) {
    throw new Error(authErrorMessage(error, DEFAULT_RESET_ERROR));
  }
}

export async function resetPassword(client: QueryClient, token: string, newPassword: string) {
  await apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword } });
  return refreshProfile(client);
}

/** SPEC.md section 4: sign-out clears the profile and the quiz and subscription storage keys. */
export async function signOut(client: QueryClient) {
  try {
    await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
  } finally {
    forgetUser(client);
  }
}

/** Drops everything the page knows about the user (also used when the server ends a session). */
export function forgetUser(client: QueryClient) {
  clearAccountStorage();
  client.setQueryData(PROFILE_QUERY_KEY, null);
}

function requireCurrentUser(client: QueryClient): Profile {
  const current = client.getQueryData<Profile | null>(PROFILE_QUERY_KEY);
  if (!current) throw new Error('No current user');
  return current;
}

export async function updateUserProfile(
  client: QueryClient,
  update: ProfileUpdate,
): Promise<Profile> {
  requireCurrentUser(client);
  const profile = await apiRequest<Profile>('/profile', { method: 'PATCH', body: update });
  client.setQueryData(PROFILE_QUERY_KEY, profile);
  return profile;
}

export async function saveQuizAnswers(client: QueryClient, data: QuizData): Promise<Profile> {
  requireCurrentUser(client);
  const profile = await apiRequest<Profile>('/profile/quiz-data', { method: 'PUT', body: data });
  client.setQueryData(PROFILE_QUERY_KEY, profile);
  return profile;
}

export async function clearQuizData(client: QueryClient): Promise<void> {
  const current = client.getQueryData<Profile | null>(PROFILE_QUERY_KEY);
  if (current)
    client.setQueryData(
      PROFILE_QUERY_KEY,
      await apiRequest<Profile>('/profile/quiz-data', { method: 'DELETE' }),
    );
}

export async function deleteAccount(client: QueryClient): Promise<void> {
  requireCurrentUser(client);
  await apiRequest('/account', { method: 'DELETE' });
  forgetUser(client);
}
