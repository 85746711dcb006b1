import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { onSessionEnded } from '../../../lib/session-events.ts';
import { forgetUser } from '../api/auth-requests.ts';
import { useCurrentUser } from '../api/get-profile.ts';
import { Avatar, tierLabel } from './user-badge.tsx';

// Loaded the first time it opens: most visitors of a page never sign in on it.
const AuthModal = lazyDialog(() => import('./auth-modal.tsx').then((module) => module.AuthModal));

/**
 * SPEC.md section 4: when the server says the account was disabled or the session expired, the
 * page signs out, says why and goes home. Every page header mounts this once.
 */
export function useSignOutWhenSessionEnds() {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded((_code, message) => {
        forgetUser(client);
        void dialogs.alert(message, { title: 'Signed out' });
        void navigate('/');
      }),
    [client, dialogs, navigate],
  );
}

/**
 * The header's account corner: Sign In for a visitor, the user's badge otherwise. `?auth=signin`
 * in the address opens the sign-in dialog (where /settings sends a visitor).
 */
export function AccountControls() {
  const { data: user, isPending } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();

  const requested = params.get('auth') === 'signin';
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && requested) {
      const rest = new URLSearchParams(params);
      rest.delete('auth');
      setParams(rest, { replace: true });
    }
  };

  useSignOutWhenSessionEnds();

  if (isPending) return <span className="inline-block h-10 w-24" aria-hidden="true" />;

  return (
    <>
      {user ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Account: ${user.displayName}`}
          className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm hover:bg-slate-100"
        >
          <Avatar name={user.displayName} />
          <span className="hidden max-w-32 truncate font-medium text-navy-900 sm:inline">
            {user.displayName}
          </span>
          {user.subscriptionStatus === 'active' ? (
            <span className="hidden text-xs text-slate-500 md:inline">
              {tierLabel(user.subscriptionTier)}
            </span>
          ) : null}
        </button>
      ) : (
        <Button onClick={() => setOpen(true)}>Sign In</Button>
      )}
      <AuthModal open={open || requested} onOpenChange={handleOpenChange} />
    </>
  );
}
