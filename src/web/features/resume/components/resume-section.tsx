import { FileText, FileUp, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import {
  formatResumeSize,
  RESUME_ACCEPT,
  resumeFileError,
} from '../../../../shared/domain/resume.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { ScreeningJob } from '../api/analyze-resume.ts';
import { useScreenResume } from '../hooks/use-screen-resume.ts';
import { preloadReader } from '../read/read-resume.ts';
import { ResumeReport } from './resume-report.tsx';

export interface ResumeJob {
  id: string;
  title: string;
  description: string;
  skills: readonly string[];
}

function Dropzone({
  inputRef,
  dragging,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  dragging: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div
      data-dragging={dragging || undefined}
      className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center transition-colors data-dragging:border-emerald-600 data-dragging:bg-emerald-50 sm:py-10"
    >
      <FileUp aria-hidden="true" className="size-10 text-navy-600" />
      <h3 className="mt-3 text-lg font-semibold text-navy-900">Upload Your Resume</h3>
      <p className="mt-1 text-sm text-slate-600">
        Drag and drop your CV here, or choose it from your device.
      </p>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        PDF, Word, or Text files up to 5MB
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={RESUME_ACCEPT}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // The same file can be chosen again after it is removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          'primary',
          'md',
          'mt-4 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus-ring',
        )}
      >
        Choose File
      </label>
    </div>
  );
}

function ChosenFile({
  file,
  jobTitle,
  analyzing,
  onRemove,
  onScreen,
}: {
  file: File;
  jobTitle: string;
  analyzing: boolean;
  onRemove: () => void;
  onScreen: () => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-navy-900" title={file.name}>
            {file.name}
          </p>
          <p className="tabular text-sm text-slate-600">{formatResumeSize(file.size)}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={analyzing}
          aria-label={`Remove ${file.name}`}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-navy-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <Button className="mt-4 w-full sm:w-auto" onClick={onScreen} disabled={analyzing}>
        {analyzing ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Analyzing Resume...
          </>
        ) : (
          `Screen Resume for ${jobTitle}`
        )}
      </Button>
    </div>
  );
}

/**
 * CV screening for a role (SPEC.md sections 2, 4 and 5): a CV is chosen or dropped, checked
 * (type, 5 MB), screened, and its report shown. Choosing a file clears the last error and report;
 * Remove and 'Upload Different Resume' start again. A file can be dropped anywhere on the section.
 */
export function ResumeSection({ job }: { job: ResumeJob }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const screening = useScreenResume();
  const analyzing = screening.isPending;
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);

  // After starting again, the keyboard is back on the file picker.
  useEffect(() => {
    if (refocus.current && !file && !screening.data) {
      refocus.current = false;
      input.current?.focus();
    }
  });

  const choose = (next: File | undefined) => {
    if (!next || analyzing) return;
    screening.reset();
    const problem = resumeFileError(next);
    setFileError(problem);
    setFile(problem ? null : next);
    if (!problem) preloadReader(next.name);
  };

  const startAgain = () => {
    screening.reset();
    setFile(null);
    setFileError(null);
    refocus.current = true;
  };

  const screen = () => {
    if (!file) return;
    const { id, title, description, skills } = job;
    const profile: ScreeningJob = { id, title, description, skills: [...skills] };
    screening.mutate({ file, job: profile });
  };

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = analyzing ? 'none' : 'copy';
    if (!analyzing) setDragging(true);
  };

  const error = fileError ?? screening.error?.message ?? null;
  return (
    <div
      data-dragging={(dragging && (file || screening.data)) || undefined}
      className="space-y-4 rounded-xl data-dragging:outline-2 data-dragging:outline-offset-4 data-dragging:outline-emerald-600 data-dragging:outline-dashed"
      onDragEnter={onDrag}
      onDragOver={onDrag}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files[0]);
      }}
    >
      {screening.data ? (
        <ResumeReport
          report={screening.data.report}
          fileName={screening.data.fileName}
          jobTitle={job.title}
          onReset={startAgain}
        />
      ) : file ? (
        <ChosenFile
          file={file}
          jobTitle={job.title}
          analyzing={analyzing}
          onRemove={startAgain}
          onScreen={screen}
        />
      ) : (
        <Dropzone inputRef={input} dragging={dragging} onChoose={choose} />
      )}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {analyzing ? 'Reading and screening your CV.' : ''}
      </p>
    </div>
  );
}
