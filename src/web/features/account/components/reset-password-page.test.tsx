import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeProfile } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

function renderPage(
  routes: Record<string, () => Response | Promise<Response>>,
  path = '/reset-password?token=tok-123',
) {
  const fetch = vi.fn(fakeApi(routes));
  vi.stubGlobal('fetch', fetch);
  const view = renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/role-selection', element: <p>Role selection</p> },
    ],
    path,
  );
  return { ...view, fetch };
}

const resetCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/api/auth/reset-password')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('says the link is not valid, with no form, when the link has no token', () => {
    renderPage({}, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is not valid or has already been used.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });

  it.each([
    ['secret1', 'secret2', 'Passwords do not match'],
    ['12345', '12345', 'Password must be at least 6 characters long'],
  ])('checks %s / %s in the page, says "%s" and sends nothing', async (password, confirm, msg) => {
    const { fetch } = renderPage({});
    choose(password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(resetCalls(fetch)).toHaveLength(0);
  });

  it('sends the token and new password, then goes to role selection signed in', async () => {
    let reset = false;
    const { fetch, router } = renderPage({
      '/api/auth/reset-password': () => {
        reset = true;
        return jsonResponse({ status: true });
      },
      '/api/profile': () =>
        reset
          ? jsonResponse(makeProfile())
          : jsonResponse({ error: 'x', code: 'unauthenticated' }, 401),
    });
    choose('new-secret');
    expect(await screen.findByText('Role selection')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/role-selection');
    expect(resetCalls(fetch)).toEqual([{ token: 'tok-123', newPassword: 'new-secret' }]);
    // Replaced, so Back does not return to a used reset link.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's sentence when the reset is refused, and stays on the page", async () => {
    const { router } = renderPage({
      '/api/auth/reset-password': () =>
        jsonResponse(
          {
            error: 'This reset link has expired. Please request a new one.',
            code: 'expired-action-code',
          },
          400,
        ),
    });
    choose('new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired. Please request a new one.',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('falls back to the default sentence when the answer has no error body', async () => {
    renderPage({ '/api/auth/reset-password': () => new Response('Bad gateway', { status: 502 }) });
    choose('new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred during authentication',
    );
  });
});
