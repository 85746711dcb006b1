import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobListSchema, type JobSummary } from '../../../../shared/contracts/catalogue.ts';
import { JOBS_REQUEST_TIMEOUT_MS } from '../../../../shared/domain/product.ts';
import { FALLBACK_ROLES } from '../../../../shared/domain/fallback-roles.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface JobsResult {
  jobs: readonly JobSummary[];
  /** True when the catalogue could not be loaded and the built-in roles are shown. */
  reduced: boolean;
}

/** SPEC.md section 7: the answer is an array or `{data: array}`; 10 s timeout. */
export async function getJobs(signal?: AbortSignal): Promise<JobsResult> {
  try {
    const body = await apiRequest<unknown>('/jobs', { signal, timeoutMs: JOBS_REQUEST_TIMEOUT_MS });
    const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
    return { jobs: JobListSchema.parse(list), reduced: false };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Role catalogue unavailable, showing the built-in roles instead.', error);
    return { jobs: FALLBACK_ROLES, reduced: true };
  }
}

export const jobsQueryOptions = queryOptions({
  queryKey: ['jobs'],
  queryFn: ({ signal }) => getJobs(signal),
  staleTime: 5 * 60_000,
});

export function useJobs() {
  return useQuery(jobsQueryOptions);
}
