import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobProfileSchema } from '../../../../shared/contracts/catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getJob(jobId: string, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(`/jobs/${encodeURIComponent(jobId)}`, { signal });
  return JobProfileSchema.parse(body);
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => getJob(jobId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
