import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../../shared/contracts/system.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The landing page needs this, so it is not parsed with zod here: that would put the whole zod
 * runtime (about 24 KB gzipped) on the first page. The server serialises it through SiteInfoSchema.
 */
export async function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/site', { signal });
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => getSite(signal),
  staleTime: 10 * 60_000,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
