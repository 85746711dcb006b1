import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { DecisionRoute, QUIZ_START_PATH } from './decision.tsx';

const routes = [
  { path: '/decision', element: <DecisionRoute /> },
  { path: '/role-selection', element: <h1>Catalogue page</h1> },
  { path: '/contact', element: <h1>Contact page</h1> },
];

const choice = (name: string | RegExp) => screen.getByRole('region', { name });

describe('Decision page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi({ '/api/site': () => jsonResponse({ roleCount: 132, moduleCount: 15 }) })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers two real choices, each saying what it gives', () => {
    renderRoutes(routes, '/decision');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const quiz = choice('Take the matching quiz');
    expect(quiz).toHaveTextContent('20 questions');
    expect(quiz).toHaveTextContent('About 4 minutes');
    expect(
      within(quiz)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Your 12 best-fitting roles, each with a match score',
      'Why each role fits: the answers that point to it',
      'A shortlist you can keep and come back to',
    ]);
    const start = within(quiz).getByRole('link', { name: /Take the quiz/ });
    expect(start).toHaveAttribute('href', QUIZ_START_PATH);
    // The action is described by what it gives, for a screen reader too.
    expect(start).toHaveAccessibleDescription(/Your 12 best-fitting roles/);

    const browse = choice('Explore Finance Careers');
    expect(within(browse).getAllByRole('listitem')).toHaveLength(3);
    expect(browse).toHaveTextContent('salary band and level');
    expect(within(browse).getByRole('button', { name: /Browse all roles/ })).toBeInTheDocument();
  });

  it('names the real role count once the server gives it', async () => {
    vi.useRealTimers();
    renderRoutes(routes, '/decision');
    expect(await screen.findByText(/Browse all 130\+ roles yourself/)).toBeInTheDocument();
  });

  it('leads from Explore Finance Careers to /role-selection after 500 ms', () => {
    const { router } = renderRoutes(routes, '/decision');
    fireEvent.click(
      within(choice('Explore Finance Careers')).getByRole('button', { name: /Browse all roles/ }),
    );
    expect(screen.getByText('Opening the catalogue…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/decision');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/role-selection');
    expect(screen.getByText('Catalogue page')).toBeInTheDocument();
  });

  it('changes both choices once the quiz is completed', () => {
    const { unmount } = renderRoutes(routes, '/decision');
    expect(screen.getByText(/filter by category, level and salary band/)).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('userQuizCompleted', 'true');
    renderRoutes(routes, '/decision');
    const matches = choice('Your quiz matches');
    expect(within(matches).getByRole('link', { name: /See my matches/ })).toHaveAttribute(
      'href',
      '/role-selection',
    );
    expect(within(matches).getByRole('link', { name: 'Retake the quiz' })).toHaveAttribute(
      'href',
      QUIZ_START_PATH,
    );
    expect(choice('Explore Finance Careers')).toHaveTextContent(/your quiz matches are waiting/);
  });

  it('has a Contact Us button that goes to /contact', () => {
    const { router } = renderRoutes(routes, '/decision');
    fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
