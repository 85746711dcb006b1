import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { documentTitle } from '../../lib/document-title.ts';
import { PaywallProvider } from '../paywall-provider.tsx';
import { useQuizAccountSync } from '../quiz-account-sync.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** What a route tells the layout about itself. */
export interface RouteHandle {
  /** The page draws its own sticky header and its <main> (the simulation page, SPEC.md section 2). */
  ownChrome?: boolean;
  /** The page's name in the document title ("Finance roles – FinSim"); none for the landing page. */
  title?: string;
}

/**
 * Sets the document title from the route. It comes before the page in the tree, so its effect runs
 * first and a page that knows a better name (useDocumentTitle) has the last word.
 */
function RouteTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
  return null;
}

export function AppLayout() {
  const ownChrome = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.ownChrome,
  );
  useQuizAccountSync();
  return (
    <PaywallProvider>
      <RouteTitle />
      <div className="flex min-h-dvh flex-col print:min-h-0">
        {ownChrome ? (
          <Outlet />
        ) : (
          <>
            <SiteHeader />
            <main id="main" className="flex-1 py-8 sm:py-12 print:py-0">
              <Outlet />
            </main>
          </>
        )}
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </PaywallProvider>
  );
}
