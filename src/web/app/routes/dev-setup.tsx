import { useQuery } from '@tanstack/react-query';
import { HealthSchema } from '../../../shared/contracts/system.ts';
import { Card } from '../../components/ui/card.tsx';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { apiRequest } from '../../lib/api-client.ts';

export const DEV_ONLY_MESSAGE = 'This page is only available in development mode.';

function DevDiagnostics() {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: async () => HealthSchema.parse(await apiRequest<unknown>('/health')),
    retry: false,
  });
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading title="Development setup" lead="Diagnostics for the local development build." />
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-navy-900">Server health</h2>
        {health.isPending ? <p className="mt-2 text-slate-600">Checking…</p> : null}
        {health.isError ? (
          <p className="mt-2 text-red-700">The API is not reachable: {health.error.message}</p>
        ) : null}
        {health.data ? (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium">{health.data.status}</dd>
            <dt className="text-slate-600">Database</dt>
            <dd className="font-medium">
              {health.data.database.kind},{' '}
              {health.data.database.reachable ? 'reachable' : 'unreachable'}
            </dd>
            <dt className="text-slate-600">Roles loaded</dt>
            <dd className="tabular font-medium">{health.data.roles}</dd>
          </dl>
        ) : null}
      </Card>
    </PageContainer>
  );
}

export function DevSetupRoute() {
  if (import.meta.env.PROD) {
    return (
      // SPEC.md section 2: the page shows only this sentence, so the sentence is its one heading.
      <PageContainer className="max-w-3xl">
        <h1 className="py-16 text-center text-lg font-normal text-slate-700">{DEV_ONLY_MESSAGE}</h1>
      </PageContainer>
    );
  }
  return <DevDiagnostics />;
}
