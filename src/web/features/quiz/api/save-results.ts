import type { Profile, ResultsMerge, QuizData } from '../../../../shared/contracts/accounts.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * SPEC.md section 7 saveQuizAnswers: a signed-in user's answers and matches go to their profile,
 * reasons included, so another device shows them as they are here.
 */
export async function saveQuizData(data: QuizData): Promise<Profile> {
  return apiRequest<Profile>('/profile/quiz-data', { method: 'PUT', body: data });
}

/** At sign-up and sign-in: what this browser kept as a visitor joins the account. */
export async function mergeResults(body: ResultsMerge): Promise<Profile> {
  return apiRequest<Profile>('/profile/merge', { method: 'POST', body });
}
