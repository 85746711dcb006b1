import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { SimulationAccess, withArticle } from './simulation-access.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SimulationAccess', () => {
  it('offers the simulation to someone without a plan', () => {
    const onUnlock = vi.fn();
    renderWithRouter(
      <SimulationAccess
        jobId="trader"
        title="Equity Trader"
        entitled={false}
        onUnlock={onUnlock}
      />,
    );
    expect(screen.getByRole('heading', { name: /Live a week as an Equity Trader/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Start simulation' }));
    expect(onUnlock).toHaveBeenCalled();
  });

  it("tells a subscriber at the plan's limit what the server said, with a way to the plans", async () => {
    const message =
      'Your Starter plan includes 3 simulations and you have opened 3. You can reopen those roles at any time.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          '/api/sandbox/trader/start': () =>
            jsonResponse({ error: message, code: 'simulation-limit' }, 402),
        }),
      ),
    );
    renderWithRouter(
      <SimulationAccess
        jobId="trader"
        title="Trader"
        entitled
        allowance="3 / 3 simulations"
        onUnlock={vi.fn()}
      />,
    );
    expect(screen.getByText('3 / 3 simulations')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open simulation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/paywall');
  });

  it('uses "a" and "an" as English does', () => {
    expect(withArticle('Trader')).toBe('a Trader');
    expect(withArticle('Actuarial Analyst')).toBe('an Actuarial Analyst');
  });
});
