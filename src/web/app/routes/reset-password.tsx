import { PageContainer } from '../../components/ui/page.tsx';
import { ResetPasswordPage } from '../../features/account/components/reset-password-page.tsx';

export function ResetPasswordRoute() {
  return (
    <PageContainer>
      <ResetPasswordPage />
    </PageContainer>
  );
}
