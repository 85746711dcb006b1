import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimulationOutlineSchema } from '../../../../shared/contracts/simulation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The titles of the tasks a role's simulation asks for; public (no plan needed). */
export async function getSimulationOutline(jobId: string, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(`/simulations/${encodeURIComponent(jobId)}/outline`, {
    signal,
  });
  return SimulationOutlineSchema.parse(body);
}

export const simulationOutlineQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['simulation-outline', jobId],
    queryFn: ({ signal }) => getSimulationOutline(jobId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSimulationOutline(jobId: string) {
  return useQuery(simulationOutlineQueryOptions(jobId));
}
