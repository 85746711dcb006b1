import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeProfile } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { ContactCancellation } from './contact-cancellation.tsx';

const SUCCESS = {
  cancelAt: '2026-12-27T10:00:00.000Z',
  message:
    'Subscription cancelled successfully. You can still access your remaining simulations until 27 December 2026.',
};

function stubCancel(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(fakeApi({ '/api/stripe/cancel-subscription': answer }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof stubCancel>) =>
  JSON.parse(fetch.mock.calls.find(([url]) => String(url).includes('cancel'))![1]!.body as string);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings: Cancel Subscription dialog', () => {
  function renderDialog() {
    const reload = vi.fn();
    const onOpenChange = vi.fn();
    renderWithRouter(
      <CancelSubscriptionDialog open onOpenChange={onOpenChange} userId="u1" reload={reload} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    return { dialog, reload, onOpenChange };
  }

  it('offers the 8 reasons and keeps Cancel Subscription disabled until one is chosen', () => {
    const { dialog, onOpenChange } = renderDialog();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    expect(within(dialog).getByLabelText('Additional feedback (optional)')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Subscription' });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('Job search completed'));
    expect(confirm).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends the reason and trimmed feedback, shows Cancelling..., then the alert, removes the flag and reloads', async () => {
    localStorage.setItem('subscription_active', 'true');
    let answer: (r: Response) => void = () => {};
    const fetch = stubCancel(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { dialog, reload, onOpenChange } = renderDialog();
    fireEvent.click(within(dialog).getByLabelText('Too expensive'));
    fireEvent.change(within(dialog).getByLabelText('Additional feedback (optional)'), {
      target: { value: '  Back in spring  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    answer(jsonResponse(SUCCESS));
    expect(
      await screen.findByText(
        'Your subscription has been cancelled. You can continue using the product until the end of your billing period.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({
      userId: 'u1',
      cancellationReason: { reason: 'Too expensive', feedback: 'Back in spring' },
    });
    expect(localStorage.getItem('subscription_active')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [
      'the server error',
      () =>
        jsonResponse(
          { error: 'You have no active subscription to cancel.', code: 'no-subscription' },
          409,
        ),
      'You have no active subscription to cancel.',
    ],
    [
      '"Failed to cancel subscription" without one',
      () => new Response('oops', { status: 500 }),
      'Failed to cancel subscription',
    ],
    [
      'the retry text when there is no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to cancel subscription. Please try again.',
    ],
  ])('alerts %s on failure and keeps the flag', async (_label, answer, text) => {
    localStorage.setItem('subscription_active', 'true');
    stubCancel(answer);
    const { dialog, reload } = renderDialog();
    fireEvent.click(within(dialog).getByLabelText('Other'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(text, { exact: true })).toBeInTheDocument();
    expect(localStorage.getItem('subscription_active')).toBe('true');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('contact page: subscription cancellation', () => {
  const subscriber = makeProfile({ subscriptionStatus: 'active', subscriptionTier: 'single' });

  it('asks a visitor to log in', () => {
    renderWithRouter(<ContactCancellation user={null} />);
    expect(screen.getByText('Please log in to manage your subscription')).toBeInTheDocument();
  });

  it('offers the 6 reasons, needs words for Other, then shows the Subscription Cancelled notice', async () => {
    const fetch = stubCancel(() => jsonResponse(SUCCESS));
    renderWithRouter(<ContactCancellation user={subscriber} />);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    const confirm = screen.getByRole('button', { name: 'Confirm Cancellation' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please provide a reason for cancellation',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('cancel'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Please tell us why (required)'), {
      target: { value: 'Moving abroad' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(screen.getByText(SUCCESS.message)).toBeInTheDocument();
    expect(sentBody(fetch)).toEqual({
      userId: subscriber.uid,
      cancellationReason: { reason: 'Other', feedback: 'Moving abroad' },
    });
  });

  it.each([
    [
      () => jsonResponse({ error: 'Too many requests.', code: 'too-many-requests' }, 429),
      'Too many requests.',
    ],
    [() => new Response('', { status: 502 }), 'Failed to cancel subscription'],
    [
      () => Promise.reject(new TypeError('offline')),
      'Error cancelling subscription. Please contact support.',
    ],
  ])('shows the failure (%#)', async (answer, text) => {
    stubCancel(answer);
    renderWithRouter(<ContactCancellation user={subscriber} />);
    fireEvent.click(screen.getByLabelText('Too expensive'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the notice with the end date to a user who has already cancelled', () => {
    renderWithRouter(
      <ContactCancellation user={{ ...subscriber, cancelAt: '2026-12-27T10:00:00.000Z' }} />,
    );
    expect(screen.getByText('Subscription Cancelled')).toBeInTheDocument();
    expect(screen.getByText(SUCCESS.message)).toBeInTheDocument();
  });
});
