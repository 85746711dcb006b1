import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { prefetchPreloadedQueries } from './app/preloaded-queries.ts';
import { createAppRouter } from './app/router.tsx';
import './styles.css';

// SPEC.md section 7: any service worker left by an earlier version is removed on start.
navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) =>
    Promise.all(registrations.map((registration) => registration.unregister())),
  )
  .catch(() => {});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const client = createQueryClient();
prefetchPreloadedQueries(client);

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The web-vitals reporter is not needed to show the page: load it once the browser is idle.
const loadReporter = () =>
  import('./features/vitals/report-web-vitals.ts').then(
    (module) => module.startWebVitalsReporting(),
    // Its code may not arrive (a deploy, a dropped connection): the page works without it.
    () => {},
  );
if (typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(() => void loadReporter());
else setTimeout(() => void loadReporter(), 1_000);
