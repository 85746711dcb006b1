import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeProfile } from '../../../../../tests/support/factories.ts';
import { DialogsProvider } from '../../../components/ui/dialogs.tsx';
import { AuthModal, type AuthModalProps } from './auth-modal.tsx';

const PROFILE = makeProfile();

/** The API as it answers a visitor who becomes signed in by a call to `path`. */
function signedInAfter(path: string) {
  let signedIn = false;
  return fakeApi({
    [path]: () => {
      signedIn = true;
      return jsonResponse({ token: 't' });
    },
    '/api/profile': () =>
      signedIn ? jsonResponse(PROFILE) : jsonResponse({ error: 'x', code: 'unauthenticated' }, 401),
  });
}

function renderModal(props: Partial<AuthModalProps> = {}) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <AuthModal open onOpenChange={onOpenChange} {...props} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return { onOpenChange, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function openSignUp() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
}

function fillSignUp(values: { name: string; email?: string; password: string; confirm: string }) {
  fireEvent.change(field('Display name'), { target: { value: values.name } });
  fireEvent.change(field('Email'), { target: { value: values.email ?? 'priya@example.com' } });
  fireEvent.change(field('Password'), { target: { value: values.password } });
  fireEvent.change(field('Confirm password'), { target: { value: values.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('AuthModal', () => {
  it.each([
    [{ name: '   ', password: 'secret1', confirm: 'secret1' }, 'Display name is required'],
    [{ name: 'Priya', password: 'secret1', confirm: 'secret2' }, 'Passwords do not match'],
    [
      { name: 'Priya', password: '12345', confirm: '12345' },
      'Password must be at least 6 characters long',
    ],
  ])('checks sign-up in the page: %o gives "%s" and sends nothing', async (values, message) => {
    const fetch = vi.fn(fakeApi({}));
    vi.stubGlobal('fetch', fetch);
    renderModal();
    await openSignUp();
    fillSignUp(values);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/auth/'))).toBe(false);
  });

  it('clears the error when switching between sign in and create account', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderModal();
    await openSignUp();
    fillSignUp({ name: '', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to FinSim' })).toBeInTheDocument();
  });

  it("shows the server's message for a failed sign-in, else the default", async () => {
    let answer = () =>
      jsonResponse(
        { error: 'Incorrect email or password.', code: 'wrong-password', statusCode: 401 },
        401,
      );
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/auth/sign-in/email': () => answer() })));
    renderModal();
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(field('Password'), { target: { value: 'whatever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    answer = () => new Response('Bad gateway', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred during authentication',
      ),
    );
  });

  it("ends a reset request on 'Email Sent', or says 'Failed to send reset email'", async () => {
    let ok = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/auth/request-password-reset': () =>
            ok ? jsonResponse({ status: true }) : new Response('', { status: 500 }),
        }),
      ),
    );
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    fireEvent.change(field('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeInTheDocument();
  });

  it('opens the paywall after success when payment options are asked for, else runs the callback', async () => {
    vi.stubGlobal('fetch', vi.fn(signedInAfter('/api/auth/sign-in/email')));
    const onShowPaymentOptions = vi.fn();
    const onAuthenticated = vi.fn();
    renderModal({ showPaymentOptions: true, onShowPaymentOptions, onAuthenticated });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onShowPaymentOptions).toHaveBeenCalledOnce());
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('runs the authenticated callback with the profile when no payment options are asked for', async () => {
    vi.stubGlobal('fetch', vi.fn(signedInAfter('/api/auth/sign-up/email')));
    const onAuthenticated = vi.fn();
    const { onOpenChange } = renderModal({ onAuthenticated });
    await openSignUp();
    fillSignUp({ name: 'Priya Shah', password: 'secret1', confirm: 'secret1' });
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' })),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the logged-in badge with name, tier, simulations and Logout, which clears the storage keys', async () => {
    let signedIn = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/profile': () =>
            signedIn
              ? jsonResponse({
                  ...PROFILE,
                  subscriptionStatus: 'active',
                  subscriptionTier: 'professional',
                  maxSimulations: 6,
                  openedSimulations: ['trader', 'credit-analyst'],
                })
              : jsonResponse({ error: 'x', code: 'unauthenticated' }, 401),
          '/api/auth/sign-out': () => {
            signedIn = false;
            return jsonResponse({ success: true });
          },
        }),
      ),
    );
    for (const key of [
      'userQuizCompleted',
      'quizResults',
      'subscription_active',
      'subscription_tier',
    ]) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('unrelated', 'kept');
    const { onOpenChange } = renderModal();
    const badge = await screen.findByTestId('user-badge');
    expect(badge).toHaveTextContent('Priya Shah');
    expect(badge).toHaveTextContent('Professional plan');
    expect(badge).toHaveTextContent('2 / 6 simulations');
    // The active profile set the local subscription flags (SPEC.md section 4).
    expect(localStorage.getItem('subscription_active')).toBe('true');
    expect(localStorage.getItem('subscription_tier')).toBe('professional');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(localStorage.getItem('userQuizCompleted')).toBeNull();
    expect(localStorage.getItem('subscription_active')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('closes on Escape', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    const { onOpenChange } = renderModal();
    const email = await screen.findByLabelText('Email');
    fireEvent.keyDown(email, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
