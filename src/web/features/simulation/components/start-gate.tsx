import { PlayCircle } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * "a Trader", "an Equity Research Analyst", and by the sound of the letter for initialisms:
 * "an M&A Analyst", "an FX Trader", "a KYC Analyst".
 */
export function withArticle(title: string): string {
  const first = title.split(/\s/)[0] ?? '';
  const initialism = /^[A-Z&]{2,}$/.test(first) || first.includes('&');
  const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${title}`;
}

/**
 * The way into a role's week, saying what it costs before anything is spent: for a subscriber on a
 * limited plan, the simulations it uses (nothing is counted until they press Start); for a visitor,
 * the plan's price on the button itself, before they are asked to sign up.
 */
export function StartGate({
  title,
  cost,
  price,
  starting = false,
  error = null,
  onStart,
}: {
  title: string;
  /** describeOpeningCost: "1 / 3 simulations used. Opening this role uses 1 of the 2 you have left." */
  cost: string;
  /** "£9.99 a month": said on the button, for someone without a plan. */
  price?: string;
  starting?: boolean;
  error?: Error | null;
  onStart: () => void;
}) {
  const limit = error instanceof ApiError && error.status === 402 ? error : null;
  return (
    <Card className="border-emerald-200 bg-emerald-50/60 p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-navy-900">
            Start your week as {withArticle(title)}
          </h2>
          <p className="tabular mt-1 text-slate-700">{cost}</p>
        </div>
        <Button
          size="lg"
          onClick={onStart}
          disabled={starting}
          // Said as "Start simulation, £9.99 a month" rather than reading out the dot.
          aria-label={price && !starting ? `Start simulation, ${price}` : undefined}
          className="shrink-0"
        >
          <PlayCircle aria-hidden="true" className="size-5" />
          {starting ? (
            'Starting…'
          ) : (
            <span className="flex flex-col items-start leading-tight sm:flex-row sm:items-baseline">
              Start simulation
              {/* On a phone the price takes its own line rather than breaking inside itself. */}
              {price ? (
                <span className="tabular text-sm font-medium whitespace-nowrap sm:text-base sm:font-semibold">
                  <span className="hidden sm:inline">&nbsp;·&nbsp;</span>
                  {price}
                </span>
              ) : null}
            </span>
          )}
        </Button>
      </div>
      {limit ? (
        <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-amber-950">{limit.message}</p>
          <ButtonLink to="/paywall" variant="secondary" className="mt-3">
            See plans
          </ButtonLink>
        </div>
      ) : error ? (
        <p role="alert" className="mt-4 text-red-800">
          {error.message}
        </p>
      ) : null}
    </Card>
  );
}
