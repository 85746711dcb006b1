import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import { SandboxResponseSchema } from '../../../shared/contracts/simulation.ts';
import { jsonResponse, makeJob, makeProfile } from '../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { makeAnalysis } from '../../../../tests/support/resume.ts';
import { makeProgress, makeWeek } from '../../../../tests/support/simulation.ts';
import { routes } from '../router.tsx';

const JOB_ID = 'm-and-a-analyst';
const PATH = `/simulations/${JOB_ID}`;
const job = {
  ...makeJob('M&A Analyst'),
  responsibilities: [
    'Value target businesses',
    'Draft teasers',
    'Research buyers',
    'Track NDAs',
    'Model deals',
  ],
  dailyTasks: [
    'Update trackers',
    'Search deals',
    'Draft a teaser',
    'Lay out bids',
    'Rework models',
  ],
  experienceLevels: ['Graduate entry'],
  interests: ['Deals'],
  personalityTraits: ['Precise'],
  onetCodes: ['13-2051.00'],
};
const subscriber = (overrides: Partial<Profile> = {}) =>
  makeProfile({
    subscriptionStatus: 'active',
    subscriptionTier: 'single',
    maxSimulations: -1,
    ...overrides,
  });

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * The API by method and path. A visitor by default; the role's profile and week as the server
 * answers them; anything else a 404. Every call is recorded.
 */
function stubApi(handlers: Record<string, Handler> = {}) {
  const calls: string[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/profile': () =>
      jsonResponse({ error: 'Please sign in.', code: 'unauthenticated' }, 401),
    [`GET /api/jobs/${JOB_ID}`]: () => jsonResponse(job),
    [`GET /api/sandbox/${JOB_ID}`]: () => jsonResponse(makeWeek()),
    [`GET /api/progress/${JOB_ID}`]: () => jsonResponse(makeProgress()),
    [`POST /api/sandbox/${JOB_ID}/start`]: () =>
      jsonResponse({ job_id: JOB_ID, openedCount: 1, maxSimulations: -1 }),
    'GET /api/billing/plans': () => jsonResponse({ provider: 'local', plans: [] }),
  };
  const all = { ...defaults, ...handlers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(key);
      const handler = all[key];
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return handler ? handler(body) : jsonResponse({ error: 'Not found', code: 'not-found' }, 404);
    }),
  );
  return calls;
}

/** A signed-in user; starting a role adds it to their opened roles, as the server does. */
const signedIn = (profile: Profile) => ({
  'GET /api/profile': () => jsonResponse(profile),
  [`POST /api/sandbox/${JOB_ID}/start`]: () => {
    if (!profile.openedSimulations.includes(JOB_ID)) profile.openedSimulations.push(JOB_ID);
    return jsonResponse({
      job_id: JOB_ID,
      openedCount: profile.openedSimulations.length,
      maxSimulations: profile.maxSimulations,
    });
  },
});
const inbox = () => screen.findByRole('region', { name: 'Email Inbox' }, { timeout: 5_000 });

// The page is a lazy route: load its code once, so each test measures the page, not the import.
beforeAll(async () => {
  await import('./simulation.tsx');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/simulations/:jobId', { timeout: 20_000 }, () => {
  it('answers with the same week the server sends (the test data is valid)', () => {
    expect(SandboxResponseSchema.safeParse(makeWeek()).error).toBeUndefined();
  });

  it("shows a visitor the role's profile with the price on its Start button, before any sign-up", async () => {
    const calls = stubApi();
    renderRoutes(routes, PATH);
    const start = await screen.findByRole(
      'button',
      { name: 'Start simulation, £9.99 a month' },
      { timeout: 5_000 },
    );
    expect(start).toHaveTextContent('Start simulation · £9.99 a month');
    expect(screen.getByText(/^£9\.99 a month, cancel any time\./)).toBeInTheDocument();
    // Nothing is asked of the visitor until they press Start.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'M&A Analyst',
    ]);
    expect(document.title).toBe('M&A Analyst – FinSim');
    expect(window.sessionStorage.getItem('pendingSimulation')).toBeNull();
    expect(calls).not.toContain('POST /api/sandbox/m-and-a-analyst/start');
  });

  it('opens sign-up from Start with the price in it; closing stays on the role, focus back on Start', async () => {
    stubApi();
    const { router } = renderRoutes(routes, PATH);
    const start = await screen.findByRole(
      'button',
      { name: /^Start simulation/ },
      { timeout: 5_000 },
    );
    start.focus();
    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(dialog).toHaveAccessibleDescription(/Simulations need the Monthly plan: £9\.99 a month/);
    expect(within(dialog).getByText('£9.99 a month, cancel any time')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('pendingSimulation')).toBe(JOB_ID);
    // The dialog opens on its first field.
    await waitFor(() => expect(within(dialog).getByLabelText('Display name')).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Start simulation/ })).toHaveFocus(),
    );
  });

  it('follows sign-in from Start with the paywall, and sends to /paywall when it is closed', async () => {
    let signed = false;
    stubApi({
      'POST /api/auth/sign-in/email': () => {
        signed = true;
        return jsonResponse({ user: { id: 'u1' } });
      },
      'GET /api/profile': () =>
        signed
          ? jsonResponse(makeProfile())
          : jsonResponse({ error: 'Sign in', code: 'unauthenticated' }, 401),
    });
    const { router } = renderRoutes(routes, PATH);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Start simulation/ }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const paywall = await screen.findByRole('dialog', { name: 'Subscribe to FinSim' });
    expect(await within(paywall).findByRole('heading', { name: 'Unlock' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    fireEvent.click(within(paywall).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paywall'));
    expect(window.sessionStorage.getItem('pendingSimulation')).toBe(JOB_ID);
  });

  it('takes a returning subscriber who signs in from Start straight into the week', async () => {
    let signed = false;
    stubApi({
      'POST /api/auth/sign-in/email': () => {
        signed = true;
        return jsonResponse({ user: { id: 'u1' } });
      },
      'GET /api/profile': () =>
        signed
          ? jsonResponse(subscriber({ openedSimulations: [JOB_ID] }))
          : jsonResponse({ error: 'Sign in', code: 'unauthenticated' }, 401),
    });
    renderRoutes(routes, PATH);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Start simulation/ }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await inbox()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a signed-in user without a plan to /paywall, keeping the role for after payment', async () => {
    stubApi(signedIn(makeProfile()));
    const { router } = renderRoutes(routes, PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/paywall'), {
      timeout: 5_000,
    });
    expect(window.sessionStorage.getItem('pendingSimulation')).toBe(JOB_ID);
  });

  it('tells a subscriber on a limited plan what opening the role costs and counts it only on Start', async () => {
    const calls = stubApi(
      signedIn(
        subscriber({
          subscriptionTier: 'starter',
          maxSimulations: 3,
          openedSimulations: ['trader'],
        }),
      ),
    );
    renderRoutes(routes, PATH);
    expect(
      await screen.findByText(
        '1 / 3 simulations used. Opening this role uses 1 of the 2 you have left.',
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(calls).not.toContain(`POST /api/sandbox/${JOB_ID}/start`);
    expect(calls).not.toContain(`GET /api/sandbox/${JOB_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Start simulation' }));
    expect(await inbox()).toBeInTheDocument();
    expect(calls).toContain(`POST /api/sandbox/${JOB_ID}/start`);
  });

  it("shows the server's reason when a limited plan has no simulations left", async () => {
    const message = 'Your Starter plan includes 3 simulations and you have opened 3.';
    stubApi({
      ...signedIn(
        subscriber({
          subscriptionTier: 'starter',
          maxSimulations: 3,
          openedSimulations: ['a', 'b', 'c'],
        }),
      ),
      [`POST /api/sandbox/${JOB_ID}/start`]: () =>
        jsonResponse({ error: message, code: 'simulation-limit' }, 402),
    });
    renderRoutes(routes, PATH);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start simulation' }, { timeout: 5_000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/paywall');
  });

  it('starts the role by itself on the unlimited plan', async () => {
    const calls = stubApi(signedIn(subscriber()));
    renderRoutes(routes, PATH);
    const section = await inbox();
    expect(await within(section).findAllByRole('button', { name: /Sender/ })).toHaveLength(8);
    expect(calls.filter((c) => c === `POST /api/sandbox/${JOB_ID}/start`)).toHaveLength(1);
  });

  it("puts the job title, the user's name, Logout and the week in the header", async () => {
    const calls = stubApi(signedIn(subscriber({ openedSimulations: [JOB_ID] })));
    const { router } = renderRoutes(routes, PATH);
    const header = await screen.findByRole('banner', undefined, { timeout: 5_000 });
    expect(
      await within(header).findByText('Simulated week of 12 January 2026'),
    ).toBeInTheDocument();
    expect(
      within(header).getByRole('heading', { level: 1, name: 'M&A Analyst' }),
    ).toBeInTheDocument();
    expect(within(header).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'All roles' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
    expect(calls).not.toContain(`POST /api/sandbox/${JOB_ID}/start`);
    fireEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('marks an e-mail read at once and takes it back if the server refuses', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      [`PUT /api/progress/${JOB_ID}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, PATH);
    const section = await inbox();
    expect(await within(section).findByText('5 unread of 8')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: /Unread: Sender 4/ }));
    // Read before the server has answered.
    expect(await within(section).findByText('4 unread of 8')).toBeInTheDocument();
    answer(jsonResponse({ error: 'Database down', code: 'internal' }, 500));
    expect(await within(section).findByText('5 unread of 8')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('What you opened could not be saved');
  });

  it('saves what was opened with the server', async () => {
    const saved: unknown[] = [];
    stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      [`PUT /api/progress/${JOB_ID}`]: (body) => {
        saved.push(body);
        return jsonResponse(makeProgress({ meeting: ['meeting-2'] }));
      },
    });
    renderRoutes(routes, PATH);
    const calendar = await screen.findByRole(
      'region',
      { name: 'Calendar and Meetings' },
      { timeout: 5_000 },
    );
    fireEvent.click(await within(calendar).findByRole('button', { name: /Meeting number 2/ }));
    await waitFor(() => expect(saved).toEqual([{ kind: 'meeting', itemId: 'meeting-2' }]));
    expect(await within(calendar).findByText('1 of 6 opened')).toBeInTheDocument();
  });

  it('asks for the task list once, and shows a draft saved in a task there at once', async () => {
    const calls = stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      [`GET /api/tasks/${JOB_ID}`]: () =>
        jsonResponse({
          job_id: JOB_ID,
          tasks: makeWeek().tasks.map((task) => ({
            taskId: task.id,
            status: 'pending',
            bestScore: null,
            attempts: 0,
          })),
          graded: 5,
          passed: 0,
          certificate: null,
        }),
      [`GET /api/tasks/${JOB_ID}/task-2`]: () =>
        jsonResponse({
          taskId: 'task-2',
          status: 'pending',
          draft: null,
          attempts: [],
          best: null,
          modelAnswer: null,
        }),
      [`PUT /api/tasks/${JOB_ID}/task-2/draft`]: () =>
        jsonResponse({ savedAt: '2026-01-13T09:15:00.000Z' }),
    });
    renderRoutes(routes, PATH);
    const tasks = await screen.findByRole('region', { name: 'Tasks' }, { timeout: 5_000 });
    const task = () => within(tasks).getByRole('button', { name: /Task number 2/ });
    await waitFor(() => expect(task()).toHaveTextContent('To do'));
    fireEvent.click(task());
    fireEvent.change(await within(tasks).findByLabelText('Your answer'), {
      target: { value: 'The midpoint is 2.5% above consensus.' },
    });
    await waitFor(() => expect(task()).toHaveTextContent('Draft saved'), { timeout: 5_000 });
    expect(calls).toContain(`PUT /api/tasks/${JOB_ID}/task-2/draft`);
    // The page's parts that show the list (the tasks' badges, the progress above them) share one
    // answer, and the draft's mark needs no new one.
    expect(calls.filter((call) => call === `GET /api/tasks/${JOB_ID}`)).toHaveLength(1);
  });

  it('screens a CV for this role in the last section once the week has loaded', async () => {
    const sent: unknown[] = [];
    stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      'POST /api/cv-screening/analyze': (body) => {
        sent.push(body);
        return jsonResponse({ analysis: makeAnalysis({ fitScore: 81 }) });
      },
    });
    renderRoutes(routes, PATH);
    await inbox();
    const section = screen.getByRole('region', { name: 'Screen Your Resume for This Role' });
    const input = await within(section).findByLabelText('Choose File');
    fireEvent.change(input, {
      target: { files: [new File(['Priya Shah\nAnalyst at Northbank'], 'priya.txt')] },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Screen Resume for M&A Analyst' }));
    expect(
      await within(section).findByRole('heading', { name: 'Overall Suitability' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        cvData: { fileName: 'priya.txt', text: 'Priya Shah\nAnalyst at Northbank' },
        jobProfile: {
          id: JOB_ID,
          title: 'M&A Analyst',
          description: job.description,
          skills: job.skills,
        },
      },
    ]);
  });

  it('shows the fallback profile with a Retry when the week cannot be loaded', async () => {
    let fail = true;
    const failing = () =>
      fail
        ? jsonResponse({ error: 'Internal server error', code: 'internal' }, 500)
        : jsonResponse(makeWeek());
    stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      [`GET /api/sandbox/${JOB_ID}`]: failing,
      [`GET /api/finance-content/${JOB_ID}`]: failing,
    });
    renderRoutes(routes, PATH);
    const alert = await screen.findByRole('alert', undefined, { timeout: 5_000 });
    expect(alert).toHaveTextContent('This week could not be loaded');
    const section = await inbox();
    expect(within(section).getByText('No e-mails to show.')).toBeInTheDocument();
    expect(screen.getByText('Value target businesses')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('5 unread of 8')).toBeInTheDocument();
    expect(screen.queryByText('This week could not be loaded')).toBeNull();
  });

  it('says an unknown role was not found, without the auth modal', async () => {
    stubApi();
    renderRoutes(routes, '/simulations/astronaut');
    expect(
      await screen.findByRole('heading', { name: 'Role not found' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse all roles' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
  });

  it('signs out, says why and goes home when the session ends on this page', async () => {
    const message = 'Your session has expired. Please sign in again.';
    stubApi({
      ...signedIn(subscriber({ openedSimulations: [JOB_ID] })),
      [`GET /api/sandbox/${JOB_ID}`]: () =>
        jsonResponse({ error: message, code: 'user-token-expired' }, 401),
    });
    const { router } = renderRoutes(routes, PATH);
    const alert = await screen.findByRole('dialog', { name: 'Signed out' }, { timeout: 5_000 });
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
