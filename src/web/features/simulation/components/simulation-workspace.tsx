import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { WORKFLOWS } from '../../../../shared/domain/coaching.ts';
import type { ProgressKind } from '../../../../shared/domain/progress.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
import {
  unreadEmails,
  type OnOpen,
  type Opened,
  type RoleBasics,
  type Task,
  type WeekContent,
} from '../week.ts';
import { simulatedWeekLabel } from '../../../../shared/domain/simulation.ts';
import { CalendarSection } from './calendar-section.tsx';
import { CoachingSections } from './coaching-sections.tsx';
import { CompaniesSection } from './companies-section.tsx';
import { FilesSection } from './files-section.tsx';
import { FundamentalsSection } from './fundamentals-section.tsx';
import { InboxSection } from './inbox-section.tsx';
import { NewsSection } from './news-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ProgressLine } from './progress-line.tsx';
import { SectionNav, type SectionCount } from './section-nav.tsx';
import { SectionDrawn } from './workspace-section.tsx';
import { TasksSection } from './tasks-section.tsx';

export interface WeekFailure {
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The parts of the page, in order: the progress line and the profile, which fill a screen and
 * come with the week's first paint, then the inbox, meetings, files, news, tasks, fundamentals,
 * companies and coaching, which follow a frame apart.
 */
const PARTS = 10;
const FIRST_PARTS = 2;

function notOpened(ids: readonly string[] | undefined, items: readonly { id: string }[]) {
  const seen = new Set(ids ?? []);
  return items.filter((item) => !seen.has(item.id)).length;
}

/**
 * A subscriber's week in a role: every section of SPEC.md section 2 in order, reachable from the
 * section navigation and by its anchor. The role's profile shows at once; the week's items fill in
 * placeholders of their own size when they arrive, so nothing on screen moves.
 */
export function SimulationWorkspace({
  role,
  week,
  failure,
  opened,
  onOpen,
  salaryBand,
  renderTaskAnswer,
  tasksSummary,
  taskStatus,
  onWorkflow,
  onQuestion,
  resume,
  saveError,
  drawInSteps,
}: {
  role: RoleBasics;
  /** Undefined while the week loads; the empty fallback week when it failed. */
  week: WeekContent | undefined;
  /** Set when the week could not be loaded (SPEC.md section 8's fallback is showing). */
  failure?: WeekFailure;
  opened: Opened | undefined;
  onOpen: OnOpen;
  /** The role's salary band picture, from the catalogue. */
  salaryBand?: ReactNode;
  renderTaskAnswer?: (task: Task) => ReactNode;
  /** Shown above the tasks: how many the user has passed, and the certificate. */
  tasksSummary?: ReactNode;
  /** Coaching: the page opens the response modal; without these the buttons are unavailable. */
  onWorkflow?: (workflow: (typeof WORKFLOWS)[number]) => void;
  onQuestion?: (question: string) => void;
  /** CV screening for the role, composed by the page; without it the section is unavailable. */
  resume?: ReactNode;
  /** The user's own standing on each task they answer, by task id. */
  taskStatus?: Readonly<Record<string, { label: string; passed: boolean }>>;
  saveError?: string | null;
  /**
   * The week's name in this visit (the role's id): the first time it is drawn, its sections come
   * a frame apart, not in one long task. Without it the week is drawn whole at once.
   */
  drawInSteps?: string;
}) {
  // Opening an item again records nothing new.
  const open = useCallback<OnOpen>(
    (kind: ProgressKind, itemId: string) => {
      if (!opened?.[kind].includes(itemId)) onOpen(kind, itemId);
    },
    [onOpen, opened],
  );

  const arriving = useProgressiveCount(drawInSteps, week && !failure ? PARTS : undefined, {
    first: FIRST_PARTS,
    step: 1,
  });
  // The fallback of a week that failed has little to draw: it shows whole, at once.
  const drawn = failure ? PARTS : arriving;
  const complete = week !== undefined && drawn >= PARTS;
  /** A part of the page, drawn once its turn has come (until then its sections keep their room). */
  const part = (place: number, content: ReactNode) => (
    <SectionDrawn.Provider value={place < drawn}>{content}</SectionDrawn.Provider>
  );

  // A link to a section (/simulations/x#inbox) lands there once the week is in place. Sections
  // below the screen are laid out only when near it (WorkspaceSection): while landing, all are
  // laid out, so that the target is where their real heights put it; then they go back to being
  // laid out near the screen, keeping those heights.
  const [landing, setLanding] = useState(() => window.location.hash.length > 1);
  useEffect(() => {
    if (!landing || !complete) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    document.getElementById(id)?.scrollIntoView();
    const frame = requestAnimationFrame(() => setLanding(false));
    return () => cancelAnimationFrame(frame);
  }, [landing, complete]);

  const count = (value: number | undefined, label: string): SectionCount | null =>
    value === undefined ? null : { value, label };
  const ready = week && opened ? week : undefined;

  return (
    <div
      data-landing={landing ? '' : undefined}
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[11.5rem_minmax(0,1fr)] lg:gap-10 lg:px-8"
    >
      <SectionNav
        counts={{
          inbox: count(ready && unreadEmails(ready.emails, opened), 'unread'),
          meetings: count(ready && notOpened(opened?.meeting, ready.meetings), 'not opened'),
          files: count(ready && notOpened(opened?.file, ready.files), 'not opened'),
          tasks: count(ready && notOpened(opened?.task, ready.tasks), 'not opened'),
        }}
      />
      <div className="min-w-0 space-y-12 pt-6 pb-16 lg:pt-8">
        {failure ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
            <p className="font-semibold text-amber-950">This week could not be loaded</p>
            <p className="mt-1 text-amber-950">
              The role&apos;s profile is below, but its e-mails, meetings and tasks did not arrive.
              Please try again in a moment.
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={failure.onRetry}
              disabled={failure.retrying}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {failure.retrying ? 'Retrying…' : 'Retry'}
            </Button>
          </div>
        ) : null}
        {failure ? null : (
          <ProgressLine
            week={week}
            opened={opened}
            weekLabel={week?.weekOf ? simulatedWeekLabel(week.weekOf) : undefined}
            saveError={saveError}
          />
        )}
        <ProfileSection role={role} scenario={week?.scenario} salaryBand={salaryBand} />
        {part(2, <InboxSection emails={week?.emails} opened={opened} onOpen={open} />)}
        {part(3, <CalendarSection meetings={week?.meetings} opened={opened} onOpen={open} />)}
        {part(4, <FilesSection files={week?.files} opened={opened} onOpen={open} />)}
        {part(5, <NewsSection news={week?.news} opened={opened} onOpen={open} />)}
        {part(
          6,
          <TasksSection
            tasks={week?.tasks}
            opened={opened}
            onOpen={open}
            renderAnswer={renderTaskAnswer}
            summary={tasksSummary}
            userStatus={taskStatus}
          />,
        )}
        {part(
          7,
          <FundamentalsSection fundamentals={week?.fundamentals} opened={opened} onOpen={open} />,
        )}
        {part(8, <CompaniesSection companies={week?.companies} opened={opened} onOpen={open} />)}
        {part(
          9,
          <CoachingSections onWorkflow={onWorkflow} onQuestion={onQuestion} resume={resume} />,
        )}
      </div>
    </div>
  );
}
