import { useNavigate, useParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { VerifyCertificate } from '../../features/tasks/components/verify-form.tsx';

/** Public: check a FinSim certificate code. */
export function VerifyRoute() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer className="py-8">
      <PageHeading
        title="Verify a certificate"
        lead="Enter the code printed on a FinSim certificate to check that it is genuine."
      />
      <VerifyCertificate
        key={code}
        initialCode={code}
        onCode={(next) => void navigate(`/verify/${encodeURIComponent(next)}`)}
      />
    </PageContainer>
  );
}
