import { PAID_FEATURES } from './paid-features.ts';
import { MONTHLY_PRICE_GBP } from './product.ts';
import { formatLongDateUtc } from './formats.ts';

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

/** A tier's features: its allowance, then every paid feature beyond simulations (paid-features.ts). */
function tierFeatures(maxSimulations: number, extras: readonly string[] = []): string[] {
  return [
    `${maxSimulations} role simulations`,
    ...PAID_FEATURES.filter((f) => f.id !== 'simulations').map((f) => f.title),
    ...extras,
  ];
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  single: {
    id: 'single',
    name: 'Monthly',
    maxSimulations: UNLIMITED,
    // Issue 15: the paywall lists only what a plan pays for and what is built (not SPEC.md's list,
    // which named free things and features that did not exist).
    features: PAID_FEATURES.map((f) => f.title),
  },
  starter: { id: 'starter', name: 'Starter', maxSimulations: 3, features: tierFeatures(3) },
  professional: {
    id: 'professional',
    name: 'Professional',
    maxSimulations: 6,
    features: tierFeatures(6),
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    maxSimulations: 12,
    // SPEC.md section 6: premium mentions priority support and a 1-on-1 consultation.
    features: tierFeatures(12, ['Priority support', '1-on-1 consultation']),
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

/**
 * The account already pays for this plan and has not cancelled it: checkout for it again is refused
 * (the server) and /paywall says so instead of selling it (the page).
 */
export function holdsPlan(
  profile: {
    subscriptionStatus: string;
    maxSimulations: number;
    subscriptionTier: string;
    cancelAt: string | Date | null;
  },
  plan: PlanId,
): boolean {
  return hasEntitlement(profile) && !profile.cancelAt && profile.subscriptionTier === plan;
}

/** The server's answer to checkout for a plan the account already holds; the paywall shows it as it is. */
export function alreadySubscribedMessage(plan: PlanId): string {
  return `You already have an active ${PLANS[plan].name} subscription, so there is nothing to pay. Your roles are open to you.`;
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
  return formatLongDateUtc(date);
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
