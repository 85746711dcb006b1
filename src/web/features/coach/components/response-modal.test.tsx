import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachRequest } from '../api/ask-coach.ts';
import { failureText, ResponseModal, REVEAL_TICK_MS, revealStep } from './response-modal.tsx';

const job = { id: 'trader', title: 'Trader' };
const workflow: CoachRequest = { kind: 'workflow', workflowType: 'day-in-life', job };

/** A fetch that answers with server-sent events, each chunk sent when `release` is called. */
function streamingFetch(events: string[]) {
  let push: (chunk: string) => void = () => {};
  let finish: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (chunk) => controller.enqueue(encoder.encode(chunk));
      finish = () => controller.close();
    },
  });
  const fetch = vi.fn(async () => new Response(body, { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    release: async (index: number) => {
      await act(async () => {
        push(events[index]!);
        await Promise.resolve();
      });
    },
    end: async () => {
      await act(async () => {
        finish();
        await Promise.resolve();
      });
    },
  };
}

const delta = (text: string) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`;
const done = `event: done\ndata: {"engine":"embedded"}\n\n`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs `n` reveal ticks, letting React re-render between them as a browser would. */
async function ticks(n: number) {
  for (let i = 0; i < n; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REVEAL_TICK_MS);
    });
  }
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

describe('ResponseModal', () => {
  it('reveals 1, 2 or 4 characters a tick, more the further it is behind', () => {
    expect(revealStep(1)).toBe(1);
    expect(revealStep(41)).toBe(2);
    expect(revealStep(151)).toBe(4);
    expect(revealStep(601)).toBe(8);
  });

  it('shows the title and a spinner, then reveals the text every 20 ms with a cursor, then copies it', async () => {
    vi.useFakeTimers();
    const stream = streamingFetch([delta('## Morning\n- Check the book'), done]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ResponseModal title="Day in the Life" request={workflow} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Day in the Life' })).toBeInTheDocument();
    expect(screen.getByText('Generating response...')).toBeInTheDocument();
    expect(stream.fetch).toHaveBeenCalledWith(
      '/api/coach/workflow',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ accept: 'text/event-stream' }),
      }),
    );

    await stream.release(0);
    await flush();
    expect(screen.queryByText('Generating response...')).not.toBeInTheDocument();
    expect(screen.getByTestId('reveal-cursor')).toBeInTheDocument();
    // 26 characters behind: one a tick, so five ticks show "## Mo".
    await ticks(5);
    expect(screen.getByRole('heading', { name: 'Mo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Response' })).toBeDisabled();

    await stream.release(1);
    await stream.end();
    await ticks(40);
    expect(screen.getByRole('heading', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.getByText('Check the book').tagName).toBe('LI');
    expect(screen.queryByTestId('reveal-cursor')).not.toBeInTheDocument();
    expect(screen.getByText(/Answered by FinSim's built-in coach/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Response' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('## Morning\n- Check the book');
  });

  it("shows the model's text as text, never as HTML", async () => {
    const stream = streamingFetch([delta('<img src=x onerror=alert(1)> plain'), done]);
    render(<ResponseModal title="AI Impact" request={workflow} onClose={vi.fn()} />);
    await stream.release(0);
    await stream.release(1);
    await stream.end();
    expect(
      await screen.findByText('<img src=x onerror=alert(1)> plain', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says sorry when the coach fails, in the words of SPEC.md', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Too many' }), { status: 429 })),
    );
    render(<ResponseModal title="Interview Prep" request={workflow} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, I couldn't generate the Interview Prep right now. Please try again.",
    );
    expect(failureText({ kind: 'question', question: 'x', job }, 'x')).toBe(
      "Sorry, I couldn't answer that question right now. Please try again.",
    );
  });

  it('closes with Close and with the X', async () => {
    streamingFetch([]);
    const onClose = vi.fn();
    render(<ResponseModal title="Job Discovery" request={workflow} onClose={onClose} />);
    const [x, close] = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(close!);
    fireEvent.click(x!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
