import { PageContainer } from '../../components/ui/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useCurrentUser } from '../../features/account/api/get-profile.ts';
import { useJobs } from '../../features/catalogue/api/get-jobs.ts';
import { ResultsView } from '../../features/quiz/components/results-view.tsx';
import { catalogueIndex } from '../../features/quiz/role-facts.ts';

/** `/results`: the person's own quiz matches, on this device or from their account. */
export function ResultsRoute() {
  const { data: user } = useCurrentUser();
  const { data: jobs } = useJobs();
  useDocumentTitle('Your top matches');
  return (
    <PageContainer className="print:max-w-none print:px-0">
      <ResultsView catalogue={catalogueIndex(jobs?.jobs ?? [])} signedIn={!!user} />
    </PageContainer>
  );
}
