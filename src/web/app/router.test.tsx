import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../tests/support/factories.ts';
import { renderRoutes } from '../../../tests/support/render.tsx';
import { routes } from './router.tsx';
import { RouteErrorScreen } from './routes/route-error.tsx';

const SITE = {
  productName: 'FinSim',
  contactEmail: 'help@finsim.test',
  roleCount: 132,
  moduleCount: 15,
  monthlyPriceGbp: 9.99,
  developmentMode: true,
};

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
    await screen.findByText('Role not found', undefined, { timeout: 5_000 });
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
});
