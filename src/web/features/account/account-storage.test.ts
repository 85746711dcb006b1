import { describe, expect, it } from 'vitest';
import { syncSubscriptionStorage } from './account-storage.ts';

describe('syncSubscriptionStorage (SPEC.md section 4, on profile load)', () => {
  it('sets subscription_active, the tier and the date for an active profile', () => {
    syncSubscriptionStorage({ subscriptionStatus: 'active', subscriptionTier: 'premium' });
    expect(localStorage.getItem('subscription_active')).toBe('true');
    expect(localStorage.getItem('subscription_tier')).toBe('premium');
    expect(Date.parse(localStorage.getItem('subscription_date')!)).toBeGreaterThan(0);
  });

  it('defaults the tier to starter', () => {
    syncSubscriptionStorage({ subscriptionStatus: 'active', subscriptionTier: '' });
    expect(localStorage.getItem('subscription_tier')).toBe('starter');
  });

  it('clears the local subscription flags for a canceled profile', () => {
    for (const key of [
      'subscription_active',
      'dev_subscription_active',
      'subscription_tier',
      'subscription_date',
    ])
      localStorage.setItem(key, 'x');
    localStorage.setItem('quizResults', 'kept');
    syncSubscriptionStorage({ subscriptionStatus: 'canceled', subscriptionTier: 'single' });
    expect(localStorage.getItem('subscription_active')).toBeNull();
    expect(localStorage.getItem('dev_subscription_active')).toBeNull();
    expect(localStorage.getItem('subscription_tier')).toBeNull();
    expect(localStorage.getItem('subscription_date')).toBeNull();
    expect(localStorage.getItem('quizResults')).toBe('kept');
  });
});
