import { memo } from 'react';
import type { ReactNode } from 'react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { byTime, formatDateTime, TASK_STATUS_LABELS } from '../week-format.ts';
import type { OnOpen, Opened, Task } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

const STATUS_TONES = { completed: 'emerald', in_progress: 'amber', pending: 'slate' } as const;

export const TasksSection = memo(function TasksSection({
  tasks,
  opened,
  onOpen,
  renderAnswer,
  summary,
  userStatus,
}: {
  tasks: readonly Task[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
  /** Where the user answers a task and gets feedback, composed by the page when available. */
  renderAnswer?: (task: Task) => ReactNode;
  /** A line above the list, such as how many tasks the user has passed. */
  summary?: ReactNode;
  /** Where the user stands on a task they answer ("Passed · 93"), shown in place of its status. */
  userStatus?: Readonly<Record<string, { label: string; passed: boolean }>>;
}) {
  const badge = (task: Task) => {
    const mine = userStatus?.[task.id];
    return mine ? (
      <Badge tone={mine.passed ? 'emerald' : 'amber'}>{mine.label}</Badge>
    ) : (
      <Badge tone={STATUS_TONES[task.status]}>{TASK_STATUS_LABELS[task.status]}</Badge>
    );
  };
  const [openId, setOpenId] = useOpenItem('task', onOpen);
  const seen = new Set(opened?.task ?? []);
  const items = [...(tasks ?? [])]
    .slice(0, SECTION_CAPS.tasks)
    .sort(byTime((task) => task.due_date));

  return (
    <WorkspaceSection
      id="tasks"
      aside={
        tasks ? `${items.filter((t) => seen.has(t.id)).length} of ${items.length} opened` : '\u00a0'
      }
    >
      {summary ? <div className="mb-3">{summary}</div> : null}
      <MasterDetail
        items={items}
        itemId={(task) => task.id}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="Tasks"
        loadingRows={tasks ? undefined : SECTION_CAPS.tasks}
        rowClassName="min-h-20"
        backLabel="Back to tasks"
        closeLabel="Close task"
        placeholder="Choose a task to read its brief."
        emptyText="No tasks to show."
        detailTitle={(task) => task.title}
        renderItem={(task) => (
          <>
            <span className="flex items-start gap-2">
              <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium text-navy-900">
                {task.title}
              </span>
              <OpenedMark opened={seen.has(task.id)} />
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-2">
              {badge(task)}
              <span className="tabular text-xs text-slate-600">
                Due {formatDateTime(task.due_date)}
              </span>
            </span>
          </>
        )}
        renderDetail={(task) => (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {badge(task)}
              <span className="tabular">Due {formatDateTime(task.due_date)}</span>
            </p>
            <p className="mt-4 leading-7 text-slate-800">{task.description}</p>
            {task.brief ? (
              <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
                <h4 className="text-sm font-semibold text-navy-900">Your brief</h4>
                <p className="mt-1 leading-7 whitespace-pre-line text-slate-800">{task.brief}</p>
              </div>
            ) : null}
            {renderAnswer ? <div className="mt-5">{renderAnswer(task)}</div> : null}
          </>
        )}
      />
    </WorkspaceSection>
  );
});
