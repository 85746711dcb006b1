import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PaywallProvider } from '../paywall-provider.tsx';
import { useQuizAccountSync } from '../quiz-account-sync.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** What a route tells the layout about itself. */
export interface RouteHandle {
  /** The page draws its own sticky header and its <main> (the simulation page, SPEC.md section 2). */
  ownChrome?: boolean;
}

export function AppLayout() {
  const ownChrome = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.ownChrome,
  );
  useQuizAccountSync();
  return (
    <PaywallProvider>
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
