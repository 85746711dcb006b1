import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedResults } from '../../../shared/contracts/shares.ts';
import { fakeApi, jsonResponse, makeJob } from '../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { ResultsRoute } from './results.tsx';
import { SharedResultsRoute } from './shared-results.tsx';

const JOBS = ['Credit Analyst', 'Equity Research Associate'].map((t) => makeJob(t));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/results', () => {
  it('invites a visitor without results to take the quiz, and names itself in the title', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/jobs': () => jsonResponse(JOBS) })));
    renderRoutes([{ path: '/results', element: <ResultsRoute /> }], '/results');
    expect(screen.getByRole('heading', { level: 1, name: 'No matches yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/role-selection?quiz=start',
    );
    await waitFor(() => expect(document.title).toBe('Your top matches – FinSim'));
  });
});

describe('a shared results link', () => {
  const SHARED: SharedResults = {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    sharedAt: '2026-11-21T10:00:00.000Z',
    matches: JOBS.slice(0, 2).map((job, i) => ({
      job_id: job.job_id,
      title: job.title,
      summary: job.summary,
      category: job.category,
      difficulty: job.difficulty,
      salary_range: job.salary_range,
      score: 80 - i,
      reasons: [`Reason for ${job.title}`],
    })),
  };

  it('shows the matches read-only to anyone, with links to the roles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi({ '/api/quiz/shared/AbCdEfGhIjKlMnOpQrStUv': () => jsonResponse(SHARED) })),
    );
    renderRoutes(
      [{ path: '/results/:shareId', element: <SharedResultsRoute /> }],
      '/results/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared career matches' }),
    ).toBeVisible();
    expect(
      screen.getByText(/shared on 21 November 2026\. Their answers stay private/),
    ).toBeVisible();
    const cards = screen.getAllByTestId('match-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('£40k-£70k')).toBeVisible();
    expect(within(cards[0]!).getByRole('link', { name: /View role/ })).toHaveAttribute(
      'href',
      '/simulations/credit-analyst',
    );
    expect(screen.queryByRole('button', { name: /Shortlist/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Shared career matches – FinSim'));
  });

  it('says so when the link leads nowhere', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { error: 'These shared results do not exist.', code: 'not-found', statusCode: 404 },
          404,
        ),
      ),
    );
    renderRoutes(
      [{ path: '/results/:shareId', element: <SharedResultsRoute /> }],
      '/results/AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared results not found' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('These shared results do not exist.');
    await waitFor(() => expect(document.title).toBe('Shared results not found – FinSim'));
  });
});
