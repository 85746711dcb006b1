import { memo } from 'react';
import { ArrowRight } from 'lucide-react';
import { slugOf } from '../../../../shared/domain/progress.ts';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { fundamentalFor } from '../related-terms.ts';
import type { Fundamental, OnOpen, Opened } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

export const FundamentalsSection = memo(function FundamentalsSection({
  fundamentals,
  opened,
  onOpen,
}: {
  fundamentals: readonly Fundamental[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('fundamental', onOpen);
  const seen = new Set(opened?.fundamental ?? []);
  const items = (fundamentals ?? []).slice(0, SECTION_CAPS.fundamentals);

  return (
    <WorkspaceSection id="fundamentals" lead="The ideas this week's work rests on.">
      <MasterDetail
        items={items}
        itemId={(fundamental) => slugOf(fundamental.term)}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="Fundamentals"
        loadingRows={fundamentals ? undefined : SECTION_CAPS.fundamentals}
        rowClassName="min-h-16"
        backLabel="Back to fundamentals"
        closeLabel="Close fundamental"
        placeholder="Choose a term to see what it means and why it matters."
        emptyText="No fundamentals to show."
        detailTitle={(fundamental) => fundamental.term}
        renderItem={(fundamental) => (
          <>
            <span className="flex items-start gap-2">
              <span className="min-w-0 flex-1 text-sm font-medium text-navy-900">
                {fundamental.term}
              </span>
              <OpenedMark opened={seen.has(slugOf(fundamental.term))} label="Read" />
            </span>
            <span className="mt-0.5 block text-xs text-slate-600">{fundamental.category}</span>
          </>
        )}
        renderDetail={(fundamental) => {
          const related = fundamental.relatedTerms.map((term) => ({
            term,
            target: fundamentalFor(term, items, fundamental.term),
          }));
          return (
            <>
              <p className="text-sm text-slate-600">{fundamental.category}</p>
              <p className="mt-3 leading-7 text-slate-800">{fundamental.definition}</p>
              <div className="mt-5 rounded-lg border-l-4 border-emerald-600 bg-emerald-50/60 px-4 py-3">
                <h4 className="text-sm font-semibold text-navy-900">Why it matters</h4>
                <p className="mt-1 leading-7 text-slate-800">{fundamental.importance}</p>
              </div>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Examples
              </h4>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800 marker:text-slate-500">
                {fundamental.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Related terms
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {related.map(({ term, target }) => (
                  <li key={term}>
                    {target ? (
                      <button
                        type="button"
                        onClick={() => setOpenId(target)}
                        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-emerald-300 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 underline-offset-2 hover:underline"
                      >
                        {term}
                        <ArrowRight aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">(open this fundamental)</span>
                      </button>
                    ) : (
                      <span className="inline-flex min-h-8 items-center rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                        {term}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      />
    </WorkspaceSection>
  );
});
