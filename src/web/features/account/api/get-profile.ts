import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { syncSubscriptionStorage } from '../account-storage.ts';

export const PROFILE_QUERY_KEY = QUERY_KEYS.profile;

/** The signed-in user's profile, or null for a visitor. */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    // The server validates this answer against ProfileSchema before sending it; the header loads
    // on every page, so zod stays out of the first page and only the shape is checked here.
    const profile = await apiRequest<Profile>('/profile', { signal });
    if (!profile || typeof profile.uid !== 'string' || !Array.isArray(profile.openedSimulations))
      throw new Error('The profile answer was not understood.');
    syncSubscriptionStorage(profile);
    return profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 60_000,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(profileQueryOptions);
}
