import { useQuery } from '@tanstack/react-query';
import {
  SandboxResponseSchema,
  StartSimulationResponseSchema,
  type SandboxResponse,
  type StartSimulationResponse,
} from '../../../../shared/contracts/simulation.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * Starts a role: the first time, this is what counts against a limited plan (reopening is free).
 * It is a POST so that only our own pages can do it.
 */
export async function startSimulation(
  jobId: string,
  signal?: AbortSignal,
): Promise<StartSimulationResponse> {
  return StartSimulationResponseSchema.parse(
    await apiRequest<unknown>(`/sandbox/${encodeURIComponent(jobId)}/start`, {
      method: 'POST',
      signal,
    }),
  );
}

/**
 * SPEC.md section 7: GET /sandbox/{jobId}, falling back to /finance-content/{jobId} when the first
 * fails for a reason other than the person's (no session, no plan, unknown role). The role is
 * started first, as reading a week needs it to have been opened.
 */
export async function getSandbox(jobId: string, signal?: AbortSignal): Promise<SandboxResponse> {
  const id = encodeURIComponent(jobId);
  await startSimulation(jobId, signal);
  try {
    return SandboxResponseSchema.parse(await apiRequest<unknown>(`/sandbox/${id}`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    return SandboxResponseSchema.parse(
      await apiRequest<unknown>(`/finance-content/${id}`, { signal }),
    );
  }
}

export function useSandbox(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['sandbox', jobId],
    queryFn: ({ signal }) => getSandbox(jobId, signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
