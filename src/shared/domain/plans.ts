import { MONTHLY_PRICE_GBP } from './product.ts';

/**
 * Plans of PRODUCT.md D4. `single` is the monthly plan shown everywhere (9.99 GBP, unlimited
 * simulations); the three tiers grant a number of simulations and their prices are configuration.
 */
export const PLAN_IDS = ['single', 'starter', 'professional', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** -1 means unlimited. */
export const UNLIMITED = -1;

export interface Plan {
  id: PlanId;
  name: string;
  maxSimulations: number;
  features: readonly string[];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  single: {
    id: 'single',
    name: 'Monthly',
    maxSimulations: UNLIMITED,
    // SPEC.md section 2: what the paywall lists (British spelling, PRODUCT.md).
    features: [
      '130+ finance roles to explore',
      'Unlimited simulations',
      'Personalised career matching',
      'AI coaching workflows',
      'Cancel anytime',
    ],
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    maxSimulations: 3,
    features: ['3 role simulations', 'AI coaching workflows', 'CV screening'],
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    maxSimulations: 6,
    features: ['6 role simulations', 'AI coaching workflows', 'CV screening'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    maxSimulations: 12,
    features: [
      '12 role simulations',
      'AI coaching workflows',
      'CV screening',
      'Priority support',
      '1-on-1 consultation',
    ],
  },
};

/** The monthly plan's price (SPEC.md section 9). The tiers' prices come from configuration. */
export const SINGLE_PLAN_PRICE_GBP = MONTHLY_PRICE_GBP;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** SPEC.md section 6: active, with simulations left to grant (a positive number or unlimited). */
export function hasEntitlement(profile: {
  subscriptionStatus: string;
  maxSimulations: number;
}): boolean {
  return (
    profile.subscriptionStatus === 'active' &&
    (profile.maxSimulations > 0 || profile.maxSimulations === UNLIMITED)
  );
}

/** "3 simulations" / "Unlimited simulations": what a plan grants. */
export function describeAllowance(maxSimulations: number): string {
  if (maxSimulations === UNLIMITED) return 'Unlimited simulations';
  return `${maxSimulations} ${maxSimulations === 1 ? 'simulation' : 'simulations'}`;
}

/** PRODUCT.md D4, for the badge: "used / max" simulations, or "Unlimited simulations". */
export function describeUsage(maxSimulations: number, opened: readonly string[]): string {
  if (maxSimulations === UNLIMITED || maxSimulations === 0)
    return describeAllowance(maxSimulations);
  return `${opened.length} / ${maxSimulations} simulations`;
}

/** What opening a role costs a subscriber: nothing to reopen, else one of the simulations left. */
export function describeOpeningCost(
  maxSimulations: number,
  opened: readonly string[],
  jobId: string,
): string {
  const usage = describeUsage(maxSimulations, opened);
  if (maxSimulations === UNLIMITED) return usage;
  if (opened.includes(jobId))
    return `${usage} used. You have opened this role before, so reopening it is free.`;
  const left = Math.max(maxSimulations - opened.length, 0);
  return `${usage} used. Opening this role uses 1 of the ${left} you have left.`;
}

/** SPEC.md section 9: the reasons offered on the contact page and in settings. */
export const CONTACT_CANCELLATION_REASONS = [
  'Too expensive',
  'Not using the service',
  'Found alternative',
  'Not satisfied with content',
  'Technical issues',
  'Other',
] as const;

export const SETTINGS_CANCELLATION_REASONS = [
  'Too expensive',
  'Not using it enough',
  'Found a better alternative',
  'Technical issues',
  'Content not relevant to my needs',
  'Temporary financial constraints',
  'Job search completed',
  'Other',
] as const;

export const CANCELLATION_FEEDBACK_MAX = 1000;

/** "27 December 2026": the day access ends, as every message about it says it. */
export function formatAccessEnd(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** SPEC.md section 8, with the date the access ends. */
export function cancellationSuccessMessage(cancelAt: Date | null): string {
  const until = cancelAt ? formatAccessEnd(cancelAt) : 'the end of your billing period';
  return `Subscription cancelled successfully. You can still access your remaining simulations until ${until}.`;
}

export const BILLING_MESSAGES = {
  checkoutFailed: 'Sorry, there was an error processing your request. Please try again.',
  checkoutNotOk: 'Failed to create checkout session',
  paymentPending: 'Payment processed but subscription not yet active. Please refresh the page.',
  loginToManage: 'Please log in to manage your subscription',
  reasonRequired: 'Please provide a reason for cancellation',
  settingsReasonRequired: 'Please select a reason for cancellation',
  cancelFailed: 'Failed to cancel subscription',
  cancelErrorContact: 'Error cancelling subscription. Please contact support.',
  cancelFailedRetry: 'Failed to cancel subscription. Please try again.',
  settingsCancelled:
    'Your subscription has been cancelled. You can continue using the product until the end of your billing period.',
} as const;
