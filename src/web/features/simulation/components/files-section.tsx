import { memo } from 'react';
import {
  Clock,
  Database,
  FileCode,
  FileSpreadsheet,
  FileText,
  Presentation,
  type LucideIcon,
} from 'lucide-react';
import { SECTION_CAPS } from '../../../../shared/domain/simulation.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { FILE_DIFFICULTY_LABELS, FILE_TYPE_LABELS, formatDateTime } from '../week-format.ts';
import type { OnOpen, Opened, WeekFile } from '../week.ts';
import { OpenedMark } from './opened-mark.tsx';
import { useOpenItem, WorkspaceSection } from './workspace-section.tsx';

const TYPE_ICONS: Record<WeekFile['type'], LucideIcon> = {
  spreadsheet: FileSpreadsheet,
  presentation: Presentation,
  document: FileText,
  pdf: FileText,
  dataset: Database,
  code: FileCode,
};
const DIFFICULTY_TONES = { beginner: 'emerald', intermediate: 'navy', advanced: 'amber' } as const;

export const FilesSection = memo(function FilesSection({
  files,
  opened,
  onOpen,
}: {
  files: readonly WeekFile[] | undefined;
  opened: Opened | undefined;
  onOpen: OnOpen;
}) {
  const [openId, setOpenId] = useOpenItem('file', onOpen);
  const seen = new Set(opened?.file ?? []);
  const items = (files ?? []).slice(0, SECTION_CAPS.files);

  return (
    <WorkspaceSection
      id="files"
      aside={
        files ? `${items.filter((f) => seen.has(f.id)).length} of ${items.length} opened` : '\u00a0'
      }
    >
      <MasterDetail
        items={items}
        itemId={(file) => file.id}
        openId={openId}
        onOpenChange={setOpenId}
        listLabel="Files"
        loadingRows={files ? undefined : SECTION_CAPS.files}
        rowClassName="min-h-24"
        backLabel="Back to files"
        closeLabel="Close file"
        placeholder="Choose a file to see what it holds and what you deliver."
        emptyText="No files to show."
        detailTitle={(file) => file.name}
        renderItem={(file) => {
          const Icon = TYPE_ICONS[file.type];
          return (
            <span className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-navy-900">
                    {file.name}
                  </span>
                  <OpenedMark opened={seen.has(file.id)} />
                </span>
                <span className="tabular mt-0.5 block text-xs text-slate-600">
                  {FILE_TYPE_LABELS[file.type]} · {file.size}
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-2">
                  <Badge tone={DIFFICULTY_TONES[file.difficulty]}>
                    {FILE_DIFFICULTY_LABELS[file.difficulty]}
                  </Badge>
                  <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                    <Clock aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">Estimated time:</span> {file.estimatedTime}
                  </span>
                </span>
              </span>
            </span>
          );
        }}
        renderDetail={(file) => (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Type</dt>
              <dd className="tabular text-slate-800">
                {FILE_TYPE_LABELS[file.type]}, {file.size}
              </dd>
              <dt className="text-slate-500">Folder</dt>
              <dd className="text-slate-800">{file.category}</dd>
              <dt className="text-slate-500">Difficulty</dt>
              <dd className="text-slate-800">{FILE_DIFFICULTY_LABELS[file.difficulty]}</dd>
              <dt className="text-slate-500">Estimated time</dt>
              <dd className="text-slate-800">{file.estimatedTime}</dd>
              <dt className="text-slate-500">Last changed</dt>
              <dd className="tabular text-slate-800">{formatDateTime(file.lastModified)}</dd>
            </dl>
            <p className="mt-5 leading-7 text-slate-800">{file.description}</p>
            <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Deliverables
            </h4>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-800 marker:text-slate-500">
              {file.deliverables.map((deliverable) => (
                <li key={deliverable}>{deliverable}</li>
              ))}
            </ol>
          </>
        )}
      />
    </WorkspaceSection>
  );
});
