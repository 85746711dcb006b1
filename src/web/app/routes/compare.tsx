import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useQueries } from '@tanstack/react-query';
import { compareUrl, parseComparedRoles } from '../../../shared/domain/role-comparison.ts';
import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { jobQueryOptions } from '../../features/catalogue/api/get-job.ts';
import { RoleComparison } from '../../features/catalogue/components/role-comparison.tsx';

/** "A, B and C" */
function listOf(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * `/compare?roles=a,b,c` (issue 15): two or three roles side by side. The address is the whole
 * state, so a copied link opens the same comparison; changes replace it rather than pile up in
 * history, so Back leaves the comparison.
 */
export function CompareRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobIds = parseComparedRoles(params.get('roles'));
  // The same queries the columns make: their titles name the page once loaded.
  const titles = useQueries({ queries: jobIds.map((id) => jobQueryOptions(id)) })
    .map((query) => query.data?.title)
    .filter((title) => title !== undefined);
  useDocumentTitle(titles.length > 0 ? `Compare ${listOf(titles)}` : 'Compare roles');

  return (
    <PageContainer>
      <PageHeading
        title="Compare roles"
        lead="Salary band, level, skills, a typical day and what the simulation asks you to do, side by side."
      />
      <RoleComparison
        jobIds={jobIds}
        onChange={(next) =>
          void navigate(compareUrl(next), { replace: true, preventScrollReset: true })
        }
      />
    </PageContainer>
  );
}
