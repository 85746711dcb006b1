import type { FastifyRequest } from 'fastify';
import type { Profile } from '../shared/contracts/accounts.ts';
import { hasEntitlement } from '../shared/domain/plans.ts';
import type { AccountUser } from './plugins/auth.ts';
import type { PageNeeds } from './plugins/page-preloads.ts';

/** The lazy route modules of the pages a first visit meets (src/web/app/router.tsx). */
export const ROUTE_MODULES = {
  roleSelection: 'src/web/app/routes/role-selection.tsx',
  simulation: 'src/web/app/routes/simulation.tsx',
} as const;

export interface PageSources {
  hasJob(jobId: string): boolean;
  optionalUser(request: FastifyRequest): Promise<AccountUser | null>;
  currentProfile(user: AccountUser): Promise<Profile>;
}

/** Every page's layout asks who is signed in (the header, the paywall). */
const PROFILE = '/api/profile';

/** The role a role page's address names ('' when it cannot be read), or null for other pages. */
function roleOf(pathname: string): string | null {
  const match = /^\/simulations\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

/**
 * What each page fetches as it first renders (the same requests its components make), so that
 * the server can name them in the page. Only requests the page is sure to make are named: a
 * preload the page does not use is wasted and warned about. Every URL is built from a fixed set
 * (a role id that exists, never text from the address), so the pages stay few and cacheable.
 */
export function createPageNeeds(sources: PageSources) {
  return async function pageNeeds(request: FastifyRequest, path: string): Promise<PageNeeds> {
    const pathname = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (pathname === '/') return { fetches: [PROFILE, '/api/site'] };
    if (pathname === '/role-selection')
      return { module: ROUTE_MODULES.roleSelection, fetches: [PROFILE, '/api/jobs'] };
    const jobId = roleOf(pathname);
    if (jobId === null) return { fetches: [PROFILE] };
    if (!sources.hasJob(jobId)) return { module: ROUTE_MODULES.simulation, fetches: [PROFILE] };
    const fetches = [PROFILE, `/api/jobs/${encodeURIComponent(jobId)}`];
    const page = { module: ROUTE_MODULES.simulation, fetches };
    // A subscriber who has started the role reads its week (src/web/app/routes/simulation.tsx);
    // the same rule decides here. Its tasks and what was opened follow the week: they are not
    // needed to draw it, and would hold two of the six connections the page's scripts need.
    try {
      const user = await sources.optionalUser(request);
      if (!user) return page;
      const profile = await sources.currentProfile(user);
      if (!hasEntitlement(profile) || !profile.openedSimulations.includes(jobId)) return page;
      return {
        ...page,
        // The week, then what the user has opened of it and their tasks' standing, which the
        // page asks for as soon as the week is in: named here, they come in the same round trip.
        fetches: [
          ...fetches,
          `/api/sandbox/${encodeURIComponent(jobId)}`,
          `/api/progress/${encodeURIComponent(jobId)}`,
          `/api/tasks/${encodeURIComponent(jobId)}`,
        ],
        personal: true,
      };
    } catch {
      // The database is out of reach: the page still comes, and asks for what it needs itself.
      return page;
    }
  };
}
