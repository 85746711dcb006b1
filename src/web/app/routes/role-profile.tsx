import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page.tsx';
import { RoleProfile } from '../../features/catalogue/components/role-profile.tsx';

export function RoleProfileRoute() {
  const { jobId = '' } = useParams();
  return (
    <PageContainer>
      <RoleProfile jobId={jobId} />
    </PageContainer>
  );
}
