import { useQuery } from '@tanstack/react-query';
import { CreditCard, FlaskConical, LockKeyhole } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { describeAllowance } from '../../../../shared/domain/plans.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormError, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatGbp } from '../../../../shared/domain/formats.ts';
import { getLocalCheckout, payLocalCheckout } from '../api/billing-requests.ts';

/** "4242424242424242" -> "4242 4242 4242 4242" as the person types. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1240" -> "12/40" as the person types. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <div className="mt-3 text-slate-700">{children}</div>
    </Card>
  );
}

/**
 * PRODUCT.md D3: FinSim's own test checkout. It looks and behaves like a card checkout, says
 * plainly that it is a test, and runs the same fulfilment as a Stripe payment.
 */
export function LocalCheckoutPage({
  checkoutId,
  go = (url) => window.location.assign(url),
}: {
  checkoutId: string;
  go?: (url: string) => void;
}) {
  const checkout = useQuery({
    queryKey: ['billing', 'local-checkout', checkoutId],
    queryFn: ({ signal }) => getLocalCheckout(checkoutId, signal),
    retry: false,
  });
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  if (checkout.isPending)
    return <Spinner label="Loading checkout…" className="mx-auto flex w-fit" />;
  if (checkout.isError) {
    const signedOut = checkout.error instanceof ApiError && checkout.error.status === 401;
    return (
      <Message title={signedOut ? 'Please sign in' : 'Checkout not found'}>
        <p>
          {signedOut
            ? 'Sign in to the account that started this checkout to pay.'
            : 'This checkout does not exist or belongs to another account.'}
        </p>
        <ButtonLink to={signedOut ? '/?auth=signin' : '/paywall'} className="mt-6">
          {signedOut ? 'Sign In' : 'Back to plans'}
        </ButtonLink>
      </Message>
    );
  }
  const { plan, email, status, cancelUrl } = checkout.data;
  if (status === 'complete')
    return (
      <Message title="Already paid">
        <p>This checkout has been paid. Your subscription is active.</p>
        <ButtonLink to="/role-selection" className="mt-6">
          Explore roles
        </ButtonLink>
      </Message>
    );
  if (status === 'expired')
    return (
      <Message title="Checkout expired">
        <p>This checkout has expired. Start again from the plans page; nothing was charged.</p>
        <ButtonLink to="/paywall" className="mt-6">
          Back to plans
        </ButtonLink>
      </Message>
    );

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setPaying(true);
    setError(null);
    try {
      const { redirectUrl } = await payLocalCheckout(checkoutId, { cardNumber, expiry, cvc });
      go(redirectUrl);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught.message
          : 'The payment could not be sent. Check your connection and try again.',
      );
      setPaying(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        <p>
          <strong>Test payment.</strong> This is FinSim&apos;s built-in test checkout: no money is
          taken. Pay with <span className="tabular">4242 4242 4242 4242</span>; try{' '}
          <span className="tabular">4000 0000 0000 0002</span> to see a declined card. Any future
          expiry and any 3-digit CVC work.
        </p>
      </div>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-navy-900">Checkout</h1>
        <div className="mt-4 flex items-baseline justify-between border-b border-slate-100 pb-4">
          <div>
            <p className="font-semibold text-navy-900">FinSim {plan.name}</p>
            <p className="text-sm text-slate-600">{describeAllowance(plan.maxSimulations)}</p>
          </div>
          <p className="tabular text-xl font-bold text-navy-900">
            {formatGbp(plan.priceGbp)}
            <span className="text-sm font-normal text-slate-600"> / month</span>
          </p>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Paying as <strong className="text-slate-800">{email}</strong>
        </p>
        <form onSubmit={(e) => void pay(e)} className="mt-4 space-y-4" noValidate>
          <TextField
            label="Card number"
            name="cardnumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 1234 1234 1234"
            value={cardNumber}
            onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
            required
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Expiry (MM/YY)"
              name="exp-date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              value={expiry}
              onChange={(e) => setExpiry(formatExpiry(e.target.value))}
              required
            />
            <TextField
              label="CVC"
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              placeholder="123"
              maxLength={4}
              value={cvc}
              onChange={(e) => setCvc(e.target.value.replace(/\D/g, ''))}
              required
            />
          </div>
          <FormError message={error} />
          <Button type="submit" size="lg" className="w-full" disabled={paying}>
            <LockKeyhole aria-hidden="true" className="size-4" />
            {paying ? 'Processing…' : `Pay ${formatGbp(plan.priceGbp)}`}
          </Button>
        </form>
        <p className="mt-4 flex items-center justify-between text-sm">
          <span className="flex items-center gap-1 text-slate-500">
            <CreditCard aria-hidden="true" className="size-4" /> Monthly, cancel anytime
          </span>
          <a href={cancelUrl} className="font-medium text-navy-800 underline">
            Cancel and go back
          </a>
        </p>
      </Card>
    </div>
  );
}
