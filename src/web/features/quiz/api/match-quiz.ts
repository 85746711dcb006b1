import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import { QuizMatchSchema, type QuizMatch } from '../../../../shared/contracts/quiz.ts';
import { fallbackScores } from '../../../../shared/domain/quiz-definition.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface QuizAnswer {
  questionId: string;
  answers: string[];
}

export interface MatchOutcome {
  matches: QuizMatch[];
  /** False when matching failed and the first catalogue roles are shown instead (SPEC.md section 8). */
  personalised: boolean;
}

/** SPEC.md section 7: the answer is an array or {matches} or {data}. */
function readMatches(body: unknown): QuizMatch[] {
  const list = Array.isArray(body)
    ? body
    : ((body as { matches?: unknown; data?: unknown } | null)?.matches ??
      (body as { data?: unknown } | null)?.data);
  return QuizMatchSchema.array().parse(list);
}

export function fallbackMatches(roles: readonly JobSummary[]): QuizMatch[] {
  const scores = fallbackScores();
  return roles.slice(0, scores.length).map((role, i) => ({
    job: { job_id: role.job_id, title: role.title, description: role.description },
    score: scores[i]!,
    match: scores[i]!,
    reasons: [],
    category: role.category,
  }));
}

export async function matchQuiz(
  answers: QuizAnswer[],
  user: { uid: string; email: string } | null,
  catalogue: readonly JobSummary[],
): Promise<MatchOutcome> {
  try {
    const body = await apiRequest<unknown>('/quiz/match', {
      method: 'POST',
      body: { answers, user_id: user?.uid ?? null, email: user?.email ?? null },
    });
    return { matches: readMatches(body), personalised: true };
  } catch (error) {
    console.warn('Quiz matching failed; showing the first catalogue roles instead.', error);
    return { matches: fallbackMatches(catalogue), personalised: false };
  }
}

export async function saveShortlist(shortlisted: string[], dismissed: string[]): Promise<void> {
  await apiRequest('/profile/shortlist', { method: 'PUT', body: { shortlisted, dismissed } });
}
