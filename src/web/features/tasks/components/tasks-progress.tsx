import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { useTaskList } from '../api/task-requests.ts';

/** "Tasks passed N of M" for a role, with the certificate once it is earned. */
export function TasksProgress({ jobId }: { jobId: string }) {
  const list = useTaskList(jobId);
  if (!list.data) return <p className="h-6" aria-hidden="true" />;
  const { passed, graded, certificate } = list.data;
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span className="tabular">
        Tasks passed {passed} of {graded}
      </span>
      <span
        aria-hidden="true"
        className="inline-block h-2 w-32 overflow-hidden rounded-full bg-slate-200"
      >
        <span
          className="block h-full bg-emerald-600"
          style={{ width: `${graded ? (passed / graded) * 100 : 0}%` }}
        />
      </span>
      {certificate ? (
        <Link
          to={`/certificates/${certificate.code}`}
          className="inline-flex items-center gap-1 font-semibold text-emerald-800 underline"
        >
          <Award aria-hidden="true" className="size-4" /> Your certificate
        </Link>
      ) : null}
    </p>
  );
}
