import { useSearchParams } from 'react-router';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useJobs } from '../../features/catalogue/api/get-jobs.ts';
import { RoleCatalogue } from '../../features/catalogue/components/role-catalogue.tsx';
import { QuizSection } from '../../features/quiz/components/quiz-section.tsx';

export function RoleSelectionRoute() {
  const [params, setParams] = useSearchParams();
  const { data: user, isPending: userPending } = useCurrentUser();
  const { data: jobs } = useJobs();
  const startQuiz = params.get('quiz') === 'start';

  return (
    <PageContainer className="space-y-10">
      <PageHeading
        title="Finance roles"
        lead="Take the matching quiz, or search the catalogue and filter by category. Open a role to see what the job involves, what it pays and who thrives in it."
      />
      {userPending ? null : (
        <QuizSection
          key={user?.uid ?? 'visitor'}
          user={user ?? null}
          catalogue={jobs?.jobs ?? []}
          startOpen={startQuiz}
          onClose={() => {
            if (startQuiz) setParams({}, { replace: true });
          }}
        />
      )}
      <RoleCatalogue />
    </PageContainer>
  );
}
