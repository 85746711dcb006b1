import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../../tests/support/factories.ts';
import { allowanceNote } from './role-profile.tsx';

describe('allowanceNote', () => {
  const starter = makeProfile({
    subscriptionStatus: 'active',
    subscriptionTier: 'starter',
    maxSimulations: 3,
    openedSimulations: ['credit-analyst'],
  });

  it('says a new role uses one of the simulations left', () => {
    expect(allowanceNote(starter, 'trader')).toBe(
      '1 / 3 simulations used. Opening this role uses 1 of the 2 you have left.',
    );
  });

  it('says reopening a role is free', () => {
    expect(allowanceNote(starter, 'credit-analyst')).toBe(
      '1 / 3 simulations used. You have opened this role before, so reopening it is free.',
    );
  });

  it('says nothing about counting on the unlimited plan', () => {
    expect(allowanceNote({ ...starter, maxSimulations: -1 }, 'trader')).toBe(
      'Unlimited simulations',
    );
  });
});
