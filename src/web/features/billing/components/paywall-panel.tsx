import { useQuery } from '@tanstack/react-query';
import { Check, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { BILLING_MESSAGES, PLANS } from '../../../../shared/domain/plans.ts';
import { MONTHLY_PRICE_GBP } from '../../../../shared/domain/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { formatGbp } from '../../../lib/format.ts';
import { plansQueryOptions, startCheckout } from '../api/billing-requests.ts';

export interface PaywallPanelProps {
  /** The signed-in user, or null for a visitor (who is asked to sign in first). */
  user: { uid: string; email: string } | null;
  onSignInRequired: () => void;
  /** For tests: where the browser goes. */
  go?: (url: string) => void;
  headingLevel?: 'h1' | 'h2';
}

/** The 'Unlock' screen of the paywall, shared by the modal and the /paywall page. */
export function PaywallPanel({
  user,
  onSignInRequired,
  go,
  headingLevel: Heading = 'h2',
}: PaywallPanelProps) {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const { data: plans } = useQuery(plansQueryOptions);
  const testMode = plans?.provider === 'local';

  const subscribe = async () => {
    if (!user) {
      onSignInRequired();
      return;
    }
    setBusy(true);
    try {
      await startCheckout(user, 'single', go);
    } catch {
      setBusy(false);
      await dialogs.alert(BILLING_MESSAGES.checkoutFailed, { title: 'Payment' });
    }
  };

  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 text-2xl font-bold text-navy-900">Unlock</Heading>
      <p className="mt-1 text-slate-600">Every simulation, coaching workflow and CV screen.</p>
      <p className="mt-4">
        <span className="tabular text-4xl font-bold text-navy-900">
          {formatGbp(MONTHLY_PRICE_GBP)}
        </span>{' '}
        <span className="text-slate-600">per month</span>
      </p>
      <ul className="mx-auto mt-6 max-w-xs space-y-2 text-left">
        {PLANS.single.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-8 w-full" disabled={busy} onClick={() => void subscribe()}>
        {busy ? 'Opening checkout…' : 'Start Subscription'}
      </Button>
      <p className="mt-3 text-xs text-slate-500">
        {PLANS.single.name} plan, billed in GBP. Cancel anytime; access continues to the end of the
        period.
        {testMode ? ' This site uses test payments: no money is taken.' : ' Payments by Stripe.'}
      </p>
    </div>
  );
}
