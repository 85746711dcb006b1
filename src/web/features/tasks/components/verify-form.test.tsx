import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { VerifyCertificate } from './verify-form.tsx';

function renderForm(
  initialCode: string,
  routes: Record<string, () => Response | Promise<Response>> = {},
) {
  const fetch = vi.fn(fakeApi(routes));
  vi.stubGlobal('fetch', fetch);
  const onCode = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyCertificate initialCode={initialCode} onCode={onCode} />
    </QueryClientProvider>,
  );
  return { fetch, onCode };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifyCertificate', () => {
  it('checks nothing until there is a code', () => {
    const { fetch } = renderForm('');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hands on the typed code trimmed and in capitals', () => {
    const { onCode } = renderForm('');
    fireEvent.change(screen.getByLabelText('Verification code'), {
      target: { value: '  abcd-efgh  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCode).toHaveBeenCalledWith('ABCD-EFGH');
  });

  it('says "Checking…" while the code is checked', () => {
    renderForm('ABCD', { '/api/verify/ABCD': () => new Promise<Response>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
  });

  it('says a genuine certificate is genuine, and whose and for which role', async () => {
    const { fetch } = renderForm('ABCD-EFGH', {
      '/api/verify/ABCD-EFGH': () =>
        jsonResponse({ valid: true, name: 'Priya Shah', roleTitle: 'Credit Analyst' }),
    });
    expect(await screen.findByText(/^Genuine\./)).toHaveTextContent(
      'Genuine. This certificate was issued by FinSim to Priya Shah for the Credit Analyst simulation.',
    );
    expect(screen.getByLabelText('Verification code')).toHaveValue('ABCD-EFGH');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/verify/ABCD-EFGH');
  });

  it('says an unknown code is not genuine', async () => {
    renderForm('NOPE', { '/api/verify/NOPE': () => jsonResponse({ valid: false }) });
    expect(await screen.findByText(/^Not genuine\./)).toHaveTextContent(
      'Not genuine. No FinSim certificate has this code; check that it was copied exactly.',
    );
    expect(screen.queryByText(/^Genuine\./)).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the check fails", async () => {
    renderForm('ABCD', {
      '/api/verify/ABCD': () =>
        jsonResponse({ error: 'The server is busy. Please try again.', code: 'server-busy' }, 503),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server is busy. Please try again.',
    );
    expect(screen.queryByText(/genuine/i)).not.toBeInTheDocument();
  });
});
