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

// What no page needs to draw itself loads once the page has settled, so that neither it nor what
// it sends competes with what the page is still fetching: the web-vitals reporter (its metrics
// are read from the browser's buffer, so nothing is missed), and the dialogs' code (sign-in,
// alerts), so that the first dialog a person opens does not wait for it.
const SETTLED_DELAY_MS = 2_000;
const loadLater = () => {
  import('./features/vitals/report-web-vitals.ts').then(
    (module) => module.startWebVitalsReporting(),
    // Its code may not arrive (a deploy, a dropped connection): the page works without it.
    () => {},
  );
  // A dialog whose code is not here when it opens loads it then (components/ui/lazy-dialog.tsx).
  import('./features/account/components/auth-modal.tsx').catch(() => {});
};
const whenIdle = () => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(loadLater);
  else loadLater();
};
const afterLoad = () => setTimeout(whenIdle, SETTLED_DELAY_MS);
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
