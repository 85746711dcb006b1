import { Outlet, ScrollRestoration } from 'react-router';
import { PaywallProvider } from '../paywall-provider.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppLayout() {
  return (
    <PaywallProvider>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" className="flex-1 py-8 sm:py-12">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </PaywallProvider>
  );
}
