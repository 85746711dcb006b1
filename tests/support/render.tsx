import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DialogsProvider } from '../../src/web/components/ui/dialogs.tsx';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders routes in a memory router with a fresh query client, as the app does. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function renderWithRouter(element: ReactNode) {
  return renderRoutes([{ path: '*', element }]);
}
