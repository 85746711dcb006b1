import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { formatGbp } from '../../../../shared/domain/formats.ts';
import { FREE_WITHOUT_A_PLAN, PAID_FEATURES } from '../../../../shared/domain/paid-features.ts';
import { BILLING_MESSAGES, PLANS, SINGLE_PLAN_PRICE_GBP } from '../../../../shared/domain/plans.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { plansQueryOptions, startCheckout } from '../api/billing-requests.ts';

export interface PaywallPanelProps {
  /** The signed-in user, or null for a visitor (who is asked to sign in first). */
  user: { uid: string; email: string } | null;
  onSignInRequired: () => void;
  /** For tests: where the browser goes. */
  go?: (url: string) => void;
  headingLevel?: 'h1' | 'h2';
  /** The person is leaving the panel for their roles (the modal closes). */
  onLeave?: () => void;
}

/** The server's sentence when checkout is refused because the account already holds the plan. */
function alreadySubscribed(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : null;
  return cause instanceof ApiError && cause.code === 'already-subscribed' ? cause.message : null;
}

/**
 * The 'Unlock' screen of the paywall, shared by the modal and the /paywall page. It lists what the
 * plan pays for from the one list of paid features, and says what stays free.
 */
export function PaywallPanel({
  user,
  onSignInRequired,
  go,
  headingLevel: Heading = 'h2',
  onLeave,
}: PaywallPanelProps) {
  const dialogs = useDialogs();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const { data: plans } = useQuery(plansQueryOptions);
  const testMode = plans?.provider === 'local';
  const price = plans?.plans.find((p) => p.id === 'single')?.priceGbp ?? SINGLE_PLAN_PRICE_GBP;

  const subscribe = async () => {
    if (!user) {
      onSignInRequired();
      return;
    }
    setBusy(true);
    try {
      await startCheckout(user, 'single', go);
    } catch (error) {
      setBusy(false);
      const already = alreadySubscribed(error);
      if (already) {
        // The page's idea of the account was out of date: refresh it, and say so plainly.
        setSubscribed(already);
        void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
        return;
      }
      await dialogs.alert(BILLING_MESSAGES.checkoutFailed, { title: 'Payment' });
    }
  };

  return (
    <div className="text-center">
      {/* Not on a phone, where it would push Start Subscription further down. */}
      <span className="mx-auto mb-4 hidden size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 sm:flex">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <Heading className="text-2xl font-bold text-navy-900">Unlock</Heading>
      <p className="mt-1 text-slate-600">What the {PLANS.single.name} plan adds, for every role.</p>
      <p className="mt-4">
        <span className="tabular text-4xl font-bold text-navy-900">{formatGbp(price)}</span>{' '}
        <span className="text-slate-600">per month</span>
      </p>
      <p className="mt-1 text-sm font-medium text-emerald-800">
        Cancel any time: access continues to the end of the month you paid for.
      </p>
      <ul aria-label="What the plan pays for" className="mx-auto mt-6 max-w-sm space-y-3 text-left">
        {PAID_FEATURES.map((feature) => (
          <li key={feature.id} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <span>
              <span className="block font-medium text-navy-900">{feature.title}</span>
              <span className="block text-sm text-slate-600">{feature.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      {subscribed ? (
        <div role="status" className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-emerald-950">{subscribed}</p>
          <ButtonLink to="/role-selection" className="mt-3" onClick={onLeave}>
            Go to my roles
          </ButtonLink>
        </div>
      ) : (
        <Button size="lg" className="mt-8 w-full" disabled={busy} onClick={() => void subscribe()}>
          {busy ? 'Opening checkout…' : 'Start Subscription'}
        </Button>
      )}
      <p className="mt-3 text-xs text-slate-600">{FREE_WITHOUT_A_PLAN}</p>
      <p className="mt-1 text-xs text-slate-600">
        {PLANS.single.name} plan, billed in GBP.
        {testMode ? ' This site uses test payments: no money is taken.' : ' Payments by Stripe.'}
      </p>
    </div>
  );
}
