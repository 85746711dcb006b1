import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ANSWER_MAX_LENGTH,
  type Submission,
  type TaskWork,
} from '../../../../shared/contracts/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSaveDraft, useSubmitAnswer, useTaskWork } from '../api/task-requests.ts';
import { MarkingFeedback } from './marking-feedback.tsx';
import { formatCount, formatLocalClock } from '../../../../shared/domain/formats.ts';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

export function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'error'; message: string };

/**
 * Where the user answers a task: a writing area autosaved as a draft on the server, Submit, and
 * then the marking, criterion by criterion, followed by the model answer.
 */
export function AnswerPanel({ jobId, taskId }: { jobId: string; taskId: string }) {
  const work = useTaskWork(jobId, taskId);
  if (work.isPending) return <Spinner label="Loading your answer…" />;
  if (work.error)
    return (
      <p role="alert" className="text-red-800">
        {work.error.message}
      </p>
    );
  return <AnswerEditor jobId={jobId} taskId={taskId} work={work.data} />;
}

function AnswerEditor({ jobId, taskId, work }: { jobId: string; taskId: string; work: TaskWork }) {
  const submit = useSubmitAnswer(jobId, taskId);
  const saveDraft = useSaveDraft(jobId, taskId);
  const [text, setText] = useState(work.draft?.answer ?? '');
  const [save, setSave] = useState<SaveState>(
    work.draft ? { kind: 'saved', at: work.draft.savedAt } : { kind: 'idle' },
  );
  const [latest, setLatest] = useState<Submission | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(work.draft?.answer ?? '');
  const fieldId = useId();
  const hintId = useId();

  const persist = async (value: string) => {
    if (value === saved.current) return;
    setSave({ kind: 'saving' });
    try {
      const result = await saveDraft(value);
      saved.current = value;
      setSave({ kind: 'saved', at: result.savedAt });
    } catch (error) {
      setSave({ kind: 'error', message: (error as Error).message });
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void persist(value), AUTOSAVE_DELAY_MS);
  };

  const onSubmit = async () => {
    clearTimeout(timer.current);
    await persist(text);
    submit.mutate(text, { onSuccess: (result) => setLatest(result) });
  };

  const marking = latest?.marking ?? work.best;
  const modelAnswer = latest?.modelAnswer ?? work.modelAnswer;
  const words = countWords(text);
  const tooLong = text.length > ANSWER_MAX_LENGTH;

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={fieldId} className="block font-semibold text-navy-900">
          Your answer
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Plain text. Start a line with “- ” for a list; separate table columns with “|”.
        </p>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => void persist(text)}
          rows={12}
          className="mt-2 w-full rounded-lg border border-slate-300 p-3 font-mono text-sm leading-6 text-navy-900 focus:border-emerald-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className={`tabular ${tooLong ? 'text-red-800' : 'text-slate-600'}`}>
            {words} {words === 1 ? 'word' : 'words'}
            {tooLong ? ` · over the ${formatCount(ANSWER_MAX_LENGTH)}-character limit` : ''}
          </span>
          <span aria-live="polite" className="text-slate-600">
            {save.kind === 'saving'
              ? 'Saving draft…'
              : save.kind === 'saved'
                ? `Draft saved at ${formatLocalClock(new Date(save.at))}`
                : save.kind === 'error'
                  ? `Draft not saved: ${save.message}`
                  : ''}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void onSubmit()}
          disabled={submit.isPending || words === 0 || tooLong}
        >
          <Send aria-hidden="true" className="size-4" />
          {submit.isPending
            ? 'Marking…'
            : work.attempts.length > 0
              ? 'Resubmit'
              : 'Submit for marking'}
        </Button>
        {work.attempts.length > 0 ? (
          <span className="text-sm text-slate-600">
            {work.attempts.length} {work.attempts.length === 1 ? 'attempt' : 'attempts'} so far;
            your best counts.
          </span>
        ) : null}
      </div>
      {submit.error ? (
        <p role="alert" className="text-red-800">
          {submit.error.message}
        </p>
      ) : null}
      {latest?.certificate ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
        >
          You have passed every task of this role.{' '}
          <a className="font-semibold underline" href={`/certificates/${latest.certificate.code}`}>
            View your certificate
          </a>
        </p>
      ) : null}
      {marking ? <MarkingFeedback marking={marking} /> : null}
      {modelAnswer ? (
        <section aria-labelledby={`${fieldId}-model`} className="rounded-xl bg-slate-50 p-4">
          <h3 id={`${fieldId}-model`} className="font-semibold text-navy-900">
            Model answer
          </h3>
          <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700">{modelAnswer}</p>
        </section>
      ) : null}
    </div>
  );
}
