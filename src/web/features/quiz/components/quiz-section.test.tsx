import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicQuiz } from '../../../../shared/contracts/quiz.ts';
import { fakeApi, jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { AUTO_ADVANCE_MS } from './quiz-panel.tsx';
import { QuizSection } from './quiz-section.tsx';

/** A small quiz of the real shape: multi with a limit of 3, two singles, and a last question. */
const QUIZ: PublicQuiz = {
  questions: [
    {
      id: 'financial_interests',
      category: 'interests',
      text: 'Which areas of finance interest you most?',
      type: 'multi',
      maxSelections: 3,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Interest ${id.toUpperCase()}` })),
    },
    {
      id: 'risk_tolerance',
      category: 'personality',
      text: 'How do you feel about risk?',
      type: 'single',
      options: [
        { id: 'thrilled', text: 'It excites me' },
        { id: 'careful', text: 'I avoid it' },
      ],
    },
    {
      id: 'work_environment',
      category: 'personality',
      text: 'Where do you work best?',
      type: 'single',
      options: [
        { id: 'floor', text: 'On a busy floor' },
        { id: 'quiet', text: 'Somewhere quiet' },
      ],
    },
  ],
};

const CATALOGUE = Array.from({ length: 14 }, (_, i) =>
  makeJob(`Role ${String.fromCharCode(65 + i)} Analyst`),
);

const MATCHES = CATALOGUE.slice(0, 12).map((job, i) => ({
  job: { job_id: job.job_id, title: job.title, description: job.description },
  score: 90 - i,
  match: 90 - i,
  reasons: [`You enjoy what ${job.title}s do`, 'You stay calm under pressure'],
  category: job.category,
  ...(i === 0
    ? {
        levelFit: {
          roleLevel: 'entry' as const,
          fit: 'at-your-level' as const,
          text: 'Entry-level role: a fit for where you are now',
        },
      }
    : {}),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderQuiz(path = '/role-selection') {
  return renderRoutes(
    [
      {
        path: '/role-selection',
        element: <QuizSection user={null} catalogue={CATALOGUE} />,
      },
      { path: '/results', element: <h1>Results page</h1> },
    ],
    path,
  );
}

const question = (text: string) => screen.findByRole('heading', { level: 2, name: text });
const search = (router: ReturnType<typeof renderQuiz>['router']) => router.state.location.search;

/** Picks an answer as a pointer does: press, then the click that checks it. */
function tap(label: string) {
  const input = screen.getByLabelText(label);
  fireEvent.pointerDown(input);
  fireEvent.click(input);
}

describe('the quiz', () => {
  it('says how long it takes before it starts, then goes one question at a time', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const { router } = renderQuiz();
    expect(screen.getByText(/About 4 minutes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(search(router)).toBe('?quiz=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Career matching quiz' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    for (const id of ['A', 'B', 'C']) fireEvent.click(screen.getByLabelText(`Interest ${id}`));
    expect(screen.getByLabelText('Interest D')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await question('How do you feel about risk?')).toHaveFocus();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  });

  it('makes each question a history step: Back and Forward move through them, answers kept', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const { router } = renderQuiz('/role-selection?quiz=start');
    await question('Which areas of finance interest you most?');
    expect(search(router)).toBe('?quiz=1');
    fireEvent.click(screen.getByLabelText('Interest B'));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await question('How do you feel about risk?');
    expect(search(router)).toBe('?quiz=2');

    await act(() => router.navigate(-1));
    expect(await question('Which areas of finance interest you most?')).toHaveFocus();
    expect(screen.getByLabelText('Interest B')).toBeChecked();
    await act(() => router.navigate(1));
    await question('How do you feel about risk?');

    // Previous goes back through history too, so Forward still leads on.
    fireEvent.click(screen.getByLabelText('I avoid it'));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await question('Which areas of finance interest you most?');
    await act(() => router.navigate(1));
    expect(await screen.findByLabelText('I avoid it')).toBeChecked();
  });

  it('resumes after a reload at the same question, and never past the first unanswered one', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const first = renderQuiz('/role-selection?quiz=1');
    await question('Which areas of finance interest you most?');
    fireEvent.click(screen.getByLabelText('Interest C'));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await question('How do you feel about risk?');
    first.unmount();

    // A reload: the same address, the answers from this device.
    const reloaded = renderQuiz('/role-selection?quiz=2');
    expect(await question('How do you feel about risk?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByLabelText('Interest C')).toBeChecked();
    reloaded.unmount();

    // A typed step beyond what is answered lands on the first unanswered question.
    const skipped = renderQuiz('/role-selection?quiz=3');
    await question('How do you feel about risk?');
    expect(search(skipped.router)).toBe('?quiz=2');
    skipped.unmount();

    // Back on the catalogue later, the quiz offers to carry on where it stopped.
    const later = renderQuiz('/role-selection');
    expect(screen.getByText('You stopped at question 2.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue the quiz' }));
    await question('How do you feel about risk?');
    expect(search(later.router)).toBe('?quiz=2');
  });

  it('moves on by itself after a single choice made by pointer, never for multiple choice or arrow keys', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const { router } = renderQuiz('/role-selection?quiz=1');
    await question('Which areas of finance interest you most?');
    tap('Interest A');
    await new Promise((resolve) => setTimeout(resolve, AUTO_ADVANCE_MS + 100));
    expect(search(router)).toBe('?quiz=1');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await question('How do you feel about risk?');

    // A keyboard choice (no pointer press) stays put.
    fireEvent.click(screen.getByLabelText('I avoid it'));
    await new Promise((resolve) => setTimeout(resolve, AUTO_ADVANCE_MS + 100));
    expect(search(router)).toBe('?quiz=2');

    tap('It excites me');
    expect(search(router)).toBe('?quiz=2');
    expect(await question('Where do you work best?')).toBeInTheDocument();
    expect(search(router)).toBe('?quiz=3');
    // The last question waits for Get My Matches.
    tap('Somewhere quiet');
    await new Promise((resolve) => setTimeout(resolve, AUTO_ADVANCE_MS + 100));
    expect(screen.getByRole('button', { name: 'Get My Matches' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/role-selection');
  });

  it('sends the answers, stores the SPEC.md keys and opens the results page', async () => {
    const fetch = vi.fn(
      fakeApi({
        '/api/quiz': () => jsonResponse(QUIZ),
        '/api/quiz/match': () => jsonResponse({ matches: MATCHES }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderQuiz('/role-selection?quiz=1');
    await question('Which areas of finance interest you most?');
    fireEvent.click(screen.getByLabelText('Interest A'));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await question('How do you feel about risk?');
    fireEvent.click(screen.getByLabelText('It excites me'));
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await question('Where do you work best?');
    fireEvent.click(screen.getByLabelText('On a busy floor'));
    fireEvent.click(screen.getByRole('button', { name: 'Get My Matches' }));
    await screen.findByRole('heading', { name: 'Results page' });
    expect(router.state.location.state).toEqual({ fromQuiz: true });
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => String(url).endsWith('/quiz/match'))![1]!.body),
    );
    expect(body).toEqual({
      answers: [
        { questionId: 'financial_interests', answers: ['a'] },
        { questionId: 'risk_tolerance', answers: ['thrilled'] },
        { questionId: 'work_environment', answers: ['floor'] },
      ],
      user_id: null,
      email: null,
    });
    expect(localStorage.getItem('userQuizCompleted')).toBe('true');
    const stored = JSON.parse(localStorage.getItem('userTopMatches')!) as Array<{
      levelFit?: unknown;
    }>;
    expect(stored).toHaveLength(12);
    // The level fit is kept as the sentence the page shows.
    expect(stored[0]!.levelFit).toBe('Entry-level role: a fit for where you are now');
    expect(JSON.parse(localStorage.getItem('quizResults')!)).toHaveLength(12);
    expect(JSON.parse(localStorage.getItem('quizAnswers')!)).toHaveLength(3);
    expect(Date.parse(localStorage.getItem('userQuizCompletedAt')!)).not.toBeNaN();
  });

  it('falls back to the first 12 roles at 85, 80, 75 ... when matching fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(
      'quizProgress',
      JSON.stringify({
        answers: {
          financial_interests: ['a'],
          risk_tolerance: ['careful'],
          work_environment: ['quiet'],
        },
        step: 3,
        finished: false,
      }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/quiz': () => jsonResponse(QUIZ),
          '/api/quiz/match': () => new Response('', { status: 503 }),
        }),
      ),
    );
    renderQuiz('/role-selection?quiz=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Get My Matches' }));
    await screen.findByRole('heading', { name: 'Results page' });
    const stored = JSON.parse(localStorage.getItem('userTopMatches')!) as Array<{
      job: { title: string };
      match: number;
    }>;
    expect(stored.map((m) => m.job.title)).toEqual(CATALOGUE.slice(0, 12).map((j) => j.title));
    expect(stored.map((m) => m.match)).toEqual([85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30]);
    expect(localStorage.getItem('quizResultsPersonalised')).toBe('false');
  });

  it('shows the top matches with salary band and level on the catalogue once there are results', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    localStorage.setItem('userTopMatches', JSON.stringify(MATCHES));
    vi.stubGlobal('fetch', vi.fn(fakeApi({})));
    renderQuiz();
    const summary = screen.getByRole('region', { name: 'Your top matches' });
    const rows = within(summary).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Role A Analyst');
    expect(rows[0]).toHaveTextContent('90% · £40k-£70k · Entry level');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/simulations/role-a-analyst?from=matches',
    );
    expect(within(summary).getByRole('link', { name: /See all 12 and why/ })).toHaveAttribute(
      'href',
      '/results',
    );
  });

  it('closes with Skip Quiz & Browse Roles', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const { router } = renderQuiz('/role-selection?quiz=1&category=research');
    fireEvent.click(await screen.findByRole('button', { name: /Skip Quiz & Browse Roles/ }));
    await waitFor(() => expect(search(router)).toBe('?category=research'));
    expect(screen.getByRole('button', { name: 'Take the quiz' })).toBeInTheDocument();
  });
});
