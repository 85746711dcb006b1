import { Card } from '../../components/ui/card.tsx';
import { PageContainer } from '../../components/ui/page.tsx';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { PaywallPanel } from '../../features/billing/components/paywall-panel.tsx';
import { usePaywall } from '../paywall-provider.tsx';

/** SPEC.md section 4: where a user without an active subscription is sent. */
export function PaywallRoute() {
  const { data: user } = useCurrentUser();
  const { openPaywall } = usePaywall();
  return (
    <PageContainer className="max-w-lg">
      <Card className="p-6 sm:p-10">
        <PaywallPanel user={user ?? null} onSignInRequired={openPaywall} headingLevel="h1" />
      </Card>
    </PageContainer>
  );
}
