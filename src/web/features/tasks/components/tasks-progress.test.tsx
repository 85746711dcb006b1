import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskList } from '../../../../shared/contracts/tasks.ts';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { TasksProgress } from './tasks-progress.tsx';

function renderProgress(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(fakeApi({ '/api/tasks/credit-analyst': answer }));
  vi.stubGlobal('fetch', fetch);
  return { ...renderWithRouter(<TasksProgress jobId="credit-analyst" />), fetch };
}

const list = (overrides: Partial<TaskList> = {}): TaskList => ({
  job_id: 'credit-analyst',
  tasks: [],
  graded: 5,
  passed: 2,
  certificate: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TasksProgress', () => {
  it('shows nothing while the task list loads', () => {
    renderProgress(() => new Promise<Response>(() => {}));
    expect(screen.queryByText(/Tasks passed/)).not.toBeInTheDocument();
  });

  it('shows the tasks passed out of those marked, with a bar filled to match', async () => {
    const { container } = renderProgress(() => jsonResponse(list()));
    expect(await screen.findByText('Tasks passed 2 of 5')).toBeInTheDocument();
    expect(container.querySelector('.bg-emerald-600')).toHaveStyle({ width: '40%' });
    expect(screen.queryByRole('link', { name: 'Your certificate' })).not.toBeInTheDocument();
  });

  it('shows an empty bar when no task is marked yet', async () => {
    const { container } = renderProgress(() => jsonResponse(list({ graded: 0, passed: 0 })));
    expect(await screen.findByText('Tasks passed 0 of 0')).toBeInTheDocument();
    expect(container.querySelector('.bg-emerald-600')).toHaveStyle({ width: '0%' });
  });

  it('links to the certificate once it is earned', async () => {
    renderProgress(() =>
      jsonResponse(
        list({ passed: 5, certificate: { code: 'ABCD-1234', issuedAt: '2027-03-03T10:00:00Z' } }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Your certificate' })).toHaveAttribute(
      'href',
      '/certificates/ABCD-1234',
    );
    expect(screen.getByText('Tasks passed 5 of 5')).toBeInTheDocument();
  });
});
