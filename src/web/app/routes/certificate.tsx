import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCertificate } from '../../features/tasks/api/task-requests.ts';
import { CertificateView } from '../../features/tasks/components/certificate-view.tsx';

/** A user's own certificate, ready to print; the code on it can be checked at /verify/{code}. */
export function CertificateRoute() {
  const { code = '' } = useParams();
  const certificate = useCertificate(code);
  return (
    <PageContainer className="py-8 print:p-0">
      {certificate.isPending ? <Spinner label="Loading your certificate…" /> : null}
      {certificate.error ? (
        <div className="max-w-xl">
          <h1 className="text-2xl font-bold text-navy-900">Certificate not found</h1>
          <p role="alert" className="mt-2 text-slate-700">
            {certificate.error.message} Sign in with the account that earned it, or check the code
            at{' '}
            <a className="underline" href={`/verify/${encodeURIComponent(code)}`}>
              the verification page
            </a>
            .
          </p>
        </div>
      ) : null}
      {certificate.data ? (
        <CertificateView
          certificate={certificate.data}
          verifyUrl={`${window.location.origin}/verify/${certificate.data.code}`}
        />
      ) : null}
    </PageContainer>
  );
}
