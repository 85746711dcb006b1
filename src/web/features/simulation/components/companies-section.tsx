import { memo } from 'react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { slugOf } from '../../../../shared/domain/progress.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import type { Company, OnOpen, Opened } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

/** How well the company fits the role, as a short bar with the number beside it. */
function MatchBar({ score }: { score: number }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${score}%` }} />
      </span>
      <span className="tabular text-xs text-slate-700">{score}% match</span>
    </span>
  );
}

export const CompaniesSection = memo(function CompaniesSection({
  companies,
  opened,
  onOpen,
}: {
  companies: readonly Company[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('company', onOpen);
  const seen = new Set(opened?.company ?? []);
  const items = (companies ?? []).slice(0, SECTION_CAPS.companies);

  return (
    <WorkspaceSection
      id="companies"
      lead="Firms this role works with or for. Their facts are real and dated, unlike the simulated week: share prices from the S&P 500 snapshot of Aug 2026, staff and revenue from annual reports."
    >
      <MasterDetail
        items={items}
        itemId={(company) => slugOf(company.name)}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="Companies"
        loadingRows={companies ? undefined : SECTION_CAPS.companies}
        rowClassName="min-h-20"
        backLabel="Back to companies"
        closeLabel="Close company"
        placeholder="Choose a company to see its facts and where they come from."
        emptyText="No companies to show."
        detailTitle={(company) => company.name}
        renderItem={(company) => (
          <>
            <span className="flex items-start gap-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-navy-900">
                {company.name}
              </span>
              <OpenedMark opened={seen.has(slugOf(company.name))} />
            </span>
            <span className="mt-0.5 block truncate text-xs text-slate-600">
              {company.headquarters}
            </span>
            <span className="mt-1.5 block">
              <MatchBar score={company.matchScore} />
            </span>
          </>
        )}
        renderDetail={(company) => (
          <>
            <p className="leading-7 text-slate-800">{company.description}</p>
            <ul aria-label="Specialist areas" className="mt-4 flex flex-wrap gap-2">
              {company.specialistAreas.map((area) => (
                <li
                  key={area}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {area}
                </li>
              ))}
            </ul>
            <dl className="mt-5 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
              {(
                [
                  ['Headquarters', company.headquarters],
                  [
                    'Founded',
                    company.currentEntityFormed
                      ? `${company.foundedYear} (current company formed ${company.currentEntityFormed})`
                      : String(company.foundedYear),
                  ],
                  ['Employees', company.employees],
                  ['Revenue', company.revenue],
                  ...(company.assetsUnderManagement
                    ? ([['Assets under management', company.assetsUnderManagement]] as const)
                    : []),
                  [
                    company.sharePrice.startsWith('$') ? 'Share price' : 'Listing',
                    company.sharePrice,
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="tabular mt-0.5 text-navy-900">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-500">Fit with this role</dt>
                <dd className="mt-1">
                  <MatchBar score={company.matchScore} />
                </dd>
              </div>
            </dl>
            <p className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 text-xs text-slate-600">
              <span>
                Figures as of <span className="font-medium text-slate-800">{company.asOf}</span>
              </span>
              {company.approximate ? <Badge tone="amber">Approximate</Badge> : null}
              <span className="basis-full">Source: {company.source}</span>
            </p>
          </>
        )}
      />
    </WorkspaceSection>
  );
});
