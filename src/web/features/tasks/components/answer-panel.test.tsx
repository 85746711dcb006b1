import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Marking, TaskWork } from '../../../../shared/contracts/tasks.ts';
import { jsonResponse } from '../../../../../tests/support/factories.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { AnswerPanel, AUTOSAVE_DELAY_MS, countWords } from './answer-panel.tsx';

const marking: Marking = {
  score: 72,
  engine: 'embedded',
  indicative: true,
  flags: [],
  criteria: [
    {
      id: 'midpoint',
      criterion: 'Works out the new guidance midpoint',
      kind: 'figure',
      weight: 40,
      level: 'full',
      points: 40,
      evidence: 'The £620m midpoint is 2.5% above consensus.',
      note: 'Right: operating profit guidance midpoint.',
    },
    {
      id: 'view',
      criterion: 'Gives a clear view',
      kind: 'judgement',
      weight: 60,
      level: 'partial',
      points: 30,
      evidence: null,
      note: 'Missing: margins.',
    },
  ],
};

function serve(work: TaskWork) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'PUT') return jsonResponse({ savedAt: '2026-01-13T09:15:00.000Z' });
      if (method === 'POST')
        return jsonResponse({
          marking,
          status: 'passed',
          bestScore: 72,
          modelAnswer: 'Headline: a clear Christmas beat.',
          certificate: null,
        });
      return jsonResponse(work);
    }),
  );
  return calls;
}

const fresh: TaskWork = {
  taskId: 't4',
  status: 'pending',
  draft: null,
  attempts: [],
  best: null,
  modelAnswer: null,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnswerPanel', () => {
  it('counts words as the user writes and saves the draft when typing pauses', async () => {
    const calls = serve(fresh);
    renderWithRouter(<AnswerPanel jobId="equity-research-analyst" taskId="t4" />);
    const field = await screen.findByLabelText('Your answer');
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: 'Hartwell beat consensus at Christmas.' } });
    expect(screen.getByText('5 words')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText(/Draft saved at/)).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/tasks/equity-research-analyst/t4/draft',
      body: { answer: 'Hartwell beat consensus at Christmas.' },
    });
  });

  it('reopens on the saved draft and never shows the model answer before a submission', async () => {
    serve({
      ...fresh,
      status: 'in_progress',
      draft: { answer: 'My notes so far', savedAt: '2026-01-13T09:00:00.000Z' },
    });
    renderWithRouter(<AnswerPanel jobId="equity-research-analyst" taskId="t4" />);
    expect(await screen.findByLabelText('Your answer')).toHaveValue('My notes so far');
    expect(screen.queryByText('Model answer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for marking' })).toBeEnabled();
  });

  it('submits, then shows the score, each criterion with its evidence, and the model answer', async () => {
    const calls = serve(fresh);
    renderWithRouter(<AnswerPanel jobId="equity-research-analyst" taskId="t4" />);
    fireEvent.change(await screen.findByLabelText('Your answer'), {
      target: { value: 'The £620m midpoint is 2.5% above consensus.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for marking' }));
    expect(await screen.findByRole('heading', { name: 'Passed: 72 out of 100' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Score 72 out of 100' })).toBeInTheDocument();
    expect(screen.getByText('Full credit')).toBeInTheDocument();
    expect(screen.getByText('Partial credit')).toBeInTheDocument();
    expect(screen.getByText('“The £620m midpoint is 2.5% above consensus.”')).toBeInTheDocument();
    expect(screen.getByText('Missing: margins.')).toBeInTheDocument();
    expect(
      screen.getByText(/Marked by the embedded marker; credit for judgement/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Model answer' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(
      '/api/tasks/equity-research-analyst/t4/submit',
    );
  });

  it('will not submit an empty answer', async () => {
    serve(fresh);
    renderWithRouter(<AnswerPanel jobId="equity-research-analyst" taskId="t4" />);
    expect(await screen.findByRole('button', { name: 'Submit for marking' })).toBeDisabled();
  });

  it('counts words like a person', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one two\nthree  ')).toBe(3);
  });
});
