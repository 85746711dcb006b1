import { Printer } from 'lucide-react';
import type { Certificate } from '../../../../shared/contracts/tasks.ts';
import { formatLongDateUtc } from '../../../../shared/domain/formats.ts';
import { Button } from '../../../components/ui/button.tsx';

/** A completion certificate, laid out to print on one A4 page. */
export function CertificateView({
  certificate,
  verifyUrl,
}: {
  certificate: Certificate;
  verifyUrl: string;
}) {
  return (
    <div className="space-y-4">
      <div className="flex justify-end print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print or save as PDF
        </Button>
      </div>
      <article
        aria-label="Certificate of completion"
        className="certificate mx-auto flex aspect-[297/210] max-w-4xl flex-col items-center justify-center gap-4 rounded-xl border-8 border-double border-navy-800 bg-white p-8 text-center sm:p-12 print:max-w-none print:rounded-none"
      >
        <p className="text-sm font-semibold tracking-[0.3em] text-emerald-800 uppercase">
          FinSim · Certificate of completion
        </p>
        <p className="text-slate-600">This certifies that</p>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{certificate.name}</h1>
        <p className="max-w-xl text-slate-700">
          completed every marked task of the <strong>{certificate.roleTitle}</strong> simulation,
          passing {certificate.tasksPassed} {certificate.tasksPassed === 1 ? 'task' : 'tasks'} with
          an average best score of{' '}
          <span className="tabular font-semibold">{certificate.averageScore}/100</span>.
        </p>
        <p className="text-slate-600">Issued {formatLongDateUtc(new Date(certificate.issuedAt))}</p>
        <div className="mt-4 text-sm text-slate-600">
          <p>
            Verification code:{' '}
            <span className="tabular font-mono font-semibold">{certificate.code}</span>
          </p>
          <p className="break-all">Check it at {verifyUrl}</p>
        </div>
      </article>
    </div>
  );
}
