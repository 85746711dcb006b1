import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '../../../../shared/contracts/tasks.ts';
import { CertificateView } from './certificate-view.tsx';

function makeCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    code: 'ABCD-EFGH-JKLM',
    name: 'Priya Shah',
    roleTitle: 'Equity Research Analyst',
    jobId: 'equity-research-analyst',
    // Late on 3 March in UTC: already 4 March east of Greenwich; the certificate keeps UTC.
    issuedAt: '2027-03-03T23:30:00.000Z',
    tasksPassed: 4,
    averageScore: 82,
    ...overrides,
  };
}

const VERIFY_URL = 'https://finsim.example/verify/ABCD-EFGH-JKLM';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CertificateView', () => {
  it('names the person, the role, the tasks passed, the average score and the UTC issue date', () => {
    render(<CertificateView certificate={makeCertificate()} verifyUrl={VERIFY_URL} />);
    const certificate = screen.getByRole('article', { name: 'Certificate of completion' });
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeInTheDocument();
    expect(certificate).toHaveTextContent(
      'completed every marked task of the Equity Research Analyst simulation, passing 4 tasks with an average best score of 82/100.',
    );
    expect(certificate).toHaveTextContent('Issued 3 March 2027');
  });

  it('says "task" for a single task passed', () => {
    render(
      <CertificateView certificate={makeCertificate({ tasksPassed: 1 })} verifyUrl={VERIFY_URL} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('passing 1 task with');
  });

  it('prints the verification code and where to check it', () => {
    render(<CertificateView certificate={makeCertificate()} verifyUrl={VERIFY_URL} />);
    const certificate = screen.getByRole('article');
    expect(certificate).toHaveTextContent('Verification code: ABCD-EFGH-JKLM');
    expect(certificate).toHaveTextContent(`Check it at ${VERIFY_URL}`);
  });

  it('opens the print dialog from its button', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<CertificateView certificate={makeCertificate()} verifyUrl={VERIFY_URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
