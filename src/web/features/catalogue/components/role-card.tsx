import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { JobSummary } from '../../../../shared/contracts/catalogue.ts';
import { excerptAround, matchedSkills, termsIn } from '../../../../shared/domain/role-search.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { catalogueReturn } from '../../../lib/catalogue-return.ts';
import { LEVEL_LABELS } from '../catalogue-query.ts';
import { HighlightedText } from './highlighted-text.tsx';

/** How far the signed-in user has got with a role they started. */
export interface RoleCardProgress {
  passed: number;
  graded: number;
}

/** The card's place in the comparison the visitor is putting together. */
export interface RoleCardCompare {
  selected: boolean;
  /** Three roles are already picked. */
  full: boolean;
  /** Picks the role, or puts it back: called with the card's job id. */
  onToggle: (jobId: string) => void;
  /** The id of the text that says why a full comparison takes no more. */
  fullNoteId?: string;
}

export const levelTone = (difficulty: JobSummary['difficulty']) =>
  difficulty === 'entry' ? 'emerald' : difficulty === 'senior' ? 'amber' : 'slate';

/**
 * Where the search found a role, when its title and summary do not show it: the skills it
 * matched, else a piece of its description.
 */
function FoundIn({ job, terms }: { job: JobSummary; terms: readonly string[] }) {
  const shown = new Set(termsIn(`${job.title} ${job.summary}`, terms));
  const hidden = terms.filter((term) => !shown.has(term));
  if (hidden.length === 0) return null;
  const skills = matchedSkills(job.skills, hidden);
  if (skills.length > 0) {
    return (
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">Skills: </span>
        <HighlightedText text={skills.slice(0, 3).join(', ')} terms={hidden} />
      </p>
    );
  }
  const excerpt = excerptAround(job.description, hidden);
  return excerpt ? (
    <p className="mt-2 text-sm text-slate-700">
      <HighlightedText text={excerpt} terms={hidden} />
    </p>
  ) : null;
}

const NO_TERMS: readonly string[] = [];

/**
 * A role in the catalogue. Memoised: picking a role to compare draws that card again, not the
 * other 130-odd.
 */
export const RoleCard = memo(function RoleCard({
  job,
  progress,
  terms = NO_TERMS,
  selected,
  full,
  onToggle,
  fullNoteId,
  returnSearch = '',
  layOutNearScreen = false,
}: {
  job: JobSummary;
  progress?: RoleCardProgress;
  /** The search's words, marked where they appear. */
  terms?: readonly string[];
  /** The card's place in the comparison; a card without onToggle offers none. */
  selected?: RoleCardCompare['selected'];
  full?: RoleCardCompare['full'];
  onToggle?: RoleCardCompare['onToggle'];
  fullNoteId?: RoleCardCompare['fullNoteId'];
  /** The catalogue view the card is in ("?search=…"), for the role page's way back. */
  returnSearch?: string;
  /**
   * Lay the card out only when it comes near the screen (content-visibility), keeping the room of
   * a typical card meanwhile: the catalogue's first draw in a visit.
   */
  layOutNearScreen?: boolean;
}) {
  const picked = selected ?? false;
  return (
    <li
      className={`flex h-full flex-col rounded-xl border bg-white shadow-sm transition hover:border-emerald-400 hover:shadow-md ${picked ? 'border-emerald-600 ring-1 ring-emerald-600' : 'border-slate-200'} ${layOutNearScreen ? '[contain-intrinsic-size:auto_19rem] [content-visibility:auto]' : ''}`}
    >
      <Link
        to={`/simulations/${job.job_id}`}
        state={catalogueReturn(returnSearch)}
        className="group flex flex-1 flex-col rounded-xl p-5 pb-4 focus-visible:outline-offset-0"
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone="navy">{job.category}</Badge>
          <Badge tone={levelTone(job.difficulty)}>{LEVEL_LABELS[job.difficulty]}</Badge>
        </div>
        <h2 className="mt-3 text-lg font-semibold text-navy-900 group-hover:text-emerald-800">
          <HighlightedText text={job.title} terms={terms} />
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
          <HighlightedText text={job.summary} terms={terms} />
        </p>
        {terms.length > 0 ? <FoundIn job={job} terms={terms} /> : null}
        {progress ? (
          <p className="tabular mt-3 text-sm font-medium text-emerald-800">
            Tasks passed {progress.passed} of {progress.graded}
          </p>
        ) : null}
        <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-3 text-sm">
          <span className="tabular font-medium text-slate-800">
            <span className="sr-only">Salary band: </span>
            {job.salary_range}
          </span>
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            View role <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </div>
      </Link>
      {onToggle ? (
        <div className="border-t border-slate-100 px-5 py-1">
          <label
            className={`flex min-h-10 items-center gap-2.5 text-sm font-medium ${full && !picked ? 'text-slate-500' : 'cursor-pointer text-navy-800'}`}
          >
            <input
              type="checkbox"
              checked={picked}
              disabled={full && !picked}
              aria-describedby={full && !picked ? fullNoteId : undefined}
              onChange={() => onToggle(job.job_id)}
              aria-label={`Compare ${job.title}`}
              className="size-4 accent-emerald-700"
            />
            Compare
          </label>
        </div>
      ) : null}
    </li>
  );
});
