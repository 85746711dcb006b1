import { useSearchParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useJobs } from '../../features/catalogue/api/get-jobs.ts';
import { RoleCatalogue } from '../../features/catalogue/components/role-catalogue.tsx';
import { QuizSection } from '../../features/quiz/components/quiz-section.tsx';
import { useTaskProgress } from '../../features/tasks/api/task-requests.ts';
import { hasEntitlement } from '../../../shared/domain/plans.ts';

export function RoleSelectionRoute() {
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const { data: jobs } = useJobs();
  const startQuiz = params.get('quiz') === 'start';
  const entitled = !!user && hasEntitlement(user) && user.openedSimulations.length > 0;
  const progress = useTaskProgress(entitled).data;

  return (
    <PageContainer className="space-y-8 sm:space-y-10">
      <title>Finance roles | FinSim</title>
      <PageHeading
        title="Finance roles"
        lead="Search the catalogue, filter by category, level and salary band, and compare roles side by side."
      />
      {/* Drawn at once, not after the profile loads: appearing late, it pushed the catalogue down
          (layout shift, issue 15). A signed-in user's arrival remounts it with their lists. */}
      <QuizSection
        key={user?.uid ?? 'visitor'}
        user={user ?? null}
        catalogue={jobs?.jobs ?? []}
        startOpen={startQuiz}
        onClose={() => {
          // Only the quiz's own parameter goes: the catalogue's search and filters stay.
          if (startQuiz)
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete('quiz');
                return next;
              },
              { replace: true },
            );
        }}
      />
      <RoleCatalogue
        progress={Object.fromEntries(
          (progress?.roles ?? []).map((r) => [r.job_id, { passed: r.passed, graded: r.graded }]),
        )}
      />
    </PageContainer>
  );
}
