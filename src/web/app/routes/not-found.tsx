import { Home } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page.tsx';

export function NotFoundRoute() {
  return (
    <PageContainer className="max-w-xl py-12 text-center">
      <p className="tabular text-6xl font-bold text-emerald-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <Home aria-hidden="true" className="size-4" /> Back to home
        </ButtonLink>
        <ButtonLink to="/role-selection" variant="secondary">
          Browse roles
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
