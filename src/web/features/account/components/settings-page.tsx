import { formatLongDate } from '../../../../shared/domain/formats.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut, Pencil, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '../../../../shared/contracts/accounts.ts';
import { PRODUCT_NAME } from '../../../../shared/domain/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormError } from '../../../components/ui/text-field.tsx';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage-keys.ts';
import { clearQuizStorage } from '../account-storage.ts';
import {
  authErrorMessage,
  clearQuizData,
  deleteAccount,
  signOut,
  updateUserProfile,
} from '../api/auth-requests.ts';
import { useCurrentUser } from '../api/get-profile.ts';

export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete your account? This action cannot be undone.';

function formatCreated(iso: string | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatLongDate(date);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-4 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function DisplayNameEditor({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(profile.displayName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateUserProfile(client, { displayName: value });
      setEditing(false);
    } catch (caught) {
      setError(authErrorMessage(caught, 'Your display name could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <span className="flex items-center gap-3">
        <span>{profile.displayName || 'Not set'}</span>
        <Button variant="ghost" onClick={() => setEditing(true)} aria-label="Edit display name">
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
      </span>
    );
  }
  return (
    <form onSubmit={save} className="flex w-full flex-col gap-2 sm:w-80">
      <label htmlFor="display-name-input" className="sr-only">
        Display name
      </label>
      <input
        id="display-name-input"
        value={value}
        maxLength={60}
        onChange={(e) => setValue(e.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Save
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setEditing(false);
            setValue(profile.displayName);
            setError(null);
          }}
        >
          Cancel
        </Button>
      </div>
      <FormError message={error} />
    </form>
  );
}

export function SettingsPage({
  renderSubscriptionActions,
}: {
  /** The Cancel Subscription button and dialog (from the billing feature). */
  renderSubscriptionActions?: (profile: Profile) => ReactNode;
} = {}) {
  const { data: user, isPending } = useCurrentUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const subscriptionActive = readStorage(STORAGE_KEYS.subscriptionActive) !== null;

  // Set while this page signs the user out or deletes the account, so that is not taken for a
  // visitor arriving here.
  const leaving = useRef(false);

  useEffect(() => {
    // Signed-in only: a visitor goes to the landing page with the sign-in dialog open.
    if (!isPending && !user && !leaving.current) void navigate('/?auth=signin', { replace: true });
  }, [isPending, user, navigate]);

  if (isPending || !user) {
    return (
      <div className="py-24 text-center">
        <Spinner label="Loading your account…" />
      </div>
    );
  }

  const logout = async () => {
    leaving.current = true;
    await signOut(client);
    void navigate('/');
  };

  const clearData = async () => {
    // The account first: if the server cannot clear it, nothing is lost on this device either.
    try {
      await clearQuizData(client);
    } catch (caught) {
      await dialogs.alert(
        authErrorMessage(caught, 'Your quiz data could not be cleared. Please try again.'),
      );
      return;
    }
    clearQuizStorage();
    await dialogs.alert('Quiz data cleared');
  };

  const removeAccount = async () => {
    if (
      !(await dialogs.confirm(DELETE_CONFIRM_TEXT, {
        title: 'Delete account',
        confirmLabel: 'Delete Account',
        danger: true,
      }))
    ) {
      return;
    }
    leaving.current = true;
    try {
      await deleteAccount(client);
      await dialogs.alert('Your account and all its data have been deleted.', {
        title: 'Account deleted',
      });
      void navigate('/');
    } catch (caught) {
      leaving.current = false;
      await dialogs.alert(
        authErrorMessage(caught, 'Your account could not be deleted. Please try again.'),
      );
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      <header className="mb-8 flex flex-wrap items-center gap-4">
        <Link
          to="/"
          aria-label="Back to home"
          className="rounded-full border border-slate-200 p-2 text-navy-900 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="flex-1">
          <p className="text-sm font-semibold text-emerald-800">{PRODUCT_NAME}</p>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">Account Settings</h1>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-medium text-slate-700">{user.displayName || 'User'}</span>
          <Button variant="secondary" onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" /> Logout
          </Button>
        </div>
      </header>

      <div className="space-y-6">
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <UserRound aria-hidden="true" className="size-5 text-emerald-700" /> Account Information
          </h2>
          <dl className="mt-2">
            <Row label="Email">{user.email}</Row>
            <Row label="Display Name">
              <DisplayNameEditor key={user.displayName} profile={user} />
            </Row>
            <Row label="Account Created">{formatCreated(user.createdAt)}</Row>
            <Row label="Subscription Status">
              <span
                className={subscriptionActive ? 'font-semibold text-emerald-800' : 'text-slate-700'}
              >
                {subscriptionActive ? 'Active' : 'Inactive'}
              </span>
            </Row>
          </dl>
        </Card>

        {subscriptionActive ? (
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-navy-900">Subscription Management</h2>
            <p className="mt-2 text-slate-700">
              You can cancel your subscription at any time. You&apos;ll continue to have access
              until the end of your current billing period.
            </p>
            {renderSubscriptionActions ? (
              <div className="mt-4">{renderSubscriptionActions(user)}</div>
            ) : null}
          </Card>
        ) : null}

        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" /> Data &amp;
            Privacy
          </h2>
          <div className="mt-4 flex flex-col gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-medium text-navy-900">Quiz Data</h3>
                <p className="text-sm text-slate-600">
                  Your quiz answers and matches, on this device and in your account.
                </p>
              </div>
              <Button variant="secondary" onClick={() => void clearData()}>
                Clear Data
              </Button>
            </div>
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-medium text-navy-900">Account Data</h3>
                <p className="text-sm text-slate-600">
                  Delete your account, your profile and every session for good.
                </p>
              </div>
              <Button className="bg-red-700 hover:bg-red-800" onClick={() => void removeAccount()}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete Account
              </Button>
            </div>
          </div>
        </Card>
      </div>
    </div>
  );
}
