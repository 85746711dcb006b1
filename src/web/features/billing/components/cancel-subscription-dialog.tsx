import { useState, type FormEvent } from 'react';
import {
  BILLING_MESSAGES,
  SETTINGS_CANCELLATION_REASONS,
} from '../../../../shared/domain/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { cancelSubscription } from '../api/billing-requests.ts';
import { cancelFailureMessage } from '../cancel-errors.ts';
import { ConfirmCancelButton, ReasonFields } from './reason-fields.tsx';

/** SPEC.md section 2, settings variant: 8 reasons, optional feedback, alert, close and reload. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  userId,
  reload = () => window.location.reload(),
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  reload?: () => void;
}) {
  const dialogs = useDialogs();
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      await dialogs.alert(BILLING_MESSAGES.settingsReasonRequired);
      return;
    }
    setSubmitting(true);
    try {
      await cancelSubscription(userId, reason, feedback);
      try {
        window.localStorage.removeItem(STORAGE_KEYS.subscriptionActive);
      } catch {
        // Storage unavailable: the profile sync clears it at the period end.
      }
      await dialogs.alert(BILLING_MESSAGES.settingsCancelled, { title: 'Subscription cancelled' });
      onOpenChange(false);
      reload();
    } catch (error) {
      await dialogs.alert(
        cancelFailureMessage(error, {
          noServerMessage: BILLING_MESSAGES.cancelFailed,
          noAnswer: BILLING_MESSAGES.cancelFailedRetry,
        }),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Subscription"
      description="We're sorry to see you go. Your subscription stops renewing, and you keep access until the end of your current billing period. Tell us why, so we can improve."
    >
      <form onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
        <ReasonFields
          idPrefix="settings-cancel"
          reasons={SETTINGS_CANCELLATION_REASONS}
          reason={reason}
          onReason={setReason}
          feedback={feedback}
          onFeedback={setFeedback}
          feedbackLabel="Additional feedback (optional)"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep Subscription
          </Button>
          <ConfirmCancelButton
            label="Cancel Subscription"
            reason={reason}
            submitting={submitting}
          />
        </div>
      </form>
    </Modal>
  );
}
