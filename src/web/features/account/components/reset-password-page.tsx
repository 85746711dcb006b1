import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '../../../../shared/domain/auth-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormError, TextField } from '../../../components/ui/text-field.tsx';
import { authErrorMessage, resetPassword } from '../api/auth-requests.ts';

/** The page a reset e-mail links to: choose a new password, then you are signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) return setError(VALIDATION_MESSAGES.passwordsDoNotMatch);
    if (password.length < PASSWORD_MIN_LENGTH)
      return setError(VALIDATION_MESSAGES.passwordTooShort);
    setBusy(true);
    try {
      await resetPassword(client, token, password);
      void navigate('/role-selection', { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <KeyRound aria-hidden="true" className="size-9 text-emerald-700" />
      <h1 className="mt-3 text-2xl font-bold text-navy-900">Choose a new password</h1>
      {token ? (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <FormError message={error} />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Saving…' : 'Set new password'}
          </Button>
        </form>
      ) : (
        <p role="alert" className="mt-4 text-slate-700">
          This reset link is not valid or has already been used. Please request a new one from the
          sign-in dialog.
        </p>
      )}
    </Card>
  );
}
