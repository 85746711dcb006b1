import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page.tsx';
import { LocalCheckoutPage } from '../../features/billing/components/local-checkout.tsx';

export function LocalCheckoutRoute() {
  const { checkoutId = '' } = useParams();
  return (
    <PageContainer>
      <LocalCheckoutPage checkoutId={checkoutId} />
    </PageContainer>
  );
}
