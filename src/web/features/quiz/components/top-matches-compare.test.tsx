import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuizMatch } from '../../../../shared/contracts/quiz.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { TopMatches } from './top-matches.tsx';

const match = (job_id: string, value: number): QuizMatch => ({
  job: { job_id, title: job_id, description: `${job_id} work.` },
  score: value,
  match: value,
  reasons: [],
  category: 'Risk Management',
});

const MATCHES = [match('a', 90), match('b', 80), match('c', 70), match('d', 60)];

function renderMatches(shortlisted: string[], dismissed: string[] = []) {
  const noop = () => {};
  renderWithRouter(
    <TopMatches
      matches={MATCHES}
      personalised
      shortlisted={shortlisted}
      dismissed={dismissed}
      onToggleShortlist={noop}
      onToggleDismiss={noop}
      onRetake={noop}
    />,
  );
}

describe('TopMatches: the way to the role comparison', () => {
  it('compares the top three matches still in play', () => {
    renderMatches([], ['b']);
    expect(screen.getByRole('link', { name: 'Compare top 3' })).toHaveAttribute(
      'href',
      '/compare?roles=a,c,d',
    );
  });

  it('compares the shortlist once it holds two roles, in match order', () => {
    renderMatches(['d', 'b']);
    expect(screen.getByRole('link', { name: 'Compare shortlist' })).toHaveAttribute(
      'href',
      '/compare?roles=b,d',
    );
  });
});
