import { memo } from 'react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { byTime, formatDateTime, IMPACT_LABELS } from '../week-format.ts';
import type { NewsItem, OnOpen, Opened } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

const IMPACT_TONES = { high: 'amber', medium: 'navy', low: 'slate' } as const;

export const NewsSection = memo(function NewsSection({
  news,
  opened,
  onOpen,
}: {
  news: readonly NewsItem[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('news', onOpen);
  const seen = new Set(opened?.news ?? []);
  const items = [...(news ?? [])]
    .slice(0, SECTION_CAPS.news)
    .sort(byTime((item) => item.timestamp, -1));

  return (
    <WorkspaceSection
      id="news"
      lead="Simulated news written for this week: it reads like the real thing, but none of it happened."
    >
      <MasterDetail
        items={items}
        itemId={(item) => item.id}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="News"
        loadingRows={news ? undefined : SECTION_CAPS.news}
        rowClassName="min-h-24"
        backLabel="Back to news"
        closeLabel="Close news item"
        placeholder="Choose a story to see why it matters to you."
        emptyText="No news to show."
        detailTitle={(item) => item.headline}
        renderItem={(item) => (
          <>
            <span className="flex items-start gap-2">
              <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium text-navy-900">
                {item.headline}
              </span>
              <OpenedMark opened={seen.has(item.id)} label="Read" />
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-2">
              <Badge tone={IMPACT_TONES[item.impact]}>{IMPACT_LABELS[item.impact]}</Badge>
              <span className="text-xs text-slate-600">{item.category}</span>
              <Badge tone="slate">Simulated</Badge>
            </span>
          </>
        )}
        renderDetail={(item) => (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge tone={IMPACT_TONES[item.impact]}>{IMPACT_LABELS[item.impact]}</Badge>
              <span>{item.category}</span>
              <Badge tone="slate">Simulated</Badge>
            </p>
            <p className="tabular mt-2 text-sm text-slate-600">
              {item.source}, {formatDateTime(item.timestamp)}
            </p>
            <p className="mt-4 leading-7 text-slate-800">{item.summary}</p>
            <div className="mt-5 rounded-lg border-l-4 border-emerald-600 bg-emerald-50/60 px-4 py-3">
              <h4 className="text-sm font-semibold text-navy-900">Why it matters to you</h4>
              <p className="mt-1 leading-7 text-slate-800">{item.relevance}</p>
            </div>
            <p className="mt-4 text-xs text-slate-600">
              Simulated news, written for this exercise. It is not a real report.
            </p>
          </>
        )}
      />
    </WorkspaceSection>
  );
});
