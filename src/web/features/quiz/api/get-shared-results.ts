import { queryOptions, useQuery } from '@tanstack/react-query';
import { SharedResultsSchema } from '../../../../shared/contracts/shares.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const sharedResultsQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: ['shared-results', shareId],
    queryFn: async ({ signal }) =>
      SharedResultsSchema.parse(
        await apiRequest<unknown>(`/quiz/shared/${encodeURIComponent(shareId)}`, { signal }),
      ),
    staleTime: 5 * 60_000,
    // A link that does not exist will not start to; anything else may be passing.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useSharedResults(shareId: string) {
  return useQuery(sharedResultsQueryOptions(shareId));
}
