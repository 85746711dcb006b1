import { memo } from 'react';
import { FileUp, LockKeyhole, MessageCircleQuestion, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  QUICK_QUESTIONS,
  WORKFLOWS,
  type WorkflowColor,
} from '../../../../shared/domain/coaching.ts';
import { useReducedMotion } from '../../../lib/motion.ts';
import { WorkspaceSection } from './workspace-section.tsx';

const ICON_TONES: Record<WorkflowColor, string> = {
  emerald: 'bg-emerald-50 text-emerald-700',
  navy: 'bg-navy-50 text-navy-700',
  amber: 'bg-amber-50 text-amber-800',
  slate: 'bg-slate-100 text-slate-700',
};

/** SPEC.md section 2: cards and questions enter after 600 ms, then 100 ms / 80 ms apart. */
const WORKFLOW_DELAY_MS = { start: 600, step: 100 };
const QUESTION_DELAY_MS = { start: 600, step: 80 };

/** The entrance of the i-th card, once its section is on screen; none with reduced motion. */
function useEntrance(index: number, delay: { start: number; step: number }) {
  const reduced = useReducedMotion();
  return reduced
    ? { className: '', style: undefined }
    : {
        className: 'opacity-0 group-data-shown:animate-fade-up',
        style: { animationDelay: `${delay.start + delay.step * index}ms` },
      };
}

/** Marks a card that does nothing yet; the section's sentence says why. */
function SoonBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset">
      <LockKeyhole aria-hidden="true" className="size-3" /> Not available yet
    </span>
  );
}

function Unavailable({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset"
    >
      {children}
    </p>
  );
}

function WorkflowCard({
  index,
  title,
  description,
  color,
  onOpen,
}: (typeof WORKFLOWS)[number] & { index: number; onOpen?: () => void }) {
  const entrance = useEntrance(index, WORKFLOW_DELAY_MS);
  return (
    <li className={entrance.className} style={entrance.style}>
      <button
        type="button"
        disabled={!onOpen}
        onClick={onOpen}
        aria-describedby={onOpen ? undefined : 'workflows-unavailable'}
        className={
          onOpen
            ? 'flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-emerald-400 hover:shadow-md'
            : 'flex h-full w-full cursor-not-allowed flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-left'
        }
      >
        <span className="flex w-full items-center justify-between gap-2">
          <span
            className={`flex size-9 items-center justify-center rounded-lg ${ICON_TONES[color]}`}
          >
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          {onOpen ? null : <SoonBadge />}
        </span>
        <span className="font-semibold text-navy-900">{title}</span>
        <span className="text-sm leading-6 text-slate-600">{description}</span>
      </button>
    </li>
  );
}

function QuestionButton({
  index,
  question,
  onAsk,
}: {
  index: number;
  question: string;
  onAsk?: () => void;
}) {
  const entrance = useEntrance(index, QUESTION_DELAY_MS);
  return (
    <li className={entrance.className} style={entrance.style}>
      <button
        type="button"
        disabled={!onAsk}
        onClick={onAsk}
        aria-describedby={onAsk ? undefined : 'questions-unavailable'}
        className={
          onAsk
            ? 'flex min-h-12 w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2 text-left text-sm font-medium text-navy-900 shadow-sm hover:border-emerald-400'
            : 'flex min-h-12 w-full cursor-not-allowed items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-2 text-left text-sm font-medium text-slate-700'
        }
      >
        <MessageCircleQuestion aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="flex-1">{question}</span>
        {onAsk ? null : (
          <LockKeyhole aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        )}
      </button>
    </li>
  );
}

/** The resume dropzone as it will be, disabled until the role's week has loaded. */
function ResumeUnavailable() {
  return (
    <>
      <Unavailable id="resume-unavailable">
        Not available yet: CV screening for this role opens once its week has loaded.
      </Unavailable>
      <div className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center">
        <FileUp aria-hidden="true" className="size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-navy-900">Upload Your Resume</p>
        <p className="mt-1 text-sm text-slate-600">PDF, Word, or Text files up to 5MB</p>
        <button
          type="button"
          disabled
          aria-describedby="resume-unavailable"
          className="mt-4 inline-flex min-h-10 cursor-not-allowed items-center rounded-lg border border-slate-300 bg-slate-100 px-4 text-sm font-semibold text-slate-700"
        >
          Choose File
        </button>
      </div>
    </>
  );
}

/**
 * Workflows, quick questions and CV screening. Each acts when the page gives it a job context
 * (SPEC.md section 2): handlers for the workflows and questions, the screening itself for the
 * resume section (the page composes it from the resume feature). Without one they are plainly
 * not available (disabled, with the reason).
 */
export const CoachingSections = memo(function CoachingSections({
  onWorkflow,
  onQuestion,
  resume,
}: {
  onWorkflow?: (workflow: (typeof WORKFLOWS)[number]) => void;
  onQuestion?: (question: string) => void;
  resume?: ReactNode;
} = {}) {
  return (
    <>
      <WorkspaceSection id="workflows">
        {onWorkflow ? null : (
          <Unavailable id="workflows-unavailable">
            Not available yet: coaching workflows for this role open once its week has loaded.
          </Unavailable>
        )}
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {WORKFLOWS.map((workflow, index) => (
            <WorkflowCard
              key={workflow.id}
              index={index}
              {...workflow}
              onOpen={onWorkflow ? () => onWorkflow(workflow) : undefined}
            />
          ))}
        </ul>
      </WorkspaceSection>
      <WorkspaceSection id="questions">
        {onQuestion ? null : (
          <Unavailable id="questions-unavailable">
            Not available yet: answers to these questions open once the role's week has loaded.
          </Unavailable>
        )}
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {QUICK_QUESTIONS.map((question, index) => (
            <QuestionButton
              key={question}
              index={index}
              question={question}
              onAsk={onQuestion ? () => onQuestion(question) : undefined}
            />
          ))}
        </ul>
      </WorkspaceSection>
      <WorkspaceSection id="resume">{resume ?? <ResumeUnavailable />}</WorkspaceSection>
    </>
  );
});
