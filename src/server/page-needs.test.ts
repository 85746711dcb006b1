import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../shared/contracts/accounts.ts';
import { UNLIMITED } from '../shared/domain/plans.ts';
import { createPageNeeds, ROUTE_MODULES, type PageSources } from './page-needs.ts';
import type { AccountUser } from './plugins/auth.ts';

const ROLE = 'market-risk-analyst';
const USER: AccountUser = { id: 'u1', email: 'a@b.test', name: 'A', createdAt: new Date(0) };

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    subscriptionStatus: 'active',
    maxSimulations: 1,
    openedSimulations: [ROLE],
    ...overrides,
  } as Profile;
}

function needs(sources: Partial<PageSources> = {}) {
  return createPageNeeds({
    hasJob: (jobId) => jobId === ROLE,
    optionalUser: async () => null,
    currentProfile: async () => profile(),
    ...sources,
  });
}

const request = {} as FastifyRequest;
const signedIn = (current: Profile) =>
  needs({ optionalUser: async () => USER, currentProfile: async () => current });

describe('page needs', () => {
  it('names who is signed in and the site figures for the landing page', async () => {
    expect(await needs()(request, '/')).toEqual({ fetches: ['/api/profile', '/api/site'] });
  });

  it("names the catalogue page's chunk and the catalogue, with or without a trailing slash", async () => {
    const expected = {
      module: ROUTE_MODULES.roleSelection,
      fetches: ['/api/profile', '/api/jobs'],
    };
    expect(await needs()(request, '/role-selection')).toEqual(expected);
    expect(await needs()(request, '/role-selection/')).toEqual(expected);
  });

  it("names a role's profile for a visitor, and nothing personal", async () => {
    expect(await needs()(request, `/simulations/${ROLE}`)).toEqual({
      module: ROUTE_MODULES.simulation,
      fetches: ['/api/profile', `/api/jobs/${ROLE}`],
    });
  });

  it('names the week for a subscriber who has started the role, and marks the page personal', async () => {
    expect(await signedIn(profile())(request, `/simulations/${ROLE}`)).toEqual({
      module: ROUTE_MODULES.simulation,
      fetches: [
        '/api/profile',
        `/api/jobs/${ROLE}`,
        `/api/sandbox/${ROLE}`,
        `/api/progress/${ROLE}`,
        `/api/tasks/${ROLE}`,
      ],
      personal: true,
    });
  });

  it('leaves the week out where the page will not ask for it', async () => {
    const page = {
      module: ROUTE_MODULES.simulation,
      fetches: ['/api/profile', `/api/jobs/${ROLE}`],
    };
    // Not started yet (the page offers Start), even on the unlimited plan (it starts it first).
    expect(
      await signedIn(profile({ openedSimulations: [] }))(request, `/simulations/${ROLE}`),
    ).toEqual(page);
    expect(
      await signedIn(profile({ openedSimulations: [], maxSimulations: UNLIMITED }))(
        request,
        `/simulations/${ROLE}`,
      ),
    ).toEqual(page);
    // No plan: the page goes to /paywall.
    expect(
      await signedIn(profile({ subscriptionStatus: 'canceled' }))(request, `/simulations/${ROLE}`),
    ).toEqual(page);
  });

  it('still sends the page when who is signed in cannot be found out', async () => {
    const failing = needs({
      optionalUser: async () => {
        throw new Error('database unreachable');
      },
    });
    expect(await failing(request, `/simulations/${ROLE}`)).toEqual({
      module: ROUTE_MODULES.simulation,
      fetches: ['/api/profile', `/api/jobs/${ROLE}`],
    });
  });

  it('names no request built from an address that is not a role', async () => {
    for (const pathname of [
      '/simulations/astronaut',
      '/simulations/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/simulations/%E0%A4%A',
    ]) {
      expect(await needs()(request, pathname), pathname).toEqual({
        module: ROUTE_MODULES.simulation,
        fetches: ['/api/profile'],
      });
    }
    expect(await needs()(request, '/contact')).toEqual({ fetches: ['/api/profile'] });
  });

  it("names route modules that exist and that the web app's router loads", async () => {
    const router = await readFile(path.resolve('src/web/app/router.tsx'), 'utf8');
    for (const module of Object.values(ROUTE_MODULES)) {
      await expect(readFile(path.resolve(module), 'utf8')).resolves.toBeTruthy();
      expect(router).toContain(`import('./routes/${path.basename(module)}')`);
    }
  });
});
