import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteInfoSchema } from '../../../../shared/contracts/system.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getSite(signal?: AbortSignal) {
  return SiteInfoSchema.parse(await apiRequest<unknown>('/site', { signal }));
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => getSite(signal),
  staleTime: 10 * 60_000,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
