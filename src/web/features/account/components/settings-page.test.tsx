import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import { fakeApi, jsonResponse, makeProfile } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { DELETE_CONFIRM_TEXT, SettingsPage } from './settings-page.tsx';

type Handler = () => Response | Promise<Response>;

/** The API keyed by "METHOD /path", falling back to fakeApi (a visitor, else 404). */
function api(routes: Record<string, Handler>) {
  const fallback = fakeApi({});
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler() : fallback(input, init);
  });
}

/** Calls made to `method path`, with their JSON bodies. */
function callsTo(fetch: ReturnType<typeof api>, method: string, path: string) {
  return fetch.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

function renderSettings(
  routes: Record<string, Handler>,
  renderSubscriptionActions?: (profile: Profile) => ReactNode,
) {
  const fetch = api(routes);
  vi.stubGlobal('fetch', fetch);
  const view = renderRoutes(
    [
      {
        path: '/settings',
        element: <SettingsPage renderSubscriptionActions={renderSubscriptionActions} />,
      },
      { path: '/', element: <p>Home page</p> },
    ],
    '/settings',
  );
  return { ...view, fetch };
}

const PROFILE = makeProfile();
const signedIn = (profile: Profile = PROFILE): Record<string, Handler> => ({
  'GET /api/profile': () => jsonResponse(profile),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('shows a loading spinner while the profile is on its way', () => {
    renderSettings({ 'GET /api/profile': () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByRole('heading', { name: 'Account Settings' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the landing page with the sign-in dialog asked for', async () => {
    const { router } = renderSettings({});
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?auth=signin');
  });

  it('shows the email, display name, creation date and an inactive subscription', async () => {
    const actions = vi.fn(() => <button type="button">Cancel Subscription</button>);
    renderSettings(signedIn(), actions);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Email')).toHaveTextContent('priya@example.com');
    expect(row('Display Name')).toHaveTextContent('Priya Shah');
    expect(row('Account Created')).toHaveTextContent('1 November 2026');
    expect(row('Subscription Status')).toHaveTextContent('Inactive');
    expect(
      screen.queryByRole('heading', { name: 'Subscription Management' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(actions).not.toHaveBeenCalled();
  });

  it("says 'Unknown' for an unreadable creation date and 'Not set' for an empty display name", async () => {
    renderSettings(signedIn(makeProfile({ createdAt: 'not a date', displayName: '' })));
    await screen.findByRole('heading', { name: 'Account Settings' });
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Account Created')).toHaveTextContent('Unknown');
    expect(row('Display Name')).toHaveTextContent('Not set');
    expect(screen.getByRole('banner')).toHaveTextContent('User');
  });

  it('shows an active subscription with the subscription actions for the profile', async () => {
    const active = makeProfile({ subscriptionStatus: 'active', subscriptionTier: 'premium' });
    const actions = vi.fn(() => <button type="button">Cancel Subscription</button>);
    renderSettings(signedIn(active), actions);
    expect(
      await screen.findByRole('heading', { name: 'Subscription Management' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('subscription_active')).toBe('true');
    expect(
      screen.getByText('Subscription Status', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Active');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(actions).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
  });

  it('saves a new display name with a PATCH and shows it', async () => {
    const { fetch } = renderSettings({
      ...signedIn(),
      'PATCH /api/profile': () => jsonResponse({ ...PROFILE, displayName: 'Priya S.' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit display name' }));
    const input = screen.getByLabelText('Display name');
    expect(input).toHaveValue('Priya Shah');
    fireEvent.change(input, { target: { value: 'Priya S.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'PATCH', '/api/profile')).toEqual([{ displayName: 'Priya S.' }]);
    expect(
      screen.getByText('Display Name', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Priya S.');
    expect(screen.getByRole('banner')).toHaveTextContent('Priya S.');
  });

  it("shows the server's sentence when the display name is refused, and stays editing", async () => {
    renderSettings({
      ...signedIn(),
      'PATCH /api/profile': () =>
        jsonResponse(
          { error: 'Display name must be at most 60 characters', code: 'bad-request' },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit display name' }));
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Display name must be at most 60 characters',
    );
    expect(screen.getByLabelText('Display name')).toHaveValue('x');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts the old name back on Cancel, clears the error and sends nothing', async () => {
    const { fetch } = renderSettings({
      ...signedIn(),
      'PATCH /api/profile': () => jsonResponse({ error: 'Nope.', code: 'bad-request' }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit display name' }));
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nope.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByText('Display Name', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Priya Shah');
    fireEvent.click(screen.getByRole('button', { name: 'Edit display name' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Priya Shah');
    expect(callsTo(fetch, 'PATCH', '/api/profile')).toHaveLength(1);
  });

  it('clears the quiz data on this device and in the account, then says so', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    localStorage.setItem('quizResults', '[]');
    localStorage.setItem('quizProgress', '{}');
    localStorage.setItem('selectedRoles', '["trader"]');
    const { fetch } = renderSettings({
      ...signedIn(),
      'DELETE /api/profile/quiz-data': () => jsonResponse(PROFILE),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quiz data cleared');
    expect(callsTo(fetch, 'DELETE', '/api/profile/quiz-data')).toHaveLength(1);
    expect(localStorage.getItem('userQuizCompleted')).toBeNull();
    expect(localStorage.getItem('quizResults')).toBeNull();
    expect(localStorage.getItem('quizProgress')).toBeNull();
    // The shortlist is not quiz data.
    expect(localStorage.getItem('selectedRoles')).toBe('["trader"]');
  });

  it('keeps the quiz data on this device and says why when the account cannot clear it', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    renderSettings({
      ...signedIn(),
      'DELETE /api/profile/quiz-data': () =>
        jsonResponse(
          {
            error: 'The server is busy; please try again in a moment.',
            code: 'server-busy',
            statusCode: 503,
          },
          503,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server is busy; please try again in a moment.',
    );
    expect(localStorage.getItem('userQuizCompleted')).toBe('true');
  });

  it('asks before deleting the account and deletes nothing when the person cancels', async () => {
    const { fetch } = renderSettings({
      ...signedIn(),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent(DELETE_CONFIRM_TEXT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/account')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  });

  it('deletes the account on confirmation, says so, then goes home', async () => {
    localStorage.setItem('subscription_tier', 'starter');
    const { fetch, router } = renderSettings({
      ...signedIn(),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    const done = await screen.findByRole('dialog', { name: 'Account deleted' });
    expect(within(done).getByRole('alert')).toHaveTextContent(
      'Your account and all its data have been deleted.',
    );
    expect(callsTo(fetch, 'DELETE', '/api/account')).toHaveLength(1);
    expect(localStorage.getItem('subscription_tier')).toBeNull();
    // Not taken for a visitor while the message is open.
    expect(router.state.location.pathname).toBe('/settings');
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's sentence when the account could not be deleted, and stays", async () => {
    const { router } = renderSettings({
      ...signedIn(),
      'DELETE /api/account': () =>
        jsonResponse(
          {
            error: 'For your security, please sign in again to do that.',
            code: 'requires-recent-login',
          },
          403,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'For your security, please sign in again to do that.',
      ),
    );
    const failed = screen.getByRole('dialog', { name: 'FinSim' });
    fireEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('signs out and goes home (not to the sign-in dialog) on Logout', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    const { fetch, router } = renderSettings({
      ...signedIn(),
      'POST /api/auth/sign-out': () => jsonResponse({ success: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('userQuizCompleted')).toBeNull();
  });
});
