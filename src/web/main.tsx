import { startTransition, StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { prefetchPreloadedQueries } from './app/preloaded-queries.ts';
import { createAppRouter } from './app/router.tsx';
import { CHUNK_FAILURE_REASON, loadChunk } from './lib/lazy-chunk.ts';
import { nextTask } from './lib/start-tasks.ts';
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

/**
 * React's renderer did not arrive (a deploy replaced it, or the network dropped): say so in plain
 * HTML, with a way to fetch the current version, rather than leave the page blank.
 */
function showLoadFailure(into: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = 'mx-4 my-16 max-w-xl rounded-2xl border border-amber-300 bg-white p-8 sm:mx-auto';
  const heading = document.createElement('h1');
  heading.className = 'text-2xl font-bold text-navy-900';
  heading.textContent = 'FinSim could not be loaded';
  const text = document.createElement('p');
  text.className = 'mt-3 text-slate-700';
  text.textContent = CHUNK_FAILURE_REASON;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'mt-6 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  box.append(heading, text, reload);
  into.replaceChildren(box);
}

// The app starts in tasks of a few milliseconds each, so that a tap while the page starts never
// waits long: this file's code (above), then React's renderer (a file of its own, named in
// index.html so that it arrives with this one) and the router, which begins running the page's
// own code; then the first draw. (No page's first draw uses Intl, whose locale data takes 15-40 ms
// to load in one piece: see shared/domain/formats.ts.)
const renderer = loadChunk(() => import('react-dom/client'));
const router = nextTask().then(createAppRouter);

renderer.then(
  ({ createRoot }) =>
    router.then((appRouter) => {
      // Rendered as a transition: React builds the first page in slices of a few milliseconds,
      // yielding to the browser between them, instead of in one long task.
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <AppProviders client={client}>
              <RouterProvider router={appRouter} />
            </AppProviders>
          </StrictMode>,
        );
      });
    }),
  () => showLoadFailure(root),
);

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
