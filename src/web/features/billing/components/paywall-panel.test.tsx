import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { FREE_WITHOUT_A_PLAN, PAID_FEATURES } from '../../../../shared/domain/paid-features.ts';
import { BILLING_MESSAGES } from '../../../../shared/domain/plans.ts';
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
  it("shows the 'Unlock' screen at £9.99 per month, cancel any time", async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/billing/plans': plans })));
    renderWithRouter(<PaywallPanel user={user} onSignInRequired={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getByText('£9.99')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText(/^Cancel any time/)).toBeInTheDocument();
    expect(await screen.findByText(/test payments: no money is taken/)).toBeInTheDocument();
  });

  it('lists what the plan pays for from the one list of paid features, and nothing free', () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/billing/plans': plans })));
    renderWithRouter(<PaywallPanel user={user} onSignInRequired={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'What the plan pays for' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      PAID_FEATURES.map((feature) => `${feature.title}${feature.detail}`),
    );
    expect(PAID_FEATURES.map((f) => f.id)).toEqual([
      'simulations',
      'marked-tasks',
      'coaching',
      'cv-screening',
    ]);
    expect(within(list).getByText('6 AI coaching workflows and 6 quick questions')).toBeVisible();
    // Free things are said to be free, not sold.
    for (const free of [/catalogue/i, /quiz/i, /match/i, /130\+/, /cancel/i])
      expect(list).not.toHaveTextContent(free);
    expect(screen.getByText(FREE_WITHOUT_A_PLAN)).toBeInTheDocument();
  });

  it('says plainly that an account already has the plan when the server refuses a second one', async () => {
    const message =
      'You already have an active Monthly subscription, so there is nothing to pay. Your roles are open to you.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/billing/plans': plans,
          '/api/stripe/create-checkout-session': () =>
            jsonResponse({ error: message, code: 'already-subscribed' }, 409),
        }),
      ),
    );
    const go = vi.fn();
    const onLeave = vi.fn();
    renderWithRouter(
      <PaywallPanel user={user} onSignInRequired={vi.fn()} go={go} onLeave={onLeave} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(BILLING_MESSAGES.checkoutFailed)).toBeNull();
    const roles = screen.getByRole('link', { name: 'Go to my roles' });
    expect(roles).toHaveAttribute('href', '/role-selection');
    fireEvent.click(roles);
    expect(onLeave).toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
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
