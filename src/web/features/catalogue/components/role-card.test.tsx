import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { RoleCard } from './role-card.tsx';

describe('RoleCard', () => {
  it("shows how many of a started role's tasks the user has passed", () => {
    renderWithRouter(
      <ul>
        <RoleCard job={makeJob('Equity Research Analyst')} progress={{ passed: 2, graded: 5 }} />
      </ul>,
    );
    expect(screen.getByText('Tasks passed 2 of 5')).toBeInTheDocument();
  });

  it('says nothing of tasks for a role the user has not started', () => {
    renderWithRouter(
      <ul>
        <RoleCard job={makeJob('Equity Research Analyst')} />
      </ul>,
    );
    expect(screen.queryByText(/Tasks passed/)).not.toBeInTheDocument();
  });
});
