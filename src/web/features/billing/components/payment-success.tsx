import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BILLING_MESSAGES,
  describeAllowance,
  hasEntitlement,
  isPlanId,
  PLANS,
} from '../../../../shared/domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';

/** SPEC.md section 9: the payment-success delays. */
export const PAYMENT_SUCCESS_DELAYS = {
  firstCheck: 2_000,
  secondCheck: 3_000,
  redirectAfterFirst: 2_000,
  redirectAfterSecond: 1_000,
} as const;

interface SubscriptionSnapshot {
  subscriptionStatus: string;
  subscriptionTier: string;
  maxSimulations: number;
}

type Phase =
  { kind: 'processing' } | { kind: 'success'; profile: SubscriptionSnapshot } | { kind: 'error' };

/** Where to go after paying: the simulation the user was opening, else the catalogue. */
export function takeRedirectTarget(signedIn: boolean): string {
  if (!signedIn) return '/role-selection';
  try {
    const jobId = window.sessionStorage.getItem(SESSION_KEYS.pendingSimulation);
    if (jobId) {
      window.sessionStorage.removeItem(SESSION_KEYS.pendingSimulation);
      return `/sandbox/${encodeURIComponent(jobId)}`;
    }
  } catch {
    // Session storage unavailable: fall through to the catalogue.
  }
  return '/role-selection';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md section 4: refresh the profile and wait about 2 s; active -> success, redirect after
 * 2 s; else wait 3 s more; active -> redirect after 1 s; else the pending-payment error.
 */
export function PaymentSuccess({
  refreshProfile,
}: {
  /** Reads the profile from the server (null when nobody is signed in). */
  refreshProfile: () => Promise<SubscriptionSnapshot | null>;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'processing' });
  const target = useRef<string | null>(null);
  const refresh = useRef(refreshProfile);

  useEffect(() => {
    let alive = true;
    const finish = async (signedIn: boolean, delay: number) => {
      target.current ??= takeRedirectTarget(signedIn);
      await sleep(delay);
      if (alive) void navigate(target.current, { replace: true });
    };
    void (async () => {
      const check = async () => {
        try {
          return { ok: true as const, profile: await refresh.current() };
        } catch {
          return { ok: false as const, profile: null };
        }
      };
      let result = await check();
      await sleep(PAYMENT_SUCCESS_DELAYS.firstCheck);
      if (!alive) return;
      if (result.ok && result.profile === null) return finish(false, 0);
      if (result.profile && hasEntitlement(result.profile)) {
        setPhase({ kind: 'success', profile: result.profile });
        return finish(true, PAYMENT_SUCCESS_DELAYS.redirectAfterFirst);
      }
      await sleep(PAYMENT_SUCCESS_DELAYS.secondCheck);
      if (!alive) return;
      result = await check();
      if (!alive) return;
      if (result.profile && hasEntitlement(result.profile)) {
        setPhase({ kind: 'success', profile: result.profile });
        return finish(true, PAYMENT_SUCCESS_DELAYS.redirectAfterSecond);
      }
      setPhase({ kind: 'error' });
    })();
    return () => {
      alive = false;
    };
  }, [navigate]);

  if (phase.kind === 'processing') {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-2xl font-bold text-navy-900">Processing Payment</h1>
        <p className="mt-2 text-slate-600">Confirming your subscription. This takes a moment.</p>
        <Spinner label="Processing Payment" className="mt-6" />
      </Card>
    );
  }

  if (phase.kind === 'error') {
    return (
      <Card className="mx-auto max-w-md p-8 text-center" role="alert">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-amber-600" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">Almost there</h1>
        <p className="mt-2 text-slate-700">{BILLING_MESSAGES.paymentPending}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="secondary" onClick={() => void navigate('/role-selection')}>
            Return to Role Selection
          </Button>
        </div>
      </Card>
    );
  }

  const tier = phase.profile.subscriptionTier;
  const fallback = params.get('tier');
  const plan = isPlanId(tier) ? PLANS[tier] : isPlanId(fallback) ? PLANS[fallback] : PLANS.starter;
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
      <h1 className="mt-4 text-2xl font-bold text-navy-900">Payment Successful!</h1>
      <p className="mt-2 text-slate-700">
        Welcome to the <strong>{plan.name}</strong> plan.
      </p>
      <p className="mt-1 text-slate-700" data-testid="simulation-count">
        {describeAllowance(phase.profile.maxSimulations)} included.
      </p>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => void navigate(target.current ?? '/role-selection', { replace: true })}
      >
        Start Exploring Careers
      </Button>
      <p className="mt-3 text-sm text-slate-500">Taking you there now…</p>
    </Card>
  );
}
