import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { RoleProfile } from './role-profile.tsx';

afterEach(() => vi.unstubAllGlobals());

const profile = {
  ...makeJob('Treasury Analyst'),
  responsibilities: [
    'R1 forecast cash',
    'R2 move money',
    'R3 arrange deposits',
    'R4 track fees',
    'R5 hedge',
    'R6 extra duty',
  ],
  dailyTasks: [
    'D1 check balances',
    'D2 sweep accounts',
    'D3 update forecast',
    'D4 book FX',
    'D5 answer banks',
    'D6 extra task',
    'D7 more',
  ],
  experienceLevels: ['Graduate entry'],
  interests: ['Money flows'],
  personalityTraits: ['Organised'],
  onetCodes: ['11-3031.01'],
};

describe('RoleProfile', () => {
  it('shows the role with its salary band and at most 5 responsibilities and 5 daily tasks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(profile)),
    );
    renderWithRouter(<RoleProfile jobId="treasury-analyst" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Treasury Analyst' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Typical UK base salary £40k-£70k a year' }),
    ).toBeInTheDocument();
    const responsibilities = screen.getByRole('heading', {
      name: 'Responsibilities',
    }).parentElement!;
    expect(within(responsibilities).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('R6 extra duty')).not.toBeInTheDocument();
    const day = screen.getByRole('heading', { name: 'A typical day' }).parentElement!;
    expect(within(day).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Compare with other roles' })).toHaveAttribute(
      'href',
      '/compare?roles=treasury-analyst',
    );
  });

  it('says the role was not found for an unknown id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'No role', code: 'not-found' }, 404)),
    );
    renderWithRouter(<RoleProfile jobId="astronaut" />);
    expect(await screen.findByRole('heading', { name: 'Role not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all roles' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
  });
});
