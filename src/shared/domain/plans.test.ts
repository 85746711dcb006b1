import { describe, expect, it } from 'vitest';
import {
  cancellationSuccessMessage,
  describeOpeningCost,
  describeUsage,
  hasEntitlement,
} from './plans.ts';

describe('plans', () => {
  it('entitles an active plan with simulations or unlimited, nothing else', () => {
    expect(hasEntitlement({ subscriptionStatus: 'active', maxSimulations: 3 })).toBe(true);
    expect(hasEntitlement({ subscriptionStatus: 'active', maxSimulations: -1 })).toBe(true);
    expect(hasEntitlement({ subscriptionStatus: 'active', maxSimulations: 0 })).toBe(false);
    expect(hasEntitlement({ subscriptionStatus: 'canceled', maxSimulations: -1 })).toBe(false);
    expect(hasEntitlement({ subscriptionStatus: 'incomplete', maxSimulations: 3 })).toBe(false);
  });

  it('shows usage as "used / max" or "Unlimited simulations" (PRODUCT.md D4)', () => {
    expect(describeUsage(3, ['a'])).toBe('1 / 3 simulations');
    expect(describeUsage(-1, ['a', 'b'])).toBe('Unlimited simulations');
    expect(describeUsage(0, [])).toBe('0 simulations');
  });

  it('says what opening a role costs: one of those left, nothing to reopen, nothing when unlimited', () => {
    expect(describeOpeningCost(3, ['credit-analyst'], 'trader')).toBe(
      '1 / 3 simulations used. Opening this role uses 1 of the 2 you have left.',
    );
    expect(describeOpeningCost(3, ['credit-analyst'], 'credit-analyst')).toBe(
      '1 / 3 simulations used. You have opened this role before, so reopening it is free.',
    );
    expect(describeOpeningCost(-1, ['credit-analyst'], 'trader')).toBe('Unlimited simulations');
  });

  it("words the cancellation message with the day access ends, or SPEC.md's fallback", () => {
    expect(cancellationSuccessMessage(new Date('2026-12-27T10:00:00Z'))).toBe(
      'Subscription cancelled successfully. You can still access your remaining simulations until 27 December 2026.',
    );
    expect(cancellationSuccessMessage(null)).toBe(
      'Subscription cancelled successfully. You can still access your remaining simulations until the end of your billing period.',
    );
  });
});
