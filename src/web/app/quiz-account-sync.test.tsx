import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../shared/contracts/accounts.ts';
import { fakeApi, jsonResponse, makeJob, makeProfile } from '../../../tests/support/factories.ts';
import { renderRoutes } from '../../../tests/support/render.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { ResultsRoute } from './routes/results.tsx';

const JOBS = ['Credit Analyst', 'Equity Research Associate', 'Head of Compliance'].map((t) =>
  makeJob(t),
);
const ANSWERS = [{ questionId: 'risk_tolerance', answers: ['careful'] }];
const MATCHES = JOBS.map((job, i) => ({
  job: { job_id: job.job_id, title: job.title, description: job.description },
  score: 88 - i * 5,
  match: 88 - i * 5,
  reasons: [`You weigh evidence before deciding (${job.title})`],
  category: job.category,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The API at the network boundary: a visitor until `path` signs them in; the merge call answers
 * what `merged` makes of its body; every request is recorded.
 */
function api(path: string, account: Profile, merged?: (body: Record<string, unknown>) => Profile) {
  let signedIn = false;
  const calls: Array<{ path: string; method: string; body: unknown }> = [];
  const handler = fakeApi({
    [path]: () => {
      signedIn = true;
      return jsonResponse({ token: 't' });
    },
    '/api/profile': () =>
      signedIn
        ? jsonResponse(account)
        : jsonResponse({ error: 'Please sign in to continue.', code: 'unauthenticated' }, 401),
    '/api/jobs': () => jsonResponse(JOBS),
    '/api/site': () => jsonResponse({}),
  });
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ path: url.pathname, method: init?.method ?? 'GET', body });
    if (url.pathname === '/api/profile/merge' && merged) return jsonResponse(merged(body!));
    return handler(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderResultsPage() {
  return renderRoutes(
    [{ element: <AppLayout />, children: [{ path: '/results', element: <ResultsRoute /> }] }],
    '/results',
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('quiz results and an account', () => {
  it('at sign-up, sends the visitor’s answers, matches and shortlist to the new account', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    localStorage.setItem('userTopMatches', JSON.stringify(MATCHES));
    localStorage.setItem('quizAnswers', JSON.stringify(ANSWERS));
    localStorage.setItem('userQuizCompletedAt', '2026-11-20T09:30:00.000Z');
    localStorage.setItem('selectedRoles', JSON.stringify(['credit-analyst']));
    localStorage.setItem('dismissedRoles', JSON.stringify(['head-of-compliance']));
    const calls = api('/api/auth/sign-up/email', makeProfile(), (body) =>
      makeProfile({
        quizAnswers: (body.quiz as { quizAnswers: unknown }).quizAnswers,
        matchedJobs: (body.quiz as { matchedJobs: unknown }).matchedJobs,
        lastQuizDate: (body.quiz as { completedAt: string }).completedAt,
        shortlistedJobs: body.shortlisted as string[],
        dismissedJobs: body.dismissed as string[],
      }),
    );
    renderResultsPage();
    expect(await screen.findAllByTestId('match-card')).toHaveLength(2);

    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(
      screen.getByText(/Your quiz matches and shortlist are saved to your account/),
    ).toBeVisible();
    fireEvent.change(field('Display name'), { target: { value: 'Priya Shah' } });
    fireEvent.change(field('Email'), { target: { value: 'priya@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(calls.some((c) => c.path === '/api/profile/merge')).toBe(true));
    const merge = calls.find((c) => c.path === '/api/profile/merge')!;
    expect(merge.method).toBe('POST');
    expect(merge.body).toEqual({
      quiz: {
        quizAnswers: ANSWERS,
        matchedJobs: MATCHES.map((m) => ({
          job_id: m.job.job_id,
          title: m.job.title,
          score: m.score,
          match: m.match,
          reasons: m.reasons,
          category: m.category,
        })),
        completedAt: '2026-11-20T09:30:00.000Z',
      },
      shortlisted: ['credit-analyst'],
      dismissed: ['head-of-compliance'],
    });
    // The sign-up came first: the merge is for the new account.
    expect(calls.findIndex((c) => c.path === '/api/auth/sign-up/email')).toBeLessThan(
      calls.indexOf(merge),
    );
    expect(await screen.findAllByTestId('match-card')).toHaveLength(2);
    expect(localStorage.getItem('selectedRoles')).toBe('["credit-analyst"]');
  });

  it('after signing in on another device, shows the matches and shortlist the account holds', async () => {
    const calls = api(
      '/api/auth/sign-in/email',
      makeProfile({
        quizAnswers: ANSWERS,
        matchedJobs: MATCHES.map((m) => ({
          job_id: m.job.job_id,
          title: m.job.title,
          score: m.score,
          match: m.match,
          reasons: m.reasons,
          category: m.category,
          levelFit: 'Your two years in audit suit an analyst start.',
        })),
        lastQuizDate: '2026-11-20T09:30:00.000Z',
        shortlistedJobs: ['equity-research-associate'],
      }),
    );
    renderResultsPage();
    expect(await screen.findByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'priya@example.com' },
    });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const cards = await screen.findAllByTestId('match-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: 'Credit Analyst' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/You weigh evidence before deciding/)).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('Your two years in audit suit an analyst start.'),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Shortlist Equity Research Associate' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Nothing was kept here as a visitor, so nothing was sent.
    expect(calls.some((c) => c.path === '/api/profile/merge')).toBe(false);
    expect(localStorage.getItem('userQuizCompleted')).toBe('true');
  });
});
