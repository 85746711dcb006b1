import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalCheckout } from '../../../../shared/contracts/billing.ts';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { LocalCheckoutPage, formatExpiry, groupCardNumber } from './local-checkout.tsx';

const CHECKOUT_PATH = '/api/checkout/local/chk_1';
const PAY_PATH = `${CHECKOUT_PATH}/pay`;

function makeCheckout(overrides: Partial<LocalCheckout> = {}): LocalCheckout {
  return {
    id: 'chk_1',
    plan: {
      id: 'professional',
      name: 'Professional',
      priceGbp: 19.99,
      maxSimulations: 6,
      features: ['6 role simulations'],
    },
    email: 'priya@example.com',
    status: 'open',
    cancelUrl: 'http://localhost/paywall?cancelled=1',
    ...overrides,
  };
}

function renderCheckout(routes: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn(fakeApi(routes));
  vi.stubGlobal('fetch', fetch);
  const go = vi.fn();
  const view = renderWithRouter(<LocalCheckoutPage checkoutId="chk_1" go={go} />);
  return { ...view, fetch, go };
}

const payCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === PAY_PATH)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

async function payWith(cardNumber: string) {
  fireEvent.change(await screen.findByLabelText('Card number'), {
    target: { value: cardNumber },
  });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1240' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '12a3' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay £19.99' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card formatting', () => {
  it('groups a card number in fours and keeps at most 19 digits', () => {
    expect(groupCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(groupCardNumber('abc')).toBe('');
  });

  it('puts a slash after the month once the year is started', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('124')).toBe('12/4');
    expect(formatExpiry('12/405')).toBe('12/40');
  });
});

describe('LocalCheckoutPage', () => {
  it('shows a spinner while the checkout loads', () => {
    renderCheckout({ [CHECKOUT_PATH]: () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout…');
  });

  it('shows the plan, its allowance, its monthly price, the payer and the test notice', async () => {
    renderCheckout({ [CHECKOUT_PATH]: () => jsonResponse(makeCheckout()) });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('FinSim Professional')).toBeInTheDocument();
    expect(screen.getByText('6 simulations')).toBeInTheDocument();
    expect(screen.getByText('£19.99', { selector: 'p', exact: false })).toHaveTextContent(
      '£19.99 / month',
    );
    expect(screen.getByText('Paying as', { exact: false })).toHaveTextContent(
      'Paying as priya@example.com',
    );
    expect(screen.getByRole('note')).toHaveTextContent('no money is taken');
    expect(screen.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute(
      'href',
      'http://localhost/paywall?cancelled=1',
    );
  });

  it('formats the card as typed, pays with it and goes where the server says', async () => {
    const { fetch, go } = renderCheckout({
      [CHECKOUT_PATH]: () => jsonResponse(makeCheckout()),
      [PAY_PATH]: () =>
        jsonResponse({ redirectUrl: 'http://localhost/payment-success?tier=professional' }),
    });
    await payWith('4242424242424242');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/payment-success?tier=professional'),
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/40');
    expect(payCalls(fetch)).toEqual([
      { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    ]);
    // Still busy while the browser leaves.
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  });

  it("shows the server's sentence for a declined card and lets the person try again", async () => {
    const { go } = renderCheckout({
      [CHECKOUT_PATH]: () => jsonResponse(makeCheckout()),
      [PAY_PATH]: () =>
        jsonResponse(
          {
            error: 'Your card was declined. No payment was taken. Please try another card.',
            code: 'card-declined',
          },
          402,
        ),
    });
    await payWith('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. No payment was taken. Please try another card.',
    );
    expect(screen.getByRole('button', { name: 'Pay £19.99' })).toBeEnabled();
    expect(go).not.toHaveBeenCalled();
  });

  it('says the payment could not be sent when the network fails', async () => {
    renderCheckout({
      [CHECKOUT_PATH]: () => jsonResponse(makeCheckout()),
      [PAY_PATH]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await payWith('4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be sent. Check your connection and try again.',
    );
  });

  it('says a checkout paid in another tab has already been paid', async () => {
    renderCheckout({
      [CHECKOUT_PATH]: () => jsonResponse(makeCheckout()),
      [PAY_PATH]: () =>
        jsonResponse(
          { error: 'This checkout has already been paid.', code: 'checkout-complete' },
          409,
        ),
    });
    await payWith('4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This checkout has already been paid.',
    );
  });

  it('offers no form for a paid checkout, only the way to the roles', async () => {
    renderCheckout({ [CHECKOUT_PATH]: () => jsonResponse(makeCheckout({ status: 'complete' })) });
    expect(await screen.findByRole('heading', { name: 'Already paid' })).toBeInTheDocument();
    expect(
      screen.getByText('This checkout has been paid. Your subscription is active.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore roles' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('offers no form for an expired checkout and says nothing was charged', async () => {
    renderCheckout({ [CHECKOUT_PATH]: () => jsonResponse(makeCheckout({ status: 'expired' })) });
    expect(await screen.findByRole('heading', { name: 'Checkout expired' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This checkout has expired. Start again from the plans page; nothing was charged.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/paywall');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('asks a signed-out person to sign in', async () => {
    renderCheckout({
      [CHECKOUT_PATH]: () =>
        jsonResponse({ error: 'Please sign in to continue.', code: 'unauthenticated' }, 401),
    });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?auth=signin');
  });

  it("says an unknown or someone else's checkout was not found", async () => {
    renderCheckout({});
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This checkout does not exist or belongs to another account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/paywall');
  });
});
