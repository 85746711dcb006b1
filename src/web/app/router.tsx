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
      ),
      lazyPage(
        'role-selection',
        () => import('./routes/role-selection.tsx'),
        (m) => m.RoleSelectionRoute,
      ),
      lazyPage(
        'compare',
        () => import('./routes/compare.tsx'),
        (m) => m.CompareRoute,
      ),
      lazyPage(
        'results',
        () => import('./routes/results.tsx'),
        (m) => m.ResultsRoute,
      ),
      lazyPage(
        'results/:shareId',
        () => import('./routes/shared-results.tsx'),
        (m) => m.SharedResultsRoute,
      ),
      lazyPage(
        'simulations/:jobId',
        () => import('./routes/simulation.tsx'),
        (m) => m.SimulationRoute,
        { ownChrome: true },
      ),
      { path: 'sandbox/:jobId', element: <SandboxAlias /> },
      lazyPage(
        'paywall',
        () => import('./routes/paywall.tsx'),
        (m) => m.PaywallRoute,
      ),
      lazyPage(
        'payment-success',
        () => import('./routes/payment-success.tsx'),
        (m) => m.PaymentSuccessRoute,
      ),
      lazyPage(
        'checkout/local/:checkoutId',
        () => import('./routes/local-checkout.tsx'),
        (m) => m.LocalCheckoutRoute,
      ),
      lazyPage(
        'contact',
        () => import('./routes/contact.tsx'),
        (m) => m.ContactRoute,
      ),
      lazyPage(
        'settings',
        () => import('./routes/settings.tsx'),
        (m) => m.SettingsRoute,
      ),
      lazyPage(
        'reset-password',
        () => import('./routes/reset-password.tsx'),
        (m) => m.ResetPasswordRoute,
      ),
      lazyPage(
        'certificates/:code',
        () => import('./routes/certificate.tsx'),
        (m) => m.CertificateRoute,
      ),
      lazyPage(
        'verify/:code?',
        () => import('./routes/verify.tsx'),
        (m) => m.VerifyRoute,
      ),
      lazyPage(
        'dev-setup',
        () => import('./routes/dev-setup.tsx'),
        (m) => m.DevSetupRoute,
      ),
      lazyPage(
        '*',
        () => import('./routes/not-found.tsx'),
        (m) => m.NotFoundRoute,
      ),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
