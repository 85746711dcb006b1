import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { fakeApi, jsonResponse } from '../../../tests/support/factories.ts';
import { renderRoutes } from '../../../tests/support/render.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { AppLayout, type RouteHandle } from './layout/app-layout.tsx';
import { routes } from './router.tsx';

const SITE = { productName: 'FinSim', roleCount: 132, moduleCount: 15, monthlyPriceGbp: 9.99 };

/** Every route below the layout with the title it declares. */
const pages = (routes[0]!.children ?? []).filter((route) => route.path ?? route.index);

beforeAll(async () => {
  await Promise.all([
    import('./routes/decision.tsx'),
    import('./routes/contact.tsx'),
    import('./routes/paywall.tsx'),
    import('./routes/dev-setup.tsx'),
    import('./routes/not-found.tsx'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('document titles', () => {
  it('gives every page route its own title', () => {
    const titles = pages
      .filter((route) => !route.path?.startsWith('sandbox'))
      .map((route) => (route.handle as RouteHandle | undefined)?.title ?? 'index');
    expect(titles).not.toContain(undefined);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each([
    ['/', 'FinSim: explore finance careers', /Know the job before you chase it/],
    ['/decision', 'Where to start – FinSim', /Where would you like to start/],
    ['/contact', 'Contact us – FinSim', /Contact/],
    ['/paywall', 'Subscribe – FinSim', /Unlock/],
    ['/dev-setup', 'Development setup – FinSim', /Development setup/],
    ['/no/such/page', 'Page not found – FinSim', /Page not found/],
  ])('titles %s "%s"', async (path, title, heading) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/site': () => jsonResponse(SITE),
          '/api/billing/plans': () => jsonResponse({ provider: 'local', plans: [] }),
        }),
      ),
    );
    document.title = 'stale';
    renderRoutes(routes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("lets a page name itself after what it shows, and the next page's title replaces it", async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    function Role() {
      useDocumentTitle('Market Risk Analyst');
      return <h1>Market Risk Analyst</h1>;
    }
    const tree: RouteObject[] = [
      {
        element: <AppLayout />,
        children: [
          { path: 'role', handle: { title: 'Role' }, element: <Role /> },
          { path: 'contact', handle: { title: 'Contact us' }, element: <h1>Contact</h1> },
        ],
      },
    ];
    const { router } = renderRoutes(tree, '/role');
    await screen.findByRole('heading', { name: 'Market Risk Analyst' });
    expect(document.title).toBe('Market Risk Analyst – FinSim');
    await router.navigate('/contact');
    await waitFor(() => expect(document.title).toBe('Contact us – FinSim'));
  });
});
