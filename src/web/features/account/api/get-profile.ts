import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '../../../../shared/contracts/accounts.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { syncSubscriptionStorage } from '../account-storage.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user's profile, or null for a visitor. */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const profile = ProfileSchema.parse(await apiRequest<unknown>('/profile', { signal }));
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
