import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../../tests/support/factories.ts';
import { makeDocx } from '../../../../../tests/support/make-docx.ts';
import { renderWithRouter } from '../../../../../tests/support/render.tsx';
import { makeAnalysis } from '../../../../../tests/support/resume.ts';
import { ResumeSection, type ResumeJob } from './resume-section.tsx';

const job: ResumeJob = {
  id: 'credit-analyst',
  title: 'Credit Analyst',
  description: 'Credit analysts judge whether a borrower can repay.',
  skills: ['Financial statement analysis', 'Covenant analysis'],
};
const CV_TEXT = 'Priya Shah\nCredit analyst at Northbank, 2021 - Present\nSpread annual accounts';
const cv = (name = 'priya-cv.txt', text = CV_TEXT) =>
  new File([text], name, { type: 'text/plain' });

interface Call {
  url: string;
  init: RequestInit;
}

/** The network: each call recorded and answered by `answer`. */
function stubFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const call = { url: String(input), init };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderWithRouter(<ResumeSection job={job} />);
  return {
    user,
    choose: (file: File) => user.upload(screen.getByLabelText('Choose File'), file),
  };
}

const alert = () => screen.getByRole('alert');
const screenButton = () => screen.getByRole('button', { name: 'Screen Resume for Credit Analyst' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResumeSection', () => {
  it('offers a labelled, keyboard-reachable file picker for PDF, Word and text files', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Upload Your Resume' })).toBeInTheDocument();
    const input = screen.getByLabelText('Choose File');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.txt');
    expect(input).toHaveAccessibleDescription('PDF, Word, or Text files up to 5MB');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('refuses a file of the wrong type, and one over 5MB, in the words of SPEC.md', async () => {
    const { choose } = setup();
    await choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(alert()).toHaveTextContent('Please upload a PDF, Word document, or text file');
    expect(screen.getByLabelText('Choose File')).toBeInTheDocument();

    await choose(new File([new Uint8Array(5_242_881)], 'long-cv.pdf'));
    expect(alert()).toHaveTextContent('File size must be less than 5MB');
    expect(screen.queryByText('long-cv.pdf')).toBeNull();
  });

  it('shows a chosen file with its size, clears the last error, and Remove starts again', async () => {
    const { choose, user } = setup();
    await choose(new File(['x'], 'cv.exe'));
    expect(alert()).toBeInTheDocument();

    await choose(new File([new Uint8Array(Math.round(1.23 * 1024 * 1024))], 'priya-cv.txt'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('priya-cv.txt')).toBeInTheDocument();
    expect(screen.getByText('1.23 MB')).toBeInTheDocument();
    expect(screenButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove priya-cv.txt' }));
    expect(screen.queryByText('priya-cv.txt')).toBeNull();
    expect(screen.getByLabelText('Choose File')).toHaveFocus();
  });

  it('accepts a file dropped on the dropzone', () => {
    setup();
    fireEvent.drop(screen.getByRole('heading', { name: 'Upload Your Resume' }), {
      dataTransfer: { files: [cv('dropped.txt')] },
    });
    expect(screen.getByText('dropped.txt')).toBeInTheDocument();
  });

  it('screens the CV for the role and shows the report', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { choose, user } = setup();
    await choose(cv());
    await user.click(screenButton());

    const running = await screen.findByRole('button', { name: 'Analyzing Resume...' });
    expect(running).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove priya-cv.txt' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/cv-screening/analyze');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      cvData: { fileName: 'priya-cv.txt', text: CV_TEXT },
      jobProfile: job,
    });

    answer(jsonResponse({ analysis: makeAnalysis({ fitScore: 84 }) }));
    const report = await screen.findByRole('article', { name: 'CV report for Credit Analyst' });
    for (const heading of [
      'Overall Suitability',
      'Your Strengths',
      'Areas for Improvement',
      'Action Plan',
      'Career Development Advice',
    ]) {
      expect(within(report).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(report).getByText('72/100')).toBeInTheDocument();
    expect(screen.queryByText('Analyzing Resume...')).toBeNull();
  });

  it("shows the server's reason when it refuses, and its own words when there is none", async () => {
    let status = 400;
    let body: unknown = {
      error: 'This CV has too little text to screen: please upload the full CV.',
    };
    stubFetch(() => jsonResponse(body, status));
    const { choose, user } = setup();
    await choose(cv());
    await user.click(screenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This CV has too little text to screen: please upload the full CV.',
    );
    // The file stays, so the person can try again.
    expect(screen.getByText('priya-cv.txt')).toBeInTheDocument();

    status = 500;
    body = {};
    await user.click(screenButton());
    await waitFor(() => expect(alert()).toHaveTextContent(/^Failed to analyze CV$/));
  });

  it('says to try again when the network fails or the answer cannot be read', async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse({ analysis: 'none' }),
    );
    const { choose, user } = setup();
    await choose(cv());
    await user.click(screenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to analyze CV. Please try again.',
    );
    fail = false;
    await user.click(screenButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to analyze CV. Please try again.',
    );
  });

  it('says when a file has no text in it, without calling the server', async () => {
    const calls = stubFetch(() => jsonResponse({}));
    const { choose, user } = setup();
    await choose(cv('empty.txt', '  \n  '));
    await user.click(screenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find any text in this file.',
    );
    expect(calls).toHaveLength(0);
  });

  it('reads a Word document in the page and sends its text', async () => {
    const calls = stubFetch(() => jsonResponse({ analysis: makeAnalysis() }));
    const { choose, user } = setup();
    const docx = makeDocx(['Priya Shah', 'Credit analyst at Northbank']);
    await choose(new File([new Uint8Array(docx)], 'priya.docx'));
    await user.click(screenButton());
    expect(
      await screen.findByRole('heading', { name: 'Overall Suitability' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init.body)).cvData).toEqual({
      fileName: 'priya.docx',
      text: 'Priya Shah\n\nCredit analyst at Northbank',
    });
  });

  it('sends an old .doc to the server to read, and shows its reason when it cannot', async () => {
    let readable = true;
    const calls = stubFetch(({ url }) => {
      if (url === '/api/cv-screening/extract') {
        return readable
          ? jsonResponse({ text: 'Priya Shah\nCredit analyst' })
          : jsonResponse({ error: 'This .doc file is damaged.' }, 422);
      }
      return jsonResponse({ analysis: makeAnalysis() });
    });
    const { choose, user } = setup();
    const doc = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'old-cv.doc');
    await choose(doc);
    await user.click(screenButton());
    await screen.findByRole('heading', { name: 'Overall Suitability' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/cv-screening/extract',
      '/api/cv-screening/analyze',
    ]);
    expect(calls[0]!.init.method).toBe('POST');
    const form = calls[0]!.init.body as FormData;
    expect((form.get('file') as File).name).toBe('old-cv.doc');
    expect(JSON.parse(String(calls[1]!.init.body)).cvData.text).toBe('Priya Shah\nCredit analyst');

    readable = false;
    await user.click(screen.getByRole('button', { name: 'Upload Different Resume' }));
    await choose(doc);
    await user.click(screenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This .doc file is damaged.');
  });

  it('clears the last report and error when a new file is chosen', async () => {
    let ok = false;
    stubFetch(() =>
      ok ? jsonResponse({ analysis: makeAnalysis() }) : jsonResponse({ error: 'Busy' }, 503),
    );
    const { choose, user } = setup();
    await choose(cv());
    await user.click(screenButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Busy');

    // A new file dropped on the section replaces the one that failed, and the error goes.
    fireEvent.drop(screen.getByText('priya-cv.txt'), {
      dataTransfer: { files: [cv('second.txt')] },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('second.txt')).toBeInTheDocument();

    ok = true;
    await user.click(screenButton());
    const report = await screen.findByRole('article', { name: 'CV report for Credit Analyst' });
    fireEvent.drop(report, { dataTransfer: { files: [cv('third.txt')] } });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('third.txt')).toBeInTheDocument();
  });

  it("'Upload Different Resume' clears the file, the report and the error", async () => {
    stubFetch(() => jsonResponse({ analysis: makeAnalysis() }));
    const { choose, user } = setup();
    await choose(cv());
    await user.click(screenButton());
    await user.click(await screen.findByRole('button', { name: 'Upload Different Resume' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('priya-cv.txt')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Choose File')).toHaveFocus();
  });
});
