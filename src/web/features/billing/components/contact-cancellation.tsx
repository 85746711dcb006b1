import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BILLING_MESSAGES,
  cancellationSuccessMessage,
  CONTACT_CANCELLATION_REASONS,
} from '../../../../shared/domain/plans.ts';
import { FormError } from '../../../components/ui/text-field.tsx';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { cancelSubscription } from '../api/billing-requests.ts';
import { cancelFailureMessage } from '../cancel-errors.ts';
import { ConfirmCancelButton, ReasonFields } from './reason-fields.tsx';

interface Subscriber {
  uid: string;
  subscriptionStatus: string;
  cancelAt: string | null;
}

function CancelledNotice({ message }: { message: string }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-emerald-900">
        <CircleCheck aria-hidden="true" className="size-5" /> Subscription Cancelled
      </p>
      <p className="mt-1 text-slate-800">{message}</p>
    </div>
  );
}

/** SPEC.md section 2, contact-page variant: 6 reasons, 'Other' needs words, then the notice. */
export function ContactCancellation({ user }: { user: Subscriber | null }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [otherText, setOtherText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!user) return <p>{BILLING_MESSAGES.loginToManage}</p>;
  if (done) return <CancelledNotice message={done} />;
  if (user.subscriptionStatus === 'active' && user.cancelAt)
    return <CancelledNotice message={cancellationSuccessMessage(new Date(user.cancelAt))} />;
  if (user.subscriptionStatus !== 'active')
    return <p>You have no active subscription. Subscribe from any role's page to start.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || (reason === 'Other' && otherText.trim() === '')) {
      setError(BILLING_MESSAGES.reasonRequired);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await cancelSubscription(user.uid, reason, otherText);
      setDone(
        result.message ||
          cancellationSuccessMessage(result.cancelAt ? new Date(result.cancelAt) : null),
      );
      void client.invalidateQueries({ queryKey: QUERY_KEYS.profile });
    } catch (caught) {
      setError(
        cancelFailureMessage(caught, {
          noServerMessage: BILLING_MESSAGES.cancelFailed,
          noAnswer: BILLING_MESSAGES.cancelErrorContact,
        }),
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <p>
        You can cancel here at any time. Your subscription stops renewing and you keep access until
        the end of the period you have paid for.
      </p>
      <ReasonFields
        idPrefix="contact-cancel"
        reasons={CONTACT_CANCELLATION_REASONS}
        reason={reason}
        onReason={(next) => {
          setReason(next);
          setError(null);
        }}
        feedback={otherText}
        onFeedback={setOtherText}
        feedbackLabel={
          reason === 'Other' ? 'Please tell us why (required)' : 'Anything else? (optional)'
        }
      />
      <FormError message={error} />
      <ConfirmCancelButton label="Confirm Cancellation" reason={reason} submitting={submitting} />
    </form>
  );
}
