import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { DecisionRoute } from './decision.tsx';

const routes = [
  { path: '/decision', element: <DecisionRoute /> },
  { path: '/role-selection', element: <h1>Catalogue page</h1> },
  { path: '/contact', element: <h1>Contact page</h1> },
];

describe('Decision page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leads from the Explore Finance Careers card to /role-selection after 500 ms', () => {
    const { router } = renderRoutes(routes, '/decision');
    fireEvent.click(screen.getByRole('button', { name: /Explore Finance Careers/ }));
    expect(screen.getByText('Opening the catalogue…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/decision');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/role-selection');
    expect(screen.getByText('Catalogue page')).toBeInTheDocument();
  });

  it('changes the card text once the quiz is completed', () => {
    const { unmount } = renderRoutes(routes, '/decision');
    expect(screen.getByText(/Take the 20-question matching quiz or browse/)).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('userQuizCompleted', 'true');
    renderRoutes(routes, '/decision');
    expect(screen.getByText(/your quiz matches are waiting/)).toBeInTheDocument();
    expect(
      screen.queryByText(/Take the 20-question matching quiz or browse/),
    ).not.toBeInTheDocument();
  });

  it('has a Contact Us button that goes to /contact', () => {
    const { router } = renderRoutes(routes, '/decision');
    fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
