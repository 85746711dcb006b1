import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';

/** PRODUCT.md D11: /sandbox/{job_id} lands on the role's simulation page. */
function SandboxAlias() {
  const { jobId = '' } = useParams();
  return <Navigate to={`/simulations/${encodeURIComponent(jobId)}`} replace />;
}

// The landing page is eager; every other page loads on demand to keep the first page light.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <LandingRoute /> },
      {
        path: 'decision',
        lazy: async () => ({ Component: (await import('./routes/decision.tsx')).DecisionRoute }),
      },
      {
        path: 'role-selection',
        lazy: async () => ({
          Component: (await import('./routes/role-selection.tsx')).RoleSelectionRoute,
        }),
      },
      {
        path: 'simulations/:jobId',
        lazy: async () => ({
          Component: (await import('./routes/role-profile.tsx')).RoleProfileRoute,
        }),
      },
      { path: 'sandbox/:jobId', element: <SandboxAlias /> },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('./routes/contact.tsx')).ContactRoute }),
      },
      {
        path: 'dev-setup',
        lazy: async () => ({ Component: (await import('./routes/dev-setup.tsx')).DevSetupRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
