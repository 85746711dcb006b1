import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderRoutes, renderWithRouter } from '../../../../../tests/support/render.tsx';
import { catalogueHref } from '../../../lib/catalogue-return.ts';
import { RoleCatalogue } from './role-catalogue.tsx';

/** A role page's way back, as the simulation page's header makes it. */
function RolePage() {
  return <Link to={catalogueHref(useLocation().state)}>All roles</Link>;
}

const JOBS = [
  makeJob('Investment Banking Analyst'),
  makeJob('Head of Treasury', { description: 'Runs the cash and funding of a listed company.' }),
  makeJob('KYC Analyst', {
    description: 'Checks who new clients are before the bank takes them on.',
  }),
  makeJob('Equity Research Analyst'),
];

function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const cardTitles = () =>
  screen.queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('RoleCatalogue', () => {
  it('lists roles as cards with category, level, salary band and a link to the simulation', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderWithRouter(<RoleCatalogue />);
    expect(await screen.findByText('Head of Treasury')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(4);
    const card = screen.getByRole('link', { name: /Head of Treasury/ });
    expect(card).toHaveAttribute('href', '/simulations/head-of-treasury');
    expect(within(card).getByText('Corporate Finance')).toBeInTheDocument();
    expect(within(card).getByText('Senior')).toBeInTheDocument();
    expect(within(card).getByText('£100k-£200k+')).toBeInTheDocument();
    expect(screen.getByText(/Showing/).closest('p')).toHaveTextContent('Showing 4 of 4 roles');
  });

  it('draws every card of a long catalogue, the first ones at once and the rest just after', async () => {
    const many = Array.from({ length: 40 }, (_, i) => makeJob(`Role ${i + 1}`));
    stubFetch(async () => jsonResponse(many));
    renderWithRouter(<RoleCatalogue />);
    expect(await screen.findByText('Role 1')).toBeInTheDocument();
    expect(await screen.findByText('Role 40')).toBeInTheDocument();
    expect(cardTitles()).toEqual(many.map((job) => job.title));
    // Picking from a card drawn later works as from the first.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Role 40' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Role 1' }));
    expect(screen.getByRole('checkbox', { name: 'Compare Role 40' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Compare Role 1' })).toBeChecked();
  });

  it('accepts the {data: [...]} answer shape too', async () => {
    stubFetch(async () => jsonResponse({ data: JOBS }));
    renderWithRouter(<RoleCatalogue />);
    expect(await screen.findByText('KYC Analyst')).toBeInTheDocument();
  });

  it('searches titles and descriptions, ignoring case', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Head of Treasury');
    const search = screen.getByLabelText('Search roles');
    fireEvent.change(search, { target: { value: 'ANALYST' } });
    // All three say it in the title; the two that say it again in their descriptions lead.
    expect(cardTitles()).toEqual([
      'Investment Banking Analyst',
      'Equity Research Analyst',
      'KYC Analyst',
    ]);
    fireEvent.change(search, { target: { value: 'new clients' } });
    expect(cardTitles()).toEqual(['KYC Analyst']);
  });

  it('filters by derived category, combined with search', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Head of Treasury');
    const select = screen.getByLabelText('Category');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All categories',
      'Compliance',
      'Corporate Finance',
      'Investment Banking',
      'Research',
    ]);
    fireEvent.change(select, { target: { value: 'Compliance' } });
    expect(cardTitles()).toEqual(['KYC Analyst']);
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'treasury' } });
    expect(cardTitles()).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Head of Treasury');
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'astronaut' } });
    expect(screen.getByText('No roles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('clears the search and every filter from the empty state, and goes back to the search box', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    const { router } = renderRoutes(
      [{ path: '/role-selection', element: <RoleCatalogue /> }],
      '/role-selection?search=treasury&category=compliance&level=entry&salary=40-70&sort=title',
    );
    expect(await screen.findByText('No roles found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByLabelText('Search roles')).toHaveValue('');
    expect(screen.getByLabelText('Search roles')).toHaveFocus();
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Level')).toHaveValue('');
    expect(screen.getByLabelText('Salary band')).toHaveValue('');
    // The order chosen is not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=title');
  });

  it('falls back to the five built-in roles when the API fails, and says the list is reduced', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(async () => jsonResponse({ error: 'Internal server error' }, 500));
    renderWithRouter(<RoleCatalogue />);
    expect(await screen.findByText(/showing a reduced list of 5 core roles/)).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Investment Banking Analyst',
      'Equity Research Analyst',
      'Trader',
      'Private Equity Associate',
      'Risk Analyst',
    ]);
  });

  it('gives up on a catalogue request after 10 seconds and shows the built-in roles', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    renderWithRouter(<RoleCatalogue />);
    expect(screen.getByText('Loading roles…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_900);
    });
    expect(screen.queryByText(/reduced list/)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText(/reduced list of 5 core roles/)).toBeInTheDocument();
  });

  it('ranks roles with the word in the title first and marks what it found', async () => {
    stubFetch(async () =>
      jsonResponse([
        makeJob('Wealth Manager', { description: 'Explains the risk in a client portfolio.' }),
        makeJob('Quant Developer', { skills: ['C++', 'Risk engines', 'Python'] }),
        makeJob('Market Risk Analyst'),
      ]),
    );
    renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Wealth Manager');
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'risk' } });
    expect(cardTitles()).toEqual(['Market Risk Analyst', 'Quant Developer', 'Wealth Manager']);

    const [title, skills, description] = screen
      .getAllByRole('listitem')
      .map((card) => within(card).getAllByText('risk', { selector: 'mark', exact: false }));
    expect(title!.map((m) => m.textContent)).toContain('Risk');
    // Where the title and summary do not show the word, the card says where it was found.
    expect(skills!.map((m) => m.closest('p')?.textContent)).toContain('Skills: Risk engines');
    expect(description!.map((m) => m.closest('p')?.textContent)).toContain(
      'Explains the risk in a client portfolio.',
    );
  });

  it('shows what is typed as text, never as markup', async () => {
    stubFetch(async () =>
      jsonResponse([makeJob('M&A Analyst', { summary: 'Works <b>M&A</b> deals.' })]),
    );
    const { container } = renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Analyst', { exact: false });
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'm&a' } });
    expect(container.querySelector('b')).toBeNull();
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Works <b>M&A</b> deals.',
      ),
    ).toBeInTheDocument();
  });

  it('filters by level and salary band beside category', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    const { router } = renderRoutes(
      [{ path: '/role-selection', element: <RoleCatalogue /> }],
      '/role-selection',
    );
    await screen.findByText('Head of Treasury');
    const level = screen.getByLabelText('Level');
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All levels', 'Entry level', 'Mid level', 'Senior']);
    const salary = screen.getByLabelText('Salary band');
    expect(
      within(salary)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All salary bands', '£40k-£70k', '£100k-£200k+']);
    fireEvent.change(level, { target: { value: 'senior' } });
    expect(cardTitles()).toEqual(['Head of Treasury']);
    fireEvent.change(level, { target: { value: '' } });
    fireEvent.change(salary, { target: { value: '40-70' } });
    expect(cardTitles()).toEqual([
      'Investment Banking Analyst',
      'KYC Analyst',
      'Equity Research Analyst',
    ]);
    expect(router.state.location.search).toBe('?salary=40-70');
  });

  it('sorts by title, salary and level, keeping relevance among equals', async () => {
    stubFetch(async () =>
      jsonResponse([
        makeJob('Risk Analyst'),
        makeJob('Head of Risk'),
        makeJob('Risk Manager'),
        makeJob('Credit Analyst'),
      ]),
    );
    renderWithRouter(<RoleCatalogue />);
    await screen.findByText('Head of Risk');
    const sort = screen.getByLabelText('Sort');
    fireEvent.change(sort, { target: { value: 'title' } });
    expect(cardTitles()).toEqual([
      'Credit Analyst',
      'Head of Risk',
      'Risk Analyst',
      'Risk Manager',
    ]);
    fireEvent.change(sort, { target: { value: 'salary-high' } });
    expect(cardTitles()).toEqual([
      'Head of Risk',
      'Risk Manager',
      'Risk Analyst',
      'Credit Analyst',
    ]);
    fireEvent.change(sort, { target: { value: 'salary-low' } });
    expect(cardTitles()).toEqual([
      'Risk Analyst',
      'Credit Analyst',
      'Risk Manager',
      'Head of Risk',
    ]);
    fireEvent.change(sort, { target: { value: 'level' } });
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'risk' } });
    expect(cardTitles()).toEqual(['Risk Analyst', 'Risk Manager', 'Head of Risk']);
  });

  it('keeps search, filters and sort in the address, so Back from a role brings them back', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    const { router } = renderRoutes(
      [
        { path: '/role-selection', element: <RoleCatalogue /> },
        { path: '/simulations/:jobId', element: <RolePage /> },
      ],
      '/role-selection?quiz=start',
    );
    await screen.findByText('Head of Treasury');
    fireEvent.change(screen.getByLabelText('Search roles'), { target: { value: 'analyst' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Research' } });
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'title' } });
    const params = new URLSearchParams(router.state.location.search);
    // The quiz's own parameter is left as it was.
    expect(Object.fromEntries(params)).toEqual({
      quiz: 'start',
      search: 'analyst',
      category: 'research',
      sort: 'title',
    });
    expect(cardTitles()).toEqual(['Equity Research Analyst']);

    fireEvent.click(screen.getByRole('link', { name: /Equity Research Analyst/ }));
    expect(await screen.findByRole('link', { name: 'All roles' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Search roles')).toHaveValue('analyst');
    expect(screen.getByLabelText('Category')).toHaveValue('Research');
    expect(screen.getByLabelText('Sort')).toHaveValue('title');
    expect(cardTitles()).toEqual(['Equity Research Analyst']);

    // The role page's own way back leads to the same view (not the quiz: that was not the
    // catalogue's).
    fireEvent.click(screen.getByRole('link', { name: /Equity Research Analyst/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'All roles' }));
    expect(await screen.findByLabelText('Search roles')).toHaveValue('analyst');
    expect(router.state.location.search).toBe('?search=analyst&category=research&sort=title');
    expect(cardTitles()).toEqual(['Equity Research Analyst']);

    // Arriving afresh (the Roles link) starts clean, even on the same page.
    await act(() => router.navigate('/role-selection'));
    expect(screen.getByLabelText('Search roles')).toHaveValue('');
    expect(cardTitles()).toHaveLength(4);
  });

  it('reads unknown values in the address as the defaults', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderRoutes(
      [{ path: '/role-selection', element: <RoleCatalogue /> }],
      '/role-selection?category=astrology&level=intern&salary=lots&sort=vibes',
    );
    await screen.findByText('Head of Treasury');
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByLabelText('Sort')).toHaveValue('relevance');
  });

  it('picks up to three roles to compare and links to the comparison', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    const { router } = renderRoutes(
      [{ path: '/role-selection', element: <RoleCatalogue /> }],
      '/role-selection',
    );
    await screen.findByText('Head of Treasury');
    expect(screen.queryByRole('region', { name: /Compare roles/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare KYC Analyst' }));
    const tray = screen.getByRole('region', { name: /Compare roles/ });
    expect(within(tray).getByText('Pick one more role to compare.')).toBeInTheDocument();
    expect(within(tray).queryByRole('link')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Head of Treasury' }));
    expect(within(tray).getByRole('link', { name: /Compare 2 roles/ })).toHaveAttribute(
      'href',
      '/compare?roles=kyc-analyst,head-of-treasury',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Equity Research Analyst' }));
    expect(within(tray).getByText('You can compare up to 3 roles at once.')).toBeInTheDocument();
    const fourth = screen.getByRole('checkbox', { name: 'Compare Investment Banking Analyst' });
    expect(fourth).toBeDisabled();
    expect(fourth).toHaveAccessibleDescription('You can compare up to 3 roles at once.');
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBe(
      'kyc-analyst,head-of-treasury,equity-research-analyst',
    );

    fireEvent.click(
      within(tray).getByRole('button', { name: 'Remove Head of Treasury from the comparison' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Compare Head of Treasury' })).not.toBeChecked();
    expect(fourth).toBeEnabled();
    fireEvent.click(within(tray).getByRole('button', { name: 'Clear the comparison' }));
    expect(screen.queryByRole('region', { name: /Compare roles/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('folds the filters behind a button on a phone, saying how many are on', async () => {
    stubFetch(async () => jsonResponse(JOBS));
    renderRoutes(
      [{ path: '/role-selection', element: <RoleCatalogue /> }],
      '/role-selection?level=entry&salary=40-70',
    );
    await screen.findByText('KYC Analyst');
    const button = screen.getByRole('button', { name: /Filters/ });
    expect(button).toHaveAccessibleName('Filters 2 on');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('hidden');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
  });
});
