import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../tests/support/factories.ts';
import { renderRoutes } from '../../../tests/support/render.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage, routes } from './router.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';

const SITE = {
  productName: 'FinSim',
  contactEmail: 'help@finsim.test',
  roleCount: 132,
  moduleCount: 15,
  monthlyPriceGbp: 9.99,
  developmentMode: true,
};

// Lazy pages load their code once per test file; load the role page's before the clock starts.
beforeAll(async () => {
  await import('./routes/simulation.tsx');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('app routes', () => {
  it('shows the landing page with the real role count from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...SITE, roleCount: 147 })),
    );
    renderRoutes(routes, '/');
    expect(await screen.findByText('140+')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    expect(screen.getByText('£9.99/month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Your Journey/ })).toHaveAttribute(
      'href',
      '/decision',
    );
  });

  it('shows a styled 404 page with a way home for an unknown path', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('sends /sandbox/{job_id} to /simulations/{job_id}', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    const { router } = renderRoutes(routes, '/sandbox/m-and-a-analyst');
    await screen.findByRole('heading', { name: 'Role not found' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/simulations/m-and-a-analyst');
  });

  it("shows 'Unexpected Application Error!' when a route throws", async () => {
    // React reports errors caught by a boundary on console.error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('The chart data was malformed.');
    }
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> }], '/');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The chart data was malformed.')).toBeInTheDocument();
  });

  it("shows a Reload screen, not a blank page, when a page's code fails to load", async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderRoutes(
      [
        {
          element: <AppLayout />,
          children: [
            lazyPage(
              'broken',
              () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              () => () => null,
            ),
          ],
        },
      ],
      '/broken',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalled();
  });

  it('gives up on a page whose code has not arrived after its time, with the same screen', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderRoutes(
      [
        {
          element: <AppLayout />,
          children: [
            lazyPage(
              'slow',
              () => new Promise<never>(() => {}),
              () => () => null,
              {},
              50,
            ),
          ],
        },
      ],
      '/slow',
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('keeps its own header on a page that draws one when its code fails', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderRoutes(
      [
        {
          element: <AppLayout />,
          children: [
            lazyPage(
              'own',
              () => Promise.reject(new Error('gone')),
              () => () => null,
              {
                ownChrome: true,
              },
            ),
          ],
        },
      ],
      '/own',
    );
    expect(await screen.findByRole('main')).toHaveTextContent('This page could not be loaded');
  });
});
