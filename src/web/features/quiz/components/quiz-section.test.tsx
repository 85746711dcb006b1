import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicQuiz } from '../../../../shared/contracts/quiz.ts';
import { fakeApi, jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { QuizSection } from './quiz-section.tsx';

/** A small quiz of the real shape: single, multi with a limit of 3, and a last question. */
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
  ],
};

const CATALOGUE = Array.from({ length: 14 }, (_, i) =>
  makeJob(`Role ${String.fromCharCode(65 + i)} Analyst`),
);

const MATCHES = CATALOGUE.slice(0, 12).map((job, i) => ({
  job: { job_id: job.job_id, title: job.title, description: job.description },
  score: 90 - i,
  match: 90 - i,
  reasons: ['You enjoy following markets as they move', 'You stay calm under pressure'],
  category: job.category,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function answerAll() {
  fireEvent.click(await screen.findByRole('button', { name: 'Take the quiz' }));
  await screen.findByRole('heading', { name: 'Which areas of finance interest you most?' });
  fireEvent.click(screen.getByLabelText('Interest A'));
  fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  fireEvent.click(screen.getByLabelText('It excites me'));
  fireEvent.click(screen.getByRole('button', { name: 'Get My Matches' }));
}

describe('the quiz', () => {
  it('goes one question at a time: Previous off at the first, Next off until answered, at most 3 choices', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    renderWithRouter(<QuizSection user={null} catalogue={CATALOGUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take the quiz' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    for (const id of ['A', 'B', 'C']) fireEvent.click(screen.getByLabelText(`Interest ${id}`));
    expect(screen.getByLabelText('Interest D')).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get My Matches' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByLabelText('Interest C')).toBeChecked();
  });

  it('shows 12 matches with bars, percentages and reasons, and stores the SPEC.md keys', async () => {
    const fetch = vi.fn(
      fakeApi({
        '/api/quiz': () => jsonResponse(QUIZ),
        '/api/quiz/match': () => jsonResponse({ matches: MATCHES }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<QuizSection user={null} catalogue={CATALOGUE} />);
    await answerAll();
    const cards = await screen.findAllByTestId('match-card');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]!).getByText('90%')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('You stay calm under pressure')).toBeInTheDocument();
    const body = JSON.parse(
      String(fetch.mock.calls.find(([url]) => String(url).endsWith('/quiz/match'))![1]!.body),
    );
    expect(body).toEqual({
      answers: [
        { questionId: 'financial_interests', answers: ['a'] },
        { questionId: 'risk_tolerance', answers: ['thrilled'] },
      ],
      user_id: null,
      email: null,
    });
    expect(localStorage.getItem('userQuizCompleted')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userTopMatches')!)).toHaveLength(12);
    expect(JSON.parse(localStorage.getItem('quizResults')!)).toHaveLength(12);
    expect(JSON.parse(localStorage.getItem('quizAnswers')!)).toHaveLength(2);
    expect(Date.parse(localStorage.getItem('userQuizCompletedAt')!)).not.toBeNaN();
  });

  it('falls back to the first 12 roles at 85, 80, 75 ... and says they are not personalised', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/quiz': () => jsonResponse(QUIZ),
          '/api/quiz/match': () => new Response('', { status: 503 }),
        }),
      ),
    );
    renderWithRouter(<QuizSection user={null} catalogue={CATALOGUE} />);
    await answerAll();
    const cards = await screen.findAllByTestId('match-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(
      CATALOGUE.slice(0, 12).map((j) => j.title),
    );
    expect(cards.map((c) => within(c).getByText(/%$/).textContent)).toEqual(
      [85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30].map((n) => `${n}%`),
    );
    expect(screen.getByRole('status')).toHaveTextContent('not personalised');
  });

  it('keeps the shortlist and set-aside roles across visits, and saves them for a signed-in user', async () => {
    localStorage.setItem('userQuizCompleted', 'true');
    localStorage.setItem('userTopMatches', JSON.stringify(MATCHES));
    const fetch = vi.fn(fakeApi({ '/api/profile/shortlist': () => jsonResponse({}) }));
    vi.stubGlobal('fetch', fetch);
    const user = { uid: 'u1', email: 'a@b.co', shortlistedJobs: [], dismissedJobs: [] };
    const { unmount } = renderWithRouter(<QuizSection user={user} catalogue={CATALOGUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist Role A Analyst' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set aside Role B Analyst' }));
    expect(screen.getAllByTestId('match-card')).toHaveLength(11);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({
      shortlisted: ['role-a-analyst'],
      dismissed: ['role-b-analyst'],
    });
    unmount();
    renderWithRouter(<QuizSection user={null} catalogue={CATALOGUE} />);
    expect(await screen.findByRole('button', { name: 'Shortlist Role A Analyst' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 set aside' }));
    expect(screen.getAllByTestId('match-card')).toHaveLength(12);
  });

  it('closes with Skip Quiz & Browse Roles', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ '/api/quiz': () => jsonResponse(QUIZ) })));
    const onClose = vi.fn();
    renderWithRouter(<QuizSection user={null} catalogue={CATALOGUE} startOpen onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Skip Quiz & Browse Roles/ }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Take the quiz' })).toBeInTheDocument();
  });
});
