import { BadgeCheck, ShieldX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVerification } from '../api/task-requests.ts';

/** Anyone can check a certificate code: genuine or not, and if genuine, whose and for which role. */
export function VerifyCertificate({
  initialCode,
  onCode,
}: {
  initialCode: string;
  onCode: (code: string) => void;
}) {
  const [draft, setDraft] = useState(initialCode);
  const result = useVerification(initialCode);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(draft.trim().toUpperCase());
  };
  return (
    <div className="max-w-xl space-y-6">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
            Verification code
          </label>
          <input
            id={id}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-navy-900 focus:border-emerald-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          />
        </div>
        <Button type="submit">Check</Button>
      </form>
      {result.isFetching ? <Spinner label="Checking…" /> : null}
      {result.error ? (
        <p role="alert" className="text-red-800">
          {result.error.message}
        </p>
      ) : null}
      {result.data ? (
        result.data.valid ? (
          <div
            role="status"
            className="flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
          >
            <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
            <p className="text-emerald-950">
              Genuine. This certificate was issued by FinSim to <strong>{result.data.name}</strong>{' '}
              for the <strong>{result.data.roleTitle}</strong> simulation.
            </p>
          </div>
        ) : (
          <div role="status" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4">
            <ShieldX aria-hidden="true" className="size-6 shrink-0 text-red-700" />
            <p className="text-red-950">
              Not genuine. No FinSim certificate has this code; check that it was copied exactly.
            </p>
          </div>
        )
      ) : null}
    </div>
  );
}
