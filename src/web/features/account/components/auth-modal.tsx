import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import {
  DEFAULT_RESET_ERROR,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '../../../../shared/domain/auth-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormError, TextField } from '../../../components/ui/text-field.tsx';
import {
  authErrorMessage,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
} from '../api/auth-requests.ts';
import { useCurrentUser } from '../api/get-profile.ts';
import { UserBadge } from './user-badge.tsx';

export type AuthView = 'sign-in' | 'sign-up' | 'forgot' | 'sent';

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialView?: 'sign-in' | 'sign-up';
  /** After success, open the paywall (supplied by the billing feature) instead of the callback. */
  showPaymentOptions?: boolean;
  onShowPaymentOptions?: (profile: Profile) => void;
  onAuthenticated?: (profile: Profile) => void;
  /** Said with the sign-in and sign-up descriptions (the paywall's price, when it follows). */
  notice?: ReactNode;
}

/** SPEC.md section 5, checked in the page before the server checks the same rules. */
export function validateSignUp(fields: {
  displayName: string;
  password: string;
  confirmPassword: string;
}): string | null {
  if (fields.displayName.trim() === '') return VALIDATION_MESSAGES.displayNameRequired;
  if (fields.password !== fields.confirmPassword) return VALIDATION_MESSAGES.passwordsDoNotMatch;
  if (fields.password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  return null;
}

const TITLES: Record<AuthView, string> = {
  'sign-in': 'Sign in to FinSim',
  'sign-up': 'Create your account',
  forgot: 'Reset your password',
  sent: 'Email Sent',
};

export function AuthModal({
  open,
  onOpenChange,
  initialView = 'sign-in',
  showPaymentOptions = false,
  onShowPaymentOptions,
  onAuthenticated,
  notice,
}: AuthModalProps) {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [view, setView] = useState<AuthView>(initialView);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts fresh on the requested view (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView(initialView);
      setError(null);
      setPassword('');
      setConfirmPassword('');
    }
  }

  const switchView = (next: AuthView) => {
    setView(next);
    setError(null);
  };

  // The success callbacks run before the modal reports itself closed, so whoever opened it can
  // tell signing in from dismissing it.
  const finish = (profile: Profile | null) => {
    if (profile) {
      if (showPaymentOptions && onShowPaymentOptions) onShowPaymentOptions(profile);
      else onAuthenticated?.(profile);
    }
    onOpenChange(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (view === 'sign-up') {
      const invalid = validateSignUp({ displayName, password, confirmPassword });
      if (invalid) return setError(invalid);
    }
    if (view === 'forgot' && email.trim() === '')
      return setError(VALIDATION_MESSAGES.emailRequired);
    setBusy(true);
    try {
      if (view === 'sign-in') finish(await signIn(client, email.trim(), password));
      else if (view === 'sign-up')
        finish(await signUp(client, displayName.trim(), email.trim(), password));
      else if (view === 'forgot') {
        await requestPasswordReset(email.trim());
        setView('sent');
      }
    } catch (caught) {
      setError(
        view === 'forgot'
          ? caught instanceof Error
            ? caught.message
            : DEFAULT_RESET_ERROR
          : authErrorMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  };

  if (user && view !== 'sent') {
    return (
      <Modal open={open} onOpenChange={onOpenChange} title="Your account">
        <UserBadge
          profile={user}
          onNavigate={() => onOpenChange(false)}
          onLogout={() => {
            void signOut(client).finally(() => onOpenChange(false));
          }}
        />
      </Modal>
    );
  }

  // Part of the description, so a screen reader says it with the dialog's title.
  const withNotice = (lead: string) =>
    notice ? (
      <>
        {lead}
        <span className="mt-3 block rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          {notice}
        </span>
      </>
    ) : (
      lead
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[view]}
      description={
        view === 'sign-in'
          ? withNotice('Welcome back. Sign in to open simulations and keep your matches.')
          : view === 'sign-up'
            ? withNotice(
                'It takes a minute. Your quiz matches and shortlist are saved to your account.',
              )
            : view === 'forgot'
              ? 'Enter the e-mail address of your account and we will send you a link to choose a new password.'
              : undefined
      }
    >
      {view === 'sent' ? (
        <div className="mt-4 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
          <p role="status" className="mt-3 text-slate-700">
            If an account uses <strong>{email.trim()}</strong>, a reset link is on its way. It works
            once and expires in 1 hour.
          </p>
          <Button className="mt-6 w-full" onClick={() => switchView('sign-in')}>
            Back to sign in
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          {view === 'sign-up' ? (
            <TextField
              label="Display name"
              name="displayName"
              autoComplete="name"
              value={displayName}
              maxLength={60}
              onChange={(e) => setDisplayName(e.target.value)}
            />
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {view !== 'forgot' ? (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete={view === 'sign-up' ? 'new-password' : 'current-password'}
              required
              value={password}
              hint={view === 'sign-up' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          ) : null}
          {view === 'sign-up' ? (
            <TextField
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          ) : null}
          <FormError message={error} />
          <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy
              ? 'Please wait…'
              : view === 'sign-in'
                ? 'Sign In'
                : view === 'sign-up'
                  ? 'Create Account'
                  : 'Send Reset Link'}
          </Button>
          <div className="flex flex-col items-center gap-2 pt-2 text-sm">
            {view === 'sign-in' ? (
              <>
                <button
                  type="button"
                  className="font-medium text-emerald-800 underline"
                  onClick={() => switchView('forgot')}
                >
                  Forgot your password?
                </button>
                <p className="text-slate-600">
                  New to FinSim?{' '}
                  <button
                    type="button"
                    className="font-medium text-emerald-800 underline"
                    onClick={() => switchView('sign-up')}
                  >
                    Create an account
                  </button>
                </p>
              </>
            ) : (
              <p className="text-slate-600">
                {view === 'sign-up' ? 'Already have an account? ' : 'Remembered it? '}
                <button
                  type="button"
                  className="font-medium text-emerald-800 underline"
                  onClick={() => switchView('sign-in')}
                >
                  Sign in
                </button>
              </p>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
