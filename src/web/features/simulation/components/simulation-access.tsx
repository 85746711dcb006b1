import {
  CalendarDays,
  Inbox,
  ListChecks,
  LockKeyhole,
  PlayCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SandboxResponse } from '../../../../shared/contracts/simulation.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { useSandbox } from '../api/get-sandbox.ts';

const dayTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

interface BriefingItem {
  id: string;
  title: string;
  detail: string;
  strong?: boolean;
}

function BriefingList({
  title,
  icon: Icon,
  items,
}: {
  title: string;
  icon: LucideIcon;
  items: BriefingItem[];
}) {
  return (
    <section>
      <h3 className="flex items-center gap-2 font-semibold text-navy-900">
        <Icon aria-hidden="true" className="size-4 text-emerald-700" /> {title} ({items.length})
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="border-b border-slate-100 pb-2">
            <p className={item.strong ? 'font-semibold text-navy-900' : 'text-navy-900'}>
              {item.title}
            </p>
            <p className="tabular text-slate-500">{item.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Briefing({ content }: { content: SandboxResponse }) {
  const { scenario } = content;
  return (
    <div className="mt-6 space-y-6" data-testid="simulation-briefing">
      <div className="grid gap-4 md:grid-cols-2">
        {(
          [
            ['You', scenario.you],
            ['Your team', scenario.team],
            ['Your firm', scenario.firm],
            ['The week ahead', scenario.weekAhead],
          ] as const
        ).map(([title, text]) => (
          <section key={title} className="rounded-xl bg-slate-50 p-4">
            <h3 className="font-semibold text-navy-900">{title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">{text}</p>
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <BriefingList
          title="Inbox"
          icon={Inbox}
          items={content.emails.map((email) => ({
            id: email.id,
            title: email.subject,
            detail: email.from.name,
            strong: !email.read,
          }))}
        />
        <BriefingList
          title="Meetings"
          icon={Users}
          items={content.meetings.map((meeting) => ({
            id: meeting.id,
            title: meeting.title,
            detail: `${dayTime.format(new Date(meeting.time))} · ${meeting.durationMinutes} min`,
          }))}
        />
        <BriefingList
          title="Tasks"
          icon={ListChecks}
          items={content.tasks.map((task) => ({
            id: task.id,
            title: task.title,
            detail: task.status.replace('_', ' '),
          }))}
        />
      </div>
    </div>
  );
}

/** "a Trader", "an Equity Research Analyst". */
export function withArticle(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}

/**
 * The way into a role's simulation from its profile page: the week's briefing for a subscriber,
 * the way to subscribe for everyone else.
 */
export function SimulationAccess({
  jobId,
  title,
  entitled,
  allowance,
  onUnlock,
}: {
  jobId: string;
  title: string;
  entitled: boolean;
  /** e.g. "1 / 3 simulations" for the signed-in subscriber. */
  allowance?: string;
  onUnlock: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const sandbox = useSandbox(jobId, entitled && opened);
  const client = useQueryClient();
  // Opening a role may count against the plan: refresh the badge's "used / max".
  useEffect(() => {
    if (sandbox.data) void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
  }, [sandbox.data, client]);

  if (!entitled) {
    return (
      <Card className="flex flex-col gap-4 border-emerald-200 bg-emerald-50/60 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <LockKeyhole aria-hidden="true" className="size-5 text-emerald-700" /> Live a week as{' '}
            {withArticle(title)}
          </h2>
          <p className="mt-1 text-slate-700">
            A week of e-mails, meetings, files, news and tasks with feedback, written for this role.
          </p>
        </div>
        <Button size="lg" onClick={onUnlock} className="shrink-0">
          <PlayCircle aria-hidden="true" className="size-5" /> Start simulation
        </Button>
      </Card>
    );
  }

  const limit =
    sandbox.error instanceof ApiError && sandbox.error.status === 402 ? sandbox.error : null;
  return (
    <Card className="p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <CalendarDays aria-hidden="true" className="size-5 text-emerald-700" /> Your week as{' '}
            {withArticle(title)}
          </h2>
          {allowance ? <p className="mt-1 text-sm text-slate-600">{allowance}</p> : null}
        </div>
        {!opened ? (
          <Button size="lg" onClick={() => setOpened(true)} className="shrink-0">
            <PlayCircle aria-hidden="true" className="size-5" /> Open simulation
          </Button>
        ) : null}
      </div>
      {opened && sandbox.isPending ? <Spinner label="Opening your week…" className="mt-6" /> : null}
      {limit ? (
        <div role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-amber-950">{limit.message}</p>
          <ButtonLink to="/paywall" variant="secondary" className="mt-3">
            See plans
          </ButtonLink>
        </div>
      ) : sandbox.error ? (
        <p role="alert" className="mt-6 text-red-800">
          {sandbox.error.message}
        </p>
      ) : null}
      {sandbox.data ? <Briefing content={sandbox.data} /> : null}
    </Card>
  );
}
