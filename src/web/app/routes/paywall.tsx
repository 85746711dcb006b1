import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../shared/contracts/accounts.ts';
import { describeAllowance, holdsPlan, PLANS } from '../../../shared/domain/plans.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageContainer } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { PaywallPanel } from '../../features/billing/components/paywall-panel.tsx';
import { usePaywall } from '../paywall-provider.tsx';

/** How long the notice shows before the page moves on to the roles. */
export const ALREADY_SUBSCRIBED_REDIRECT_MS = 3_000;

/** SPEC.md section 4: where a user without an active subscription is sent. */
export function PaywallRoute() {
  const { data: user, isPending } = useCurrentUser();
  const { openPaywall } = usePaywall();
  if (isPending) {
    return (
      <PageContainer className="max-w-lg py-24 text-center">
        <Spinner label="Loading…" />
      </PageContainer>
    );
  }
  if (user && holdsPlan(user, 'single')) return <AlreadySubscribed user={user} />;
  return (
    <PageContainer className="max-w-lg">
      <Card className="p-6 sm:p-10">
        <PaywallPanel user={user ?? null} onSignInRequired={openPaywall} headingLevel="h1" />
      </Card>
    </PageContainer>
  );
}

/**
 * An active subscriber has nothing to buy here (issue 15): the page says they have a plan and takes
 * them to their roles, rather than offering a checkout the server would refuse.
 */
function AlreadySubscribed({ user }: { user: Profile }) {
  const navigate = useNavigate();
  useDocumentTitle('Your plan');
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/role-selection', { replace: true }),
      ALREADY_SUBSCRIBED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <PageContainer className="max-w-lg">
      <Card className="p-6 text-center sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <BadgeCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-navy-900">You already have a plan</h1>
        <div role="status" className="mt-3 text-slate-700">
          <p>
            Your {PLANS.single.name} plan is active (
            {describeAllowance(user.maxSimulations).toLowerCase()}), so there is nothing to pay
            here.
          </p>
          <p className="mt-2 text-sm text-slate-600">Taking you to your roles…</p>
        </div>
        <ButtonLink to="/role-selection" replace size="lg" className="mt-6 w-full">
          Go to my roles
        </ButtonLink>
      </Card>
    </PageContainer>
  );
}
