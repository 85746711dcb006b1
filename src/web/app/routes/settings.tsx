import { useState } from 'react';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import { formatAccessEnd } from '../../../shared/domain/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { SettingsPage } from '../../features/account/components/settings-page.tsx';
import { CancelSubscriptionDialog } from '../../features/billing/components/cancel-subscription-dialog.tsx';

function CancelSubscription({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  if (profile.cancelAt) {
    const until = formatAccessEnd(new Date(profile.cancelAt));
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
        Your subscription is cancelled. You have access until {until}.
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel Subscription
      </Button>
      <CancelSubscriptionDialog open={open} onOpenChange={setOpen} userId={profile.uid} />
    </>
  );
}

export function SettingsRoute() {
  return (
    <SettingsPage
      renderSubscriptionActions={(profile) => <CancelSubscription profile={profile} />}
    />
  );
}
