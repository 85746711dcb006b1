import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../features/account/api/get-profile.ts';
import { siteQueryOptions } from '../features/site/api/get-site.ts';

type Prefetch = (client: QueryClient, id: string) => Promise<void>;

/**
 * The API answers the server names in a page (`<link rel="preload" as="fetch">`, see
 * src/server/page-needs.ts), and the query each one answers. The catalogue's and the week's
 * queries parse with zod, which the first page does without: their modules are loaded when asked
 * for, from the chunks the server names in the same page.
 */
const PRELOADED: ReadonlyArray<readonly [RegExp, Prefetch]> = [
  [/^\/api\/profile$/, (client) => client.prefetchQuery(profileQueryOptions)],
  [/^\/api\/site$/, (client) => client.prefetchQuery(siteQueryOptions)],
  [
    /^\/api\/jobs$/,
    async (client) =>
      client.prefetchQuery(
        (await import('../features/catalogue/api/get-jobs.ts')).jobsQueryOptions,
      ),
  ],
  [
    /^\/api\/jobs\/([^/]+)$/,
    async (client, id) =>
      client.prefetchQuery(
        (await import('../features/catalogue/api/get-job.ts')).jobQueryOptions(id),
      ),
  ],
  [
    /^\/api\/sandbox\/([^/]+)$/,
    async (client, id) =>
      client.prefetchQuery(
        (await import('../features/simulation/api/get-sandbox.ts')).sandboxQueryOptions(id),
      ),
  ],
  [
    /^\/api\/progress\/([^/]+)$/,
    async (client, id) =>
      client.prefetchQuery(
        (await import('../features/simulation/api/get-progress.ts')).progressQueryOptions(id),
      ),
  ],
  [
    /^\/api\/tasks\/([^/]+)$/,
    async (client, id) =>
      client.prefetchQuery(
        (await import('../features/tasks/api/task-requests.ts')).taskListOptions(id),
      ),
  ],
];

/**
 * Starts, before the first render, the queries whose answers the page preloads: by the time the
 * page renders they are usually in the cache, and it draws once with its content instead of
 * drawing placeholders and then again (two long tasks where one would do). A query the page asks
 * for itself meanwhile is the same query, asked once. What fails here fails as it would in the page.
 */
export function prefetchPreloadedQueries(client: QueryClient, page: ParentNode = document): void {
  for (const link of page.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const path = new URL(link.href, window.location.href).pathname;
    for (const [pattern, prefetch] of PRELOADED) {
      const match = pattern.exec(path);
      if (!match) continue;
      let id = '';
      try {
        id = decodeURIComponent(match[1] ?? '');
      } catch {
        break;
      }
      // A module that does not arrive leaves the query to the page, which reports it.
      prefetch(client, id).catch(() => {});
      break;
    }
  }
}
