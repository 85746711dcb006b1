import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeProfile } from '../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../tests/support/render.tsx';
import { PaywallProvider, usePaywall } from './paywall-provider.tsx';

function Opener() {
  const { openPaywall } = usePaywall();
  return (
    <button type="button" onClick={() => openPaywall()}>
      Start simulation
    </button>
  );
}

/** The API for a visitor who signs in as `profile`. */
function stubSignIn(profile: ReturnType<typeof makeProfile>) {
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/api/auth/sign-in/email': () => {
          signedIn = true;
          return jsonResponse({ user: { id: profile.uid } });
        },
        '/api/profile': () =>
          signedIn
            ? jsonResponse(profile)
            : jsonResponse({ error: 'Please sign in.', code: 'unauthenticated' }, 401),
        '/api/billing/plans': () => jsonResponse({ provider: 'local', plans: [] }),
      }),
    ),
  );
}

async function signInFromPaywall() {
  renderWithRouter(
    <PaywallProvider>
      <Opener />
    </PaywallProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Start simulation' }));
  fireEvent.click(await screen.findByRole('button', { name: /Sign in/i }));
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: 'priya@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: 'secret1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaywallProvider', () => {
  it('shows a visitor the auth modal first, then the paywall', async () => {
    stubSignIn(makeProfile());
    await signInFromPaywall();
    expect(await screen.findByRole('heading', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('shows no paywall to a returning subscriber who signs in', async () => {
    stubSignIn(makeProfile({ subscriptionStatus: 'active', maxSimulations: -1 }));
    await signInFromPaywall();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Unlock' })).not.toBeInTheDocument();
  });
});
