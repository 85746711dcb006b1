import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicQuizSchema } from '../../../../shared/contracts/quiz.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const quizQueryOptions = queryOptions({
  queryKey: ['quiz'],
  queryFn: async ({ signal }) =>
    PublicQuizSchema.parse(await apiRequest<unknown>('/quiz', { signal })),
  staleTime: Infinity,
});

export function useQuiz(enabled: boolean) {
  return useQuery({ ...quizQueryOptions, enabled });
}
