import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../../tests/support/render.tsx';
import { useLiveSearchParams } from './use-live-search-params.ts';

function Counter() {
  const [params, setParams] = useLiveSearchParams();
  const n = Number(params.get('n') ?? 0);
  return (
    <button
      type="button"
      onClick={() =>
        setParams((current) => {
          current.set('n', String(Number(current.get('n') ?? 0) + 1));
          return current;
        })
      }
    >
      Count {n}
    </button>
  );
}

describe('useLiveSearchParams', () => {
  it('shows each change at once, keeps quick changes in order, and writes the last to the address', async () => {
    const { router } = renderRoutes([{ path: '/page', element: <Counter /> }], '/page?keep=1');
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button).toHaveTextContent('Count 1');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Count 3');
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1&n=3'));
    expect(button).toHaveTextContent('Count 3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows the address when it changes from outside', async () => {
    const { router } = renderRoutes([{ path: '/page', element: <Counter /> }], '/page?n=5');
    expect(screen.getByRole('button')).toHaveTextContent('Count 5');
    await act(() => router.navigate('/page'));
    expect(screen.getByRole('button')).toHaveTextContent('Count 0');
    await act(() => router.navigate('/page?n=9'));
    expect(screen.getByRole('button')).toHaveTextContent('Count 9');
  });
});
