import { PageContainer, PageHeading } from '../../components/ui/page.tsx';
import { RoleCatalogue } from '../../features/catalogue/components/role-catalogue.tsx';

export function RoleSelectionRoute() {
  return (
    <PageContainer>
      <PageHeading
        title="Finance roles"
        lead="Search the catalogue or filter by category. Open a role to see what the job involves, what it pays and who thrives in it."
      />
      <RoleCatalogue />
    </PageContainer>
  );
}
