import type { JobSummary } from '../../src/shared/contracts/catalogue.ts';
import type { Profile } from '../../src/shared/contracts/accounts.ts';
import {
  deriveCategory,
  deriveDifficulty,
  deriveSalaryRange,
} from '../../src/shared/domain/role-derivations.ts';

/** A catalogue item as GET /api/jobs returns it, derived from its title like the server does. */
export function makeJob(title: string, overrides: Partial<JobSummary> = {}): JobSummary {
  const job_id = title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    job_id,
    title,
    summary: `${title}s do the work of the ${title.toLowerCase()} role.`,
    description: `As a ${title.toLowerCase()} you handle the day-to-day work of the team.`,
    skills: ['Excel', 'Communication'],
    category: deriveCategory(title),
    difficulty: deriveDifficulty(title),
    salary_range: deriveSalaryRange(title),
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A stand-in for the network in component tests: answers by path, and 401 for the profile
 * (a visitor) unless a test says otherwise. Anything unexpected is a 404.
 */
export function fakeApi(routes: Record<string, () => Response | Promise<Response>>) {
  return async (input: string | URL | Request, _init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = routes[url.pathname];
    if (handler) return handler();
    if (url.pathname === '/api/profile')
      return jsonResponse({ error: 'Please sign in to continue.', code: 'unauthenticated' }, 401);
    return jsonResponse({ error: 'Not found', code: 'not-found' }, 404);
  };
}

/** A profile as GET /api/profile answers it; a new user by default. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'u1',
    email: 'priya@example.com',
    displayName: 'Priya Shah',
    subscriptionTier: 'starter',
    subscriptionStatus: 'incomplete',
    maxSimulations: 0,
    marketingOptIn: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLogin: null,
    quizAnswers: null,
    matchedJobs: null,
    lastQuizDate: null,
    shortlistedJobs: [],
    dismissedJobs: [],
    currentPeriodEnd: null,
    cancelAt: null,
    openedSimulations: [],
    ...overrides,
  };
}
