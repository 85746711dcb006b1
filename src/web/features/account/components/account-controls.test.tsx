import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { AccountControls } from './account-controls.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '*', element: <AccountControls /> }];

describe('AccountControls', () => {
  it.each([
    ['user-disabled', 'This account has been disabled.'],
    ['user-token-expired', 'Your session has expired. Please sign in again.'],
  ])('signs the page out and says so when the server answers %s', async (code, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/profile': () => jsonResponse({ error: message, code, statusCode: 401 }, 401),
        }),
      ),
    );
    localStorage.setItem('subscription_active', 'true');
    localStorage.setItem('quizResults', '[]');
    const { router } = renderRoutes(routes, '/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Signed out' })).toBeInTheDocument();
    expect(localStorage.getItem('subscription_active')).toBeNull();
    expect(localStorage.getItem('quizResults')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    // Behind the dialog (hidden from assistive tech while it is open) the header offers Sign In again.
    expect(screen.getByRole('button', { name: 'Sign In', hidden: true })).toBeInTheDocument();
  });

  it('opens the sign-in dialog when the address asks for it', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderRoutes(routes, '/?auth=signin');
    expect(await screen.findByRole('dialog', { name: 'Sign in to FinSim' })).toBeInTheDocument();
  });
});
