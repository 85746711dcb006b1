import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProgressSchema, type Progress } from '../../../../shared/contracts/progress.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getProgress(jobId: string, signal?: AbortSignal): Promise<Progress> {
  return ProgressSchema.parse(
    await apiRequest<unknown>(`/progress/${encodeURIComponent(jobId)}`, { signal }),
  );
}

export const progressQueryKey = (jobId: string) => ['progress', jobId] as const;

export const progressQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: progressQueryKey(jobId),
    queryFn: ({ signal }) => getProgress(jobId, signal),
    retry: 1,
    staleTime: 60_000,
  });

/** What the user has opened of a role's week (kept on the server, so every device agrees). */
export function useProgress(jobId: string, enabled: boolean) {
  return useQuery({ ...progressQueryOptions(jobId), enabled });
}
