import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useJobs } from '../../features/catalogue/api/get-jobs.ts';
import { RoleCatalogue } from '../../features/catalogue/components/role-catalogue.tsx';
import { QUIZ_PARAM } from '../../features/quiz/hooks/use-quiz-step.ts';
import { QuizSection } from '../../features/quiz/components/quiz-section.tsx';
import { useTaskProgress } from '../../features/tasks/api/task-requests.ts';
import { hasEntitlement } from '../../../shared/domain/plans.ts';

export function RoleSelectionRoute() {
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const { data: jobs } = useJobs();
  // While the quiz is open it is the page (issue 15): one focused flow, full screen on a phone.
  const quizOpen = params.has(QUIZ_PARAM);
  const entitled = !!user && hasEntitlement(user) && user.openedSimulations.length > 0;
  const progress = useTaskProgress(entitled).data;
  useDocumentTitle(quizOpen ? 'Career matching quiz' : 'Finance roles');

  if (quizOpen) {
    return (
      <PageContainer className="max-w-3xl max-sm:-my-8">
        <QuizSection user={user ?? null} catalogue={jobs?.jobs ?? []} />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="space-y-8 sm:space-y-10">
      <PageHeading
        title="Finance roles"
        lead="Search the catalogue, filter by category, level and salary band, and compare roles side by side."
      />
      <QuizSection user={user ?? null} catalogue={jobs?.jobs ?? []} />
      <RoleCatalogue
        progress={Object.fromEntries(
          (progress?.roles ?? []).map((r) => [r.job_id, { passed: r.passed, graded: r.graded }]),
        )}
      />
    </PageContainer>
  );
}
