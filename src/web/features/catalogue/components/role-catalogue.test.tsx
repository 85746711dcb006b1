import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeJob } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { RoleCatalogue } from './role-catalogue.tsx';

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
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 4 of 4 roles');
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
    expect(cardTitles()).toEqual([
      'Investment Banking Analyst',
      'KYC Analyst',
      'Equity Research Analyst',
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
});
