import { QUICK_QUESTIONS, WORKFLOWS } from './coaching.ts';
import { MONTHLY_PRICE_GBP } from './product.ts';
import { formatGbp } from './formats.ts';

/**
 * What a plan pays for, and only what is built today (issue 15): the paywall, the plans endpoint
 * and the plans' feature lists are all generated from this one list. Free things (the catalogue,
 * every role's profile, the matching quiz) are not on it. A feature joins the list when it ships;
 * the issues that add one extend it here.
 */
export interface PaidFeature {
  id: string;
  /** The line on the paywall. */
  title: string;
  /** One sentence on what it gives. */
  detail: string;
}

export const PAID_FEATURES = [
  {
    id: 'simulations',
    title: 'Unlimited simulations',
    detail:
      'A working week in any role: its inbox, meetings, files, news, tasks, fundamentals and companies.',
  },
  {
    id: 'marked-tasks',
    title: 'Tasks marked against a rubric',
    detail:
      "Write your answer, get feedback on each point, and earn a certificate anyone can verify when you finish a role's tasks.",
  },
  {
    id: 'coaching',
    title: `${WORKFLOWS.length} AI coaching workflows and ${QUICK_QUESTIONS.length} quick questions`,
    detail: `${WORKFLOWS.map((w) => w.title).join(', ')}, answered for the role you are in.`,
  },
  {
    id: 'cv-screening',
    title: 'CV screening against the role',
    detail:
      'A score for how well your CV fits the role, the lines that show each skill, and what to add.',
  },
] as const satisfies readonly PaidFeature[];

export type PaidFeatureId = (typeof PAID_FEATURES)[number]['id'];

/** What stays free without a plan, said beside the price so nobody pays for it by mistake. */
export const FREE_WITHOUT_A_PLAN =
  "Free without a plan: every role's profile, the catalogue and the matching quiz.";

/** "£9.99 a month": the monthly plan's price as every page says it. */
export function monthlyPriceText(priceGbp: number = MONTHLY_PRICE_GBP): string {
  return `${formatGbp(priceGbp)} a month`;
}

/** "£9.99 a month, cancel any time": the price and the promise, said before sign-up. */
export function pricePromiseText(priceGbp: number = MONTHLY_PRICE_GBP): string {
  return `${monthlyPriceText(priceGbp)}, cancel any time`;
}
