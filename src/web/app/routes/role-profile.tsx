import { useNavigate, useParams } from 'react-router';
import { describeOpeningCost, hasEntitlement } from '../../../shared/domain/plans.ts';
import { PageContainer } from '../../components/ui/page.tsx';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { RoleProfile } from '../../features/catalogue/components/role-profile.tsx';
import { SimulationAccess } from '../../features/simulation/components/simulation-access.tsx';
import { usePaywall } from '../paywall-provider.tsx';

function SimulationEntry({ job }: { job: { job_id: string; title: string } }) {
  const { data: user } = useCurrentUser();
  const { openPaywall } = usePaywall();
  const navigate = useNavigate();
  const entitled = user ? hasEntitlement(user) : false;

  // SPEC.md section 4: remember the role, so payment success brings the person back to it.
  const unlock = () => {
    try {
      window.sessionStorage.setItem(SESSION_KEYS.pendingSimulation, job.job_id);
    } catch {
      // Without session storage the person lands on the catalogue after paying.
    }
    if (user) void navigate('/paywall');
    else openPaywall();
  };

  return (
    <SimulationAccess
      key={`${job.job_id}:${entitled}`}
      jobId={job.job_id}
      title={job.title}
      entitled={entitled}
      allowance={
        user && entitled
          ? describeOpeningCost(user.maxSimulations, user.openedSimulations, job.job_id)
          : undefined
      }
      onUnlock={unlock}
    />
  );
}

export function RoleProfileRoute() {
  const { jobId = '' } = useParams();
  return (
    <PageContainer>
      <RoleProfile jobId={jobId} renderSimulation={(job) => <SimulationEntry job={job} />} />
    </PageContainer>
  );
}
