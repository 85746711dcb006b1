import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  SandboxResponseSchema,
  type SandboxResponse,
} from '../../../../shared/contracts/simulation.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * SPEC.md section 7: GET /sandbox/{jobId}, falling back to /finance-content/{jobId} when the first
 * fails for a reason other than the person's (no session, no plan, unknown role, not started).
 */
export async function getSandbox(jobId: string, signal?: AbortSignal): Promise<SandboxResponse> {
  const id = encodeURIComponent(jobId);
  try {
    return SandboxResponseSchema.parse(await apiRequest<unknown>(`/sandbox/${id}`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    if (signal?.aborted) throw error;
    return SandboxResponseSchema.parse(
      await apiRequest<unknown>(`/finance-content/${id}`, { signal }),
    );
  }
}

export const sandboxQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['sandbox', jobId],
    queryFn: ({ signal }) => getSandbox(jobId, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** A role's week, read once the role has been started. */
export function useSandbox(jobId: string, enabled: boolean) {
  return useQuery({ ...sandboxQueryOptions(jobId), enabled });
}

/** The week if the page has it already, without asking for it (for the page's header). */
export function useLoadedSandbox(jobId: string) {
  return useQuery({ ...sandboxQueryOptions(jobId), enabled: false });
}
