import { memo } from 'react';
import { Clock, MapPin, Users } from 'lucide-react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import {
  byTime,
  formatDay,
  formatDuration,
  formatTimeRange,
  MEETING_TYPE_LABELS,
} from '../week-format.ts';
import type { Meeting, OnOpen, Opened } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

const TYPE_TONES = { client: 'emerald', internal: 'navy', other: 'slate' } as const;

export const CalendarSection = memo(function CalendarSection({
  meetings,
  opened,
  onOpen,
}: {
  meetings: readonly Meeting[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('meeting', onOpen);
  const seen = new Set(opened?.meeting ?? []);
  // The week by day, each day in time order.
  const items = [...(meetings ?? [])]
    .slice(0, SECTION_CAPS.meetings)
    .sort(byTime((meeting) => meeting.time));

  return (
    <WorkspaceSection
      id="meetings"
      aside={
        meetings
          ? `${items.filter((m) => seen.has(m.id)).length} of ${items.length} opened`
          : '\u00a0'
      }
    >
      <MasterDetail
        items={items}
        itemId={(meeting) => meeting.id}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="Meetings"
        groupOf={(meeting) => formatDay(meeting.time)}
        loadingRows={meetings ? undefined : SECTION_CAPS.meetings}
        rowClassName="min-h-24"
        backLabel="Back to the calendar"
        closeLabel="Close meeting"
        placeholder="Choose a meeting to see its agenda, attendees and transcript."
        emptyText="No meetings this week."
        detailTitle={(meeting) => meeting.title}
        renderItem={(meeting) => (
          <>
            <span className="flex items-center gap-2">
              <span className="tabular text-sm font-semibold text-navy-900">
                {formatTimeRange(meeting.time, meeting.durationMinutes)}
              </span>
              <Badge tone={TYPE_TONES[meeting.type]}>{MEETING_TYPE_LABELS[meeting.type]}</Badge>
              <OpenedMark opened={seen.has(meeting.id)} />
            </span>
            <span className="mt-1 line-clamp-2 text-sm text-slate-800">{meeting.title}</span>
            <span className="mt-1 block truncate text-xs text-slate-500">{meeting.location}</span>
          </>
        )}
        renderDetail={(meeting) => (
          <>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-slate-500" />
                <span className="tabular">
                  {formatDay(meeting.time)},{' '}
                  {formatTimeRange(meeting.time, meeting.durationMinutes)} (
                  {formatDuration(meeting.durationMinutes)})
                </span>
              </li>
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                {meeting.location}
              </li>
              <li>
                <Badge tone={TYPE_TONES[meeting.type]}>
                  {MEETING_TYPE_LABELS[meeting.type]} meeting
                </Badge>
              </li>
            </ul>
            <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Agenda
            </h4>
            <p className="mt-1 leading-7 text-slate-800">{meeting.agenda}</p>
            <h4 className="mt-5 flex items-center gap-1.5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              <Users aria-hidden="true" className="size-4" /> Attendees ({meeting.attendees.length})
            </h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {meeting.attendees.map((attendee) => (
                <li
                  key={attendee}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {attendee}
                </li>
              ))}
            </ul>
            <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Transcript
            </h4>
            <ol className="mt-2 space-y-3">
              {meeting.transcript.map((line, index) => (
                <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
                  <p className="text-sm font-semibold text-navy-900">{line.speaker}</p>
                  <p className="mt-0.5 leading-7 text-slate-800">{line.text}</p>
                </li>
              ))}
            </ol>
          </>
        )}
      />
    </WorkspaceSection>
  );
});
