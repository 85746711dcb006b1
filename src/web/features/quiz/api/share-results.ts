import { ShareResponseSchema, type ShareResponse } from '../../../../shared/contracts/shares.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { QuizAnswer } from './match-quiz.ts';

/** POST /api/quiz/share: the server works the matches out again and keeps only them. */
export async function shareResults(answers: readonly QuizAnswer[]): Promise<ShareResponse> {
  return ShareResponseSchema.parse(
    await apiRequest<unknown>('/quiz/share', { method: 'POST', body: { answers } }),
  );
}
