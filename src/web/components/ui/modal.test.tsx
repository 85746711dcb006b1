import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function WithOpener({ field = false }: { field?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Page</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Details">
        {field ? <input aria-label="Email" /> : null}
        <button type="button">Confirm</button>
      </Modal>
    </main>
  );
}

/** Sign-up closes as the paywall opens, as the paywall provider does after sign-up. */
function Chained() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <main>
      <h1>Role</h1>
      <button type="button" onClick={() => setFirst(true)}>
        Start
      </button>
      <Modal open={first} onOpenChange={setFirst} title="Create your account">
        <input aria-label="Name" />
        <button
          type="button"
          onClick={() => {
            setFirst(false);
            setSecond(true);
          }}
        >
          Create
        </button>
      </Modal>
      <Modal open={second} onOpenChange={setSecond} title="Subscribe" hideTitle>
        <p>Unlock</p>
      </Modal>
    </main>
  );
}

/** An alert over an open dialog, as the paywall's checkout apology is. */
function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <h1>Page</h1>
      <button type="button" onClick={() => setOuter(true)}>
        Subscribe
      </button>
      <Modal open={outer} onOpenChange={setOuter} title="Paywall">
        <button type="button" onClick={() => setInner(true)}>
          Start Subscription
        </button>
      </Modal>
      <Modal open={inner} onOpenChange={setInner} title="Payment" size="sm">
        <p>Sorry.</p>
      </Modal>
    </main>
  );
}

function OpenerGoes() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Settings</h1>
      {open ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      )}
      <Modal open={open} onOpenChange={setOpen} title="Deleted" />
    </main>
  );
}

const openWith = (name: string) => {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Modal focus', () => {
  it('opens on its first field when it has one', async () => {
    render(<WithOpener field />);
    openWith('Open');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('opens on its heading, not on Close or a button, when it has no field', async () => {
    render(<WithOpener />);
    openWith('Open');
    const heading = await screen.findByRole('heading', { name: 'Details' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['its Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('gives focus back to its opener when closed with %s', async (_how, close) => {
    render(<WithOpener field />);
    const opener = openWith('Open');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the first opener when a dialog that followed another closes', async () => {
    render(<Chained />);
    const start = openWith('Start');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const subscribe = await screen.findByRole('dialog', { name: 'Subscribe' });
    // The second dialog keeps focus: the first one's closing does not pull it back to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Subscribe' })).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribe).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(start).toHaveFocus());
  });

  it('gives focus back to a button inside a dialog that is still open', async () => {
    render(<Nested />);
    const subscribe = openWith('Subscribe');
    const paywall = await screen.findByRole('dialog', { name: 'Paywall' });
    const start = within(paywall).getByRole('button', { name: 'Start Subscription' });
    start.focus();
    fireEvent.click(start);
    const alert = await screen.findByRole('dialog', { name: 'Payment' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment' })).toBeNull());
    await waitFor(() => expect(start).toHaveFocus());
    fireEvent.click(within(paywall).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(subscribe).toHaveFocus());
  });

  it("lands on the page's heading when the opener has gone", async () => {
    render(<OpenerGoes />);
    openWith('Delete');
    await screen.findByRole('dialog', { name: 'Deleted' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Settings' })).toHaveFocus());
  });
});
