import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/lazy-chunk.ts';
import { AppLayout, type RouteHandle } from './layout/app-layout.tsx';
import { ChunkErrorScreen } from './routes/chunk-error.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';

/** PRODUCT.md D11: /sandbox/{job_id} lands on the role's simulation page. */
function SandboxAlias() {
  const { jobId = '' } = useParams();
  return <Navigate to={`/simulations/${encodeURIComponent(jobId)}`} replace />;
}

/**
 * A route whose page is loaded on demand. Its code gets 120 s (SPEC.md section 9); code that fails
 * to arrive (a deploy replaced it, the network dropped) shows a screen with a Reload button.
 */
export function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  handle: RouteHandle = {},
  timeoutMs?: number,
): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      try {
        return { Component: pick(await loadChunk(load, timeoutMs)) };
      } catch {
        return { Component: () => <ChunkErrorScreen standalone={handle.ownChrome} /> };
      }
    },
  };
}

// The landing page is eager; every other page loads on demand to keep the first page light.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <LandingRoute /> },
      lazyPage(
        'decision',
        () => import('./routes/decision.tsx'),
        (m) => m.DecisionRoute,
        { title: 'Where to start' },
      ),
      lazyPage(
        'role-selection',
        () => import('./routes/role-selection.tsx'),
        (m) => m.RoleSelectionRoute,
        { title: 'Finance roles' },
      ),
      lazyPage(
        'compare',
        () => import('./routes/compare.tsx'),
        (m) => m.CompareRoute,
        { title: 'Compare roles' },
      ),
      lazyPage(
        'results',
        () => import('./routes/results.tsx'),
        (m) => m.ResultsRoute,
        { title: 'Your top matches' },
      ),
      lazyPage(
        'results/:shareId',
        () => import('./routes/shared-results.tsx'),
        (m) => m.SharedResultsRoute,
        { title: 'Shared career matches' },
      ),
      lazyPage(
        'simulations/:jobId',
        () => import('./routes/simulation.tsx'),
        (m) => m.SimulationRoute,
        { ownChrome: true, title: 'Role' },
      ),
      { path: 'sandbox/:jobId', element: <SandboxAlias /> },
      lazyPage(
        'paywall',
        () => import('./routes/paywall.tsx'),
        (m) => m.PaywallRoute,
        { title: 'Subscribe' },
      ),
      lazyPage(
        'payment-success',
        () => import('./routes/payment-success.tsx'),
        (m) => m.PaymentSuccessRoute,
        { title: 'Payment' },
      ),
      lazyPage(
        'checkout/local/:checkoutId',
        () => import('./routes/local-checkout.tsx'),
        (m) => m.LocalCheckoutRoute,
        { title: 'Test checkout' },
      ),
      lazyPage(
        'contact',
        () => import('./routes/contact.tsx'),
        (m) => m.ContactRoute,
        { title: 'Contact us' },
      ),
      lazyPage(
        'settings',
        () => import('./routes/settings.tsx'),
        (m) => m.SettingsRoute,
        { title: 'Account settings' },
      ),
      lazyPage(
        'reset-password',
        () => import('./routes/reset-password.tsx'),
        (m) => m.ResetPasswordRoute,
        { title: 'Choose a new password' },
      ),
      lazyPage(
        'certificates/:code',
        () => import('./routes/certificate.tsx'),
        (m) => m.CertificateRoute,
        { title: 'Certificate' },
      ),
      lazyPage(
        'verify/:code?',
        () => import('./routes/verify.tsx'),
        (m) => m.VerifyRoute,
        { title: 'Verify a certificate' },
      ),
      lazyPage(
        'dev-setup',
        () => import('./routes/dev-setup.tsx'),
        (m) => m.DevSetupRoute,
        { title: 'Development setup' },
      ),
      lazyPage(
        '*',
        () => import('./routes/not-found.tsx'),
        (m) => m.NotFoundRoute,
        { title: 'Page not found' },
      ),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
