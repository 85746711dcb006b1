import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { PaywallPanel } from './paywall-panel.tsx';

const user = { uid: 'u1', email: 'priya@example.com' };
const plans = () =>
  jsonResponse({
    provider: 'local',
    plans: [{ id: 'single', name: 'Monthly', priceGbp: 9.99, maxSimulations: -1, features: [] }],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaywallPanel', () => {
  it("shows the 'Unlock' screen at £9.99 per month with the five features", async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/billing/plans': plans })));
    renderWithRouter(<PaywallPanel user={user} onSignInRequired={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getByText('£9.99')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    for (const feature of [
      '130+ finance roles to explore',
      'Unlimited simulations',
      'Personalised career matching',
      'AI coaching workflows',
      'Cancel anytime',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(await screen.findByText(/test payments: no money is taken/)).toBeInTheDocument();
  });

  it('asks a visitor to sign in first', () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/billing/plans': plans })));
    const onSignInRequired = vi.fn();
    renderWithRouter(<PaywallPanel user={null} onSignInRequired={onSignInRequired} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(onSignInRequired).toHaveBeenCalled();
  });

  it('creates a checkout session for the user and goes to its page', async () => {
    const fetch = vi.fn(
      fakeApi({
        '/api/billing/plans': plans,
        '/api/stripe/create-checkout-session': () =>
          jsonResponse({ sessionId: 'cs_1', url: 'https://checkout.stripe.test/c/pay/cs_1' }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const go = vi.fn();
    renderWithRouter(<PaywallPanel user={user} onSignInRequired={vi.fn()} go={go} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    const call = fetch.mock.calls.find(([url]) => String(url).includes('checkout'))!;
    expect(JSON.parse(call[1]!.body as string)).toEqual({
      userId: 'u1',
      userEmail: 'priya@example.com',
      priceId: 'single',
      successUrl: `${window.location.origin}/payment-success`,
      cancelUrl: window.location.href,
    });
  });

  it('alerts the SPEC.md apology when the checkout cannot be created', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/billing/plans': plans,
          '/api/stripe/create-checkout-session': () =>
            jsonResponse({ error: 'Payments are down', code: 'x' }, 503),
        }),
      ),
    );
    const go = vi.fn();
    renderWithRouter(<PaywallPanel user={user} onSignInRequired={vi.fn()} go={go} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(
      await screen.findByText(
        'Sorry, there was an error processing your request. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Start Subscription' })).toBeEnabled();
  });
});
