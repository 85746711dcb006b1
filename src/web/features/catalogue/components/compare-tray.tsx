import { ArrowRight, X } from 'lucide-react';
import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import {
  compareUrl,
  MAX_COMPARED_ROLES,
  MIN_COMPARED_ROLES,
} from '../../../../shared/domain/role-comparison.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';

/**
 * The roles picked for comparison, kept in view at the foot of the screen while the visitor
 * scrolls the catalogue, with the way to the comparison once two are picked.
 */
export function CompareTray({
  picked,
  onRemove,
  onClear,
  fullNoteId,
}: {
  picked: readonly Pick<JobSummary, 'job_id' | 'title'>[];
  onRemove: (jobId: string) => void;
  onClear: () => void;
  fullNoteId: string;
}) {
  const ready = picked.length >= MIN_COMPARED_ROLES;
  const full = picked.length >= MAX_COMPARED_ROLES;
  return (
    <section
      aria-labelledby="compare-tray-heading"
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex items-center gap-x-3 sm:gap-x-4">
        <div className="min-w-0 flex-1">
          <h2 id="compare-tray-heading" className="text-sm font-semibold text-navy-900">
            <span className="max-sm:sr-only">Compare roles · </span>
            <span className="tabular">
              {picked.length} of {MAX_COMPARED_ROLES} picked
            </span>
          </h2>
          <ul className="mt-1 hidden flex-wrap gap-1.5 sm:flex">
            {picked.map((job) => (
              <li
                key={job.job_id}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800"
              >
                {job.title}
                <button
                  type="button"
                  onClick={() => onRemove(job.job_id)}
                  aria-label={`Remove ${job.title} from the comparison`}
                  className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-navy-900"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          {/* On a phone the note gives way to the Compare button once there is one. */}
          <p
            id={fullNoteId}
            className={`text-sm text-slate-600 sm:mt-1 ${ready ? 'hidden sm:block' : ''}`}
          >
            {full
              ? `You can compare up to ${MAX_COMPARED_ROLES} roles at once.`
              : ready
                ? 'Add one more, or compare these now.'
                : 'Pick one more role to compare.'}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <Button variant="ghost" onClick={onClear}>
            Clear<span className="sr-only"> the comparison</span>
          </Button>
          {ready ? (
            <ButtonLink to={compareUrl(picked.map((job) => job.job_id))}>
              Compare {picked.length} roles <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
