import { memo } from 'react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { byTime, formatDateTime, formatDayTime, PRIORITY_LABELS } from '../week-format.ts';
import type { Email, OnOpen, Opened } from '../week.ts';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

const PRIORITY_TONES = { high: 'amber', medium: 'navy', low: 'slate' } as const;

export const InboxSection = memo(function InboxSection({
  emails,
  opened,
  onOpen,
}: {
  /** Undefined while the week loads. */
  emails: readonly Email[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('email', onOpen);
  const read = new Set(opened?.email ?? []);
  const isUnread = (email: Email) => !email.read && !read.has(email.id);
  const items = [...(emails ?? [])]
    .slice(0, SECTION_CAPS.emails)
    .sort(byTime((email) => email.timestamp, -1));
  const unread = items.filter(isUnread).length;

  return (
    <WorkspaceSection id="inbox" aside={emails ? `${unread} unread of ${items.length}` : '\u00a0'}>
      <MasterDetail
        items={items}
        itemId={(email) => email.id}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="E-mails"
        loadingRows={emails ? undefined : SECTION_CAPS.emails}
        rowClassName="min-h-28"
        backLabel="Back to inbox"
        closeLabel="Close e-mail"
        placeholder="Choose an e-mail to read it here."
        emptyText="No e-mails to show."
        detailTitle={(email) => email.subject}
        renderItem={(email) => {
          const unreadNow = isUnread(email);
          return (
            <>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-2 shrink-0 rounded-full ${unreadNow ? 'bg-emerald-600' : 'bg-transparent'}`}
                />
                <span
                  className={`min-w-0 flex-1 truncate text-sm ${unreadNow ? 'font-semibold text-navy-900' : 'text-slate-700'}`}
                >
                  {unreadNow ? <span className="sr-only">Unread: </span> : null}
                  {email.from.name}
                </span>
                <span className="tabular shrink-0 text-xs text-slate-500">
                  {formatDayTime(email.timestamp)}
                </span>
              </span>
              <span className="block truncate pl-4 text-xs text-slate-500">{email.from.role}</span>
              <span
                className={`mt-1 block truncate pl-4 text-sm ${unreadNow ? 'font-semibold text-navy-900' : 'text-slate-700'}`}
              >
                {email.subject}
              </span>
              <span className="mt-1.5 block pl-4">
                <Badge tone={PRIORITY_TONES[email.priority]}>
                  {PRIORITY_LABELS[email.priority]}
                </Badge>
              </span>
            </>
          );
        }}
        renderDetail={(email) => (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">From</dt>
              <dd className="text-navy-900">
                <span className="font-medium">{email.from.name}</span>
                <span className="text-slate-600">, {email.from.role}</span>
              </dd>
              <dt className="text-slate-500">Sent</dt>
              <dd className="tabular text-slate-700">{formatDateTime(email.timestamp)}</dd>
              <dt className="text-slate-500">Priority</dt>
              <dd>
                <Badge tone={PRIORITY_TONES[email.priority]}>
                  {PRIORITY_LABELS[email.priority]}
                </Badge>
              </dd>
            </dl>
            <p className="mt-5 leading-7 whitespace-pre-line text-slate-800">{email.body}</p>
          </>
        )}
      />
    </WorkspaceSection>
  );
});
