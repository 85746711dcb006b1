import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSharedResults } from '../../features/quiz/api/get-shared-results.ts';
import { SharedResultsView } from '../../features/quiz/components/shared-results-view.tsx';

/** `/results/:shareId`: matches someone shared, for anyone with the link. */
export function SharedResultsRoute() {
  const { shareId = '' } = useParams();
  const shared = useSharedResults(shareId);
  const missing = shared.error instanceof ApiError && shared.error.status < 500;
  useDocumentTitle(missing ? 'Shared results not found' : 'Shared career matches');
  return (
    <PageContainer className="print:max-w-none print:px-0">
      {shared.isPending ? (
        <div className="min-h-96 py-24 text-center">
          <Spinner label="Loading the shared results…" />
        </div>
      ) : null}
      {shared.error ? (
        <div className="mx-auto max-w-xl text-center">
          <h1 className="text-3xl font-bold text-navy-900">
            {missing ? 'Shared results not found' : 'The shared results could not be loaded'}
          </h1>
          <p role="alert" className="mt-3 text-lg text-slate-600">
            {missing
              ? shared.error.message
              : 'Please check your connection and try again in a moment.'}
          </p>
          <ButtonLink to="/role-selection?quiz=start" className="mt-6">
            Take the quiz yourself
          </ButtonLink>
        </div>
      ) : null}
      {shared.data ? <SharedResultsView shared={shared.data} /> : null}
    </PageContainer>
  );
}
