import { startTransition, StrictMode } from 'react';
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

// Rendered as a transition: React builds the first page in slices of a few milliseconds, yielding
// to the browser between them, instead of in one long task that a tap would have to wait for.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
});

// The web-vitals reporter is not needed to show the page: it loads once the page has settled (its
// metrics are read from the browser's buffer, so nothing is missed), and neither its code nor its
// first reports compete with what the page is still fetching to draw itself.
const REPORTER_DELAY_MS = 2_000;
const loadReporter = () =>
  import('./features/vitals/report-web-vitals.ts').then(
    (module) => module.startWebVitalsReporting(),
    // Its code may not arrive (a deploy, a dropped connection): the page works without it.
    () => {},
  );
const whenIdle = () => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => void loadReporter());
  else void loadReporter();
};
const afterLoad = () => setTimeout(whenIdle, REPORTER_DELAY_MS);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
