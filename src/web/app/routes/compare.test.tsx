import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProfile } from '../../../shared/contracts/catalogue.ts';
import { fakeApi, jsonResponse, makeJob } from '../../../../tests/support/factories.ts';
import { renderRoutes } from '../../../../tests/support/render.tsx';
import { CompareRoute } from './compare.tsx';

function profile(title: string, overrides: Partial<JobProfile> = {}): JobProfile {
  const job = makeJob(title);
  return {
    ...job,
    skills: [`${title} skill one`, `${title} skill two`],
    responsibilities: ['Own the numbers', 'Brief the team', 'Check controls', 'Plan', 'Review'],
    dailyTasks: [1, 2, 3, 4, 5, 6].map((n) => `${title} day task ${n}`),
    experienceLevels: [`Graduate entry into ${title}`, 'Later: head of the desk'],
    interests: ['Markets'],
    personalityTraits: ['Calm'],
    onetCodes: ['13-2051.00'],
    ...overrides,
  };
}

const ROLES = [
  profile('Market Risk Analyst'),
  profile('Credit Risk Analyst'),
  profile('Head of Enterprise Risk'),
  profile('Liquidity Risk Manager'),
  profile('Trader'),
];

function stubApi() {
  const routes: Record<string, () => Response> = {
    '/api/jobs': () => jsonResponse(ROLES.map(({ responsibilities: _r, ...summary }) => summary)),
  };
  for (const role of ROLES) {
    routes[`/api/jobs/${role.job_id}`] = () => jsonResponse(role);
    routes[`/api/simulations/${role.job_id}/outline`] = () =>
      jsonResponse({
        job_id: role.job_id,
        tasks: [`Brief for ${role.title}`, `Model for ${role.title}`],
      });
  }
  vi.stubGlobal('fetch', vi.fn(fakeApi(routes)));
}

const renderCompare = (path: string) =>
  renderRoutes(
    [
      { path: '/compare', element: <CompareRoute /> },
      { path: '/role-selection', element: <h1>Catalogue page</h1> },
    ],
    path,
  );

afterEach(() => vi.unstubAllGlobals());

describe('Compare page', () => {
  it('shows two or three roles side by side with band, level, skills, day and simulation tasks', async () => {
    stubApi();
    renderCompare('/compare?roles=market-risk-analyst,credit-risk-analyst,head-of-enterprise-risk');
    const columns = await screen.findAllByRole('article');
    await waitFor(() =>
      expect(columns.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'Market Risk Analyst',
        'Credit Risk Analyst',
        'Head of Enterprise Risk',
      ]),
    );
    const head = columns[2]!;
    expect(within(head).getByRole('img', { name: /£100k-£200k\+/ })).toBeInTheDocument();
    expect(within(head).getAllByText('Senior').length).toBeGreaterThan(0);
    expect(
      within(head).getByText('Graduate entry into Head of Enterprise Risk'),
    ).toBeInTheDocument();
    expect(within(head).getByText('Head of Enterprise Risk skill two')).toBeInTheDocument();
    const day = within(head).getByRole('heading', { name: 'A typical day' }).closest('section')!;
    expect(within(day).getAllByRole('listitem')).toHaveLength(5);
    const tasks = within(head)
      .getByRole('heading', { name: 'What the simulation asks you to do' })
      .closest('section')!;
    expect(await within(tasks).findByText('Brief for Head of Enterprise Risk')).toBeInTheDocument();
    expect(within(head).getByRole('link', { name: /View role/ })).toHaveAttribute(
      'href',
      '/simulations/head-of-enterprise-risk',
    );
    // Three is the most: nothing offers to add a fourth.
    expect(
      screen.queryByRole('heading', { name: 'Add a role to compare' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Compare Market Risk Analyst, Credit Risk Analyst and Head of Enterprise Risk – FinSim',
      ),
    );
  });

  it('starts from one role with a way to add another, suggesting roles like it', async () => {
    stubApi();
    const { router } = renderCompare('/compare?roles=market-risk-analyst');
    expect(await screen.findByRole('link', { name: 'Add one or two roles' })).toHaveAttribute(
      'href',
      '#add-role',
    );
    const suggestions = await screen.findByRole('heading', { name: 'Roles in the same field' });
    const list = suggestions.parentElement!;
    // Same category, nearest level first.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Add Credit Risk Analyst',
      'Add Liquidity Risk Manager',
      'Add Head of Enterprise Risk',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Add Liquidity Risk Manager' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?roles=market-risk-analyst,liquidity-risk-manager',
      ),
    );

    const picker = screen.getByLabelText('Role');
    fireEvent.change(picker, { target: { value: 'trader' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?roles=market-risk-analyst,liquidity-risk-manager,trader',
      ),
    );
    // Replaced, not pushed: Back leaves the comparison rather than stepping through it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('removes a role, and goes back to the catalogue with the same roles picked', async () => {
    stubApi();
    const { router } = renderCompare('/compare?roles=market-risk-analyst,trader');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Trader from the comparison' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?roles=market-risk-analyst'));
    expect(screen.getByRole('link', { name: 'All roles' })).toHaveAttribute(
      'href',
      '/role-selection?compare=market-risk-analyst',
    );
  });

  it('says when the address names no such role, and lets it go', async () => {
    stubApi();
    const { router } = renderCompare('/compare?roles=astronaut,trader,trader,,Bad%20Id');
    expect(await screen.findByText('We have no role called “astronaut”.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trader' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    await waitFor(() => expect(router.state.location.search).toBe('?roles=trader'));
  });

  it('copies its address to share', async () => {
    stubApi();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCompare('/compare?roles=market-risk-analyst,trader');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Link copied: anyone who opens it sees this comparison.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
