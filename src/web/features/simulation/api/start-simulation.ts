import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import {
  StartSimulationResponseSchema,
  type StartSimulationResponse,
} from '../../../../shared/contracts/simulation.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/**
 * Starts a role: the first time, this is what counts against a limited plan (reopening is free).
 * It is a POST so that only our own pages can do it.
 */
export async function startSimulation(jobId: string): Promise<StartSimulationResponse> {
  return StartSimulationResponseSchema.parse(
    await apiRequest<unknown>(`/sandbox/${encodeURIComponent(jobId)}/start`, { method: 'POST' }),
  );
}

/** Starts the role, then records it as opened in the profile so the page reads its week. */
export function useStartSimulation(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sandbox', jobId, 'start'],
    mutationFn: () => startSimulation(jobId),
    onSuccess: () => {
      client.setQueryData<Profile | null>(QUERY_KEYS.profile, (profile) =>
        profile && !profile.openedSimulations.includes(jobId)
          ? { ...profile, openedSimulations: [...profile.openedSimulations, jobId] }
          : profile,
      );
      // The badge's "used / max" comes from the server's count.
      void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    },
  });
}
