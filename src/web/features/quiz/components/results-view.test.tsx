import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { catalogueIndex } from '../role-facts.ts';
import { MatchContext } from './match-context.tsx';
import { ResultsView } from './results-view.tsx';

const JOBS = [
  'Credit Analyst',
  'Equity Research Associate',
  'Head of Compliance',
  'Payments Product Manager',
].map((t) => makeJob(t));
const ANSWERS = [{ questionId: 'risk_tolerance', answers: ['careful'] }];
const MATCHES = JOBS.map((job, i) => ({
  job: { job_id: job.job_id, title: job.title, description: job.description },
  score: 90 - i * 4,
  match: 90 - i * 4,
  reasons: [`You like the work of a ${job.title}`, 'You stay calm under pressure'],
  category: job.category,
  ...(i === 0 ? { levelFit: 'An entry role: your experience so far is a good start.' } : {}),
}));

function storeResults(personalised = true) {
  localStorage.setItem('userQuizCompleted', 'true');
  localStorage.setItem('userTopMatches', JSON.stringify(MATCHES));
  localStorage.setItem('quizAnswers', JSON.stringify(ANSWERS));
  localStorage.setItem('userQuizCompletedAt', '2026-11-20T09:30:00.000Z');
  if (!personalised) localStorage.setItem('quizResultsPersonalised', 'false');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderResults(signedIn = false, state?: unknown) {
  return renderRoutes(
    [
      {
        path: '/results',
        element: <ResultsView catalogue={catalogueIndex(JOBS)} signedIn={signedIn} />,
      },
    ],
    // createMemoryRouter takes location objects with state as initial entries.
    { pathname: '/results', state } as unknown as string,
  );
}

describe('the results page', () => {
  it('shows each match with its salary band, level, level fit and reasons, linking to the role', () => {
    storeResults();
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderResults();
    expect(screen.getByRole('heading', { level: 1, name: 'Your top matches' })).toBeVisible();
    expect(screen.getByText(/From the quiz you took on 20 November 2026/)).toBeVisible();
    const cards = screen.getAllByTestId('match-card');
    expect(cards).toHaveLength(4);
    const credit = within(cards[0]!);
    expect(credit.getByRole('heading', { level: 2, name: 'Credit Analyst' })).toBeVisible();
    expect(credit.getByText('90%')).toBeVisible();
    expect(credit.getByText('Salary band').nextSibling).toHaveTextContent('£40k-£70k');
    expect(credit.getByText('Level').nextSibling).toHaveTextContent('Entry level');
    expect(
      credit.getByText('An entry role: your experience so far is a good start.'),
    ).toBeVisible();
    expect(credit.getByRole('list', { name: /Why it matches you/ })).toHaveTextContent(
      'You like the work of a Credit Analyst',
    );
    expect(credit.getByRole('link', { name: /View role/ })).toHaveAttribute(
      'href',
      '/simulations/credit-analyst?from=matches',
    );
    const head = within(cards[2]!);
    expect(head.getByText('Salary band').nextSibling).toHaveTextContent('£100k-£200k+');
    expect(head.getByText('Level').nextSibling).toHaveTextContent('Senior');
    // No level fit given: none shown.
    expect(within(cards[1]!).queryByText(/your experience/)).toBeNull();
  });

  it('takes focus to its heading when the quiz has just led here', () => {
    storeResults();
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderResults(false, { fromQuiz: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Your top matches' })).toHaveFocus();
  });

  it('keeps the shortlist and set-aside roles across visits, and saves them for a signed-in user', async () => {
    storeResults();
    const fetch = vi.fn(fakeApi({ '/api/profile/shortlist': () => jsonResponse({}) }));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderResults(true);
    fireEvent.click(screen.getByRole('button', { name: 'Shortlist Credit Analyst' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set aside Head of Compliance' }));
    expect(screen.getAllByTestId('match-card')).toHaveLength(3);
    expect(screen.getByText('1 on your shortlist.')).toBeVisible();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({
      shortlisted: ['credit-analyst'],
      dismissed: ['head-of-compliance'],
    });
    unmount();
    renderResults();
    expect(screen.getByRole('button', { name: 'Shortlist Credit Analyst' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 set aside' }));
    expect(screen.getAllByTestId('match-card')).toHaveLength(4);
  });

  it('shares a link made from the answers, and copies it', async () => {
    storeResults();
    const fetch = vi.fn(
      fakeApi({
        '/api/quiz/share': () =>
          jsonResponse(
            {
              id: 'AbCdEfGhIjKlMnOpQrStUv',
              url: 'http://localhost/results/AbCdEfGhIjKlMnOpQrStUv',
            },
            201,
          ),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderResults();
    fireEvent.click(screen.getByRole('button', { name: 'Share results' }));
    const link = await screen.findByLabelText('Link to your shared results');
    expect(link).toHaveValue('http://localhost/results/AbCdEfGhIjKlMnOpQrStUv');
    expect(
      screen.getByText(/sees your matches and why they fit, but not your answers/),
    ).toBeVisible();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/quiz/share');
    expect(JSON.parse(String(init!.body))).toEqual({ answers: ANSWERS });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost/results/AbCdEfGhIjKlMnOpQrStUv'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
  });

  it('says why sharing failed, in the server’s words', async () => {
    storeResults();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/quiz/share': () =>
            jsonResponse(
              { error: 'Too many attempts. Please wait and try again.', code: 'too-many-requests' },
              429,
            ),
        }),
      ),
    );
    renderResults();
    fireEvent.click(screen.getByRole('button', { name: 'Share results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait and try again.',
    );
  });

  it('offers no share for the fallback roles, and says they are not personalised', () => {
    storeResults(false);
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('not personalised');
    expect(screen.queryByRole('button', { name: 'Share results' })).toBeNull();
  });
});

describe('a role opened from the results', () => {
  it('says why it matches and leads back to the results', () => {
    storeResults();
    renderRoutes([{ path: '/', element: <MatchContext jobId="equity-research-associate" /> }]);
    const context = screen.getByRole('region', { name: 'Why this matches you' });
    expect(context).toHaveTextContent('Match 2 of 4 · 86%');
    expect(context).toHaveTextContent('You like the work of a Equity Research Associate');
    expect(within(context).getByRole('link', { name: /Back to your matches/ })).toHaveAttribute(
      'href',
      '/results',
    );
  });

  it('shows nothing without stored results', () => {
    const { container } = renderRoutes([{ path: '/', element: <MatchContext jobId="x" /> }]);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the results page: the way to the role comparison', () => {
  it('compares the top three matches still in play', () => {
    storeResults();
    localStorage.setItem('dismissedRoles', JSON.stringify(['equity-research-associate']));
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderResults();
    expect(screen.getByRole('link', { name: 'Compare top 3' })).toHaveAttribute(
      'href',
      '/compare?roles=credit-analyst,head-of-compliance,payments-product-manager',
    );
  });

  it('compares the shortlist once it holds two roles, in match order', () => {
    storeResults();
    localStorage.setItem(
      'selectedRoles',
      JSON.stringify(['payments-product-manager', 'equity-research-associate']),
    );
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderResults();
    expect(screen.getByRole('link', { name: 'Compare shortlist' })).toHaveAttribute(
      'href',
      '/compare?roles=equity-research-associate,payments-product-manager',
    );
  });
});
