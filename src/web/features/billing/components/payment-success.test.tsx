import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { PaymentSuccess } from './payment-success.tsx';

type Snapshot = ReturnType<typeof makeProfile> | null;

function renderPage(answers: Snapshot[], path = '/payment-success?tier=premium') {
  const refreshProfile = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!));
  const view = renderRoutes(
    [
      { path: '/payment-success', element: <PaymentSuccess refreshProfile={refreshProfile} /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
  return { ...view, refreshProfile };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const active = makeProfile({
  subscriptionStatus: 'active',
  subscriptionTier: 'single',
  maxSimulations: -1,
});

describe('PaymentSuccess', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Processing Payment, then the plan after 2 s, then goes to the pending simulation after 2 s more', async () => {
    sessionStorage.setItem('pendingSimulation', 'equity-research-analyst');
    const { router } = renderPage([active]);
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    await advance(1_900);
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByTestId('simulation-count')).toHaveTextContent('Unlimited simulations');
    expect(screen.getByRole('button', { name: 'Start Exploring Careers' })).toBeInTheDocument();
    // 2.1 s have passed; the redirect is due at 4 s.
    await advance(1_800);
    expect(router.state.location.pathname).toBe('/payment-success');
    await advance(200);
    expect(router.state.location.pathname).toBe('/sandbox/equity-research-analyst');
    expect(sessionStorage.getItem('pendingSimulation')).toBeNull();
  });

  it('checks again after 3 s more and redirects 1 s after the plan is active', async () => {
    const pending = makeProfile({ subscriptionStatus: 'incomplete' });
    const { router, refreshProfile } = renderPage([
      pending,
      { ...active, maxSimulations: 3, subscriptionTier: 'starter' },
    ]);
    await advance(2_100);
    expect(screen.getByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    await advance(3_000);
    expect(refreshProfile).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Starter')).toBeInTheDocument();
    expect(screen.getByTestId('simulation-count')).toHaveTextContent('3 simulations included');
    // 5.1 s have passed; the redirect is due at 6 s.
    await advance(800);
    expect(router.state.location.pathname).toBe('/payment-success');
    await advance(200);
    expect(router.state.location.pathname).toBe('/role-selection');
  });

  it('says the payment is not active yet when it never becomes active', async () => {
    renderPage([makeProfile({ subscriptionStatus: 'incomplete' })]);
    await advance(5_200);
    expect(
      screen.getByText(
        'Payment processed but subscription not yet active. Please refresh the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Role Selection' })).toBeInTheDocument();
  });

  it('sends a visitor to the role selection, leaving any pending simulation alone', async () => {
    sessionStorage.setItem('pendingSimulation', 'trader');
    const { router } = renderPage([null]);
    await advance(2_100);
    expect(router.state.location.pathname).toBe('/role-selection');
    expect(sessionStorage.getItem('pendingSimulation')).toBe('trader');
  });

  it('names the plan from the tier query only when the profile does not', async () => {
    renderPage([{ ...active, subscriptionTier: 'legacy-gold', maxSimulations: 12 }]);
    await advance(2_100);
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });
});
