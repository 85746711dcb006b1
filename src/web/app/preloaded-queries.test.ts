import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeJob, makeProfile } from '../../../tests/support/factories.ts';
import { makeProgress } from '../../../tests/support/simulation.ts';
import { prefetchPreloadedQueries } from './preloaded-queries.ts';

function pageWith(...hrefs: string[]): ParentNode {
  const head = document.createElement('head');
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = href;
    head.append(link);
  }
  // Links of other kinds are not the server's data preloads.
  const font = document.createElement('link');
  font.rel = 'preload';
  font.as = 'font';
  font.href = '/api/site';
  head.append(font);
  return head;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchPreloadedQueries', () => {
  it('asks for what the page preloads, into the queries the page reads', async () => {
    const job = {
      ...makeJob('Market Risk Analyst'),
      responsibilities: [],
      dailyTasks: [],
      experienceLevels: [],
      interests: [],
      personalityTraits: [],
      onetCodes: [],
    };
    const fetch = vi.fn(
      fakeApi({
        '/api/profile': () => jsonResponse(makeProfile()),
        '/api/jobs': () => jsonResponse([makeJob('Trader')]),
        '/api/jobs/market-risk-analyst': () => jsonResponse(job),
        '/api/progress/market-risk-analyst': () =>
          jsonResponse(makeProgress({}, 'market-risk-analyst')),
        '/api/tasks/market-risk-analyst': () =>
          jsonResponse({
            job_id: 'market-risk-analyst',
            tasks: [],
            graded: 0,
            passed: 0,
            certificate: null,
          }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    prefetchPreloadedQueries(
      client,
      pageWith(
        '/api/profile',
        '/api/jobs',
        '/api/jobs/market-risk-analyst',
        '/api/progress/market-risk-analyst',
        '/api/tasks/market-risk-analyst',
        '/api/unknown',
      ),
    );
    await vi.waitFor(() => {
      expect(client.getQueryData(['profile'])).toMatchObject({ uid: 'u1' });
      expect(client.getQueryData(['jobs'])).toMatchObject({ reduced: false });
      expect(client.getQueryData(['jobs', 'market-risk-analyst'])).toMatchObject({
        title: 'Market Risk Analyst',
      });
      expect(client.getQueryData(['progress', 'market-risk-analyst'])).toMatchObject({
        job_id: 'market-risk-analyst',
      });
      expect(client.getQueryData(['tasks', 'market-risk-analyst'])).toMatchObject({
        graded: 0,
      });
    });
    // Once each, and nothing the page did not name.
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/jobs',
      '/api/jobs/market-risk-analyst',
      '/api/profile',
      '/api/progress/market-risk-analyst',
      '/api/tasks/market-risk-analyst',
    ]);
  });

  it('asks for nothing on a page that preloads nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    prefetchPreloadedQueries(new QueryClient(), document.createElement('head'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
