import { CANCELLATION_FEEDBACK_MAX } from '../../../../shared/domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceList } from '../../../components/ui/choice-list.tsx';

/** The radio list of reasons and the feedback box both cancellation forms share. */
export function ReasonFields({
  idPrefix,
  reasons,
  reason,
  onReason,
  feedback,
  onFeedback,
  feedbackLabel,
}: {
  idPrefix: string;
  reasons: readonly string[];
  reason: string;
  onReason: (reason: string) => void;
  feedback: string;
  onFeedback: (feedback: string) => void;
  feedbackLabel: string;
}) {
  return (
    <>
      <fieldset>
        <legend className="mb-3 font-semibold text-navy-900">Why are you cancelling?</legend>
        <ChoiceList
          name={`${idPrefix}-reason`}
          choices={reasons.map((text) => ({ id: text, text }))}
          selected={reason ? [reason] : []}
          multiple={false}
          onChange={([next]) => onReason(next ?? '')}
        />
      </fieldset>
      <div>
        <label
          htmlFor={`${idPrefix}-feedback`}
          className="mb-1 block text-sm font-medium text-slate-700"
        >
          {feedbackLabel}
        </label>
        <textarea
          id={`${idPrefix}-feedback`}
          value={feedback}
          maxLength={CANCELLATION_FEEDBACK_MAX}
          rows={3}
          onChange={(e) => onFeedback(e.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        <p className="mt-1 text-right text-xs text-slate-500">
          {feedback.length} / {CANCELLATION_FEEDBACK_MAX}
        </p>
      </div>
    </>
  );
}

/** The confirm button of both forms: disabled until a reason is chosen and while sending. */
export function ConfirmCancelButton({
  label,
  reason,
  submitting,
}: {
  label: string;
  reason: string;
  submitting: boolean;
}) {
  return (
    <Button type="submit" disabled={!reason || submitting} className="bg-red-700 hover:bg-red-800">
      {submitting ? 'Cancelling...' : label}
    </Button>
  );
}
