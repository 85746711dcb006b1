import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import { fakeApi, jsonResponse, makeProfile } from '../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { PaywallProvider } from '../paywall-provider.tsx';
import { ALREADY_SUBSCRIBED_REDIRECT_MS, PaywallRoute } from './paywall.tsx';

const plans = () =>
  jsonResponse({
    provider: 'local',
    plans: [{ id: 'single', name: 'Monthly', priceGbp: 9.99, maxSimulations: -1, features: [] }],
  });

function renderPaywall(profile: Profile | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        '/api/billing/plans': plans,
        ...(profile ? { '/api/profile': () => jsonResponse(profile) } : {}),
      }),
    ),
  );
  return renderRoutes(
    [
      {
        path: '/paywall',
        element: (
          <PaywallProvider>
            <PaywallRoute />
          </PaywallProvider>
        ),
      },
      { path: '/role-selection', element: <h1>Finance roles</h1> },
    ],
    '/paywall',
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/paywall', () => {
  it('tells an active subscriber they already have a plan and takes them to their roles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderPaywall(
      makeProfile({ subscriptionStatus: 'active', subscriptionTier: 'single', maxSimulations: -1 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You already have a plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your Monthly plan is active (unlimited simulations), so there is nothing to pay here.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your roles…');
    // Nothing to buy: no Start Subscription to press.
    expect(screen.queryByRole('button', { name: 'Start Subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my roles' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
    expect(document.title).toBe('Your plan – FinSim');
    act(() => vi.advanceTimersByTime(ALREADY_SUBSCRIBED_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/paywall');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/role-selection');
    expect(screen.getByRole('heading', { name: 'Finance roles' })).toBeInTheDocument();
  });

  it('offers the plan to a signed-in user without one, with one h1', async () => {
    renderPaywall(makeProfile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Start Subscription' })).toBeEnabled();
  });

  it('offers the monthly plan to a subscriber on a limited plan, who may move up to it', async () => {
    renderPaywall(
      makeProfile({ subscriptionStatus: 'active', subscriptionTier: 'starter', maxSimulations: 3 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlock' })).toBeInTheDocument();
  });

  it('offers the plan again to a subscriber who has cancelled (it ends at the period end)', async () => {
    renderPaywall(
      makeProfile({
        subscriptionStatus: 'active',
        subscriptionTier: 'single',
        maxSimulations: -1,
        cancelAt: '2026-12-27T10:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlock' })).toBeInTheDocument();
  });
});
