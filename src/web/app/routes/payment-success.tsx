import { useQueryClient } from '@tanstack/react-query';
import { PageContainer } from '../../components/ui/page.tsx';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { PaymentSuccess } from '../../features/billing/components/payment-success.tsx';

export function PaymentSuccessRoute() {
  const client = useQueryClient();
  return (
    <PageContainer>
      <PaymentSuccess
        refreshProfile={() => client.fetchQuery({ ...profileQueryOptions, staleTime: 0 })}
      />
    </PageContainer>
  );
}
