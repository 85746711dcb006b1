import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

function Shown({ open, label }: { open: boolean; label: string }) {
  return <p>{open ? `${label} open` : `${label} closed`}</p>;
}

describe('lazyDialog', () => {
  it('loads its code the first time it opens, then stays mounted as it closes and opens', async () => {
    const load = vi.fn(async () => Shown);
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} label="Sign in" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Sign in/)).toBeNull();

    rerender(<Dialog open label="Sign in" />);
    expect(await screen.findByText('Sign in open')).toBeInTheDocument();
    rerender(<Dialog open={false} label="Sign in" />);
    expect(screen.getByText('Sign in closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers a reload when its code does not arrive', async () => {
    const Dialog = lazyDialog<{ open: boolean }>(() => Promise.reject(new Error('offline')));
    render(<Dialog open />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
