import { describe, expect, it } from 'vitest';
import { fundamentalFor } from './related-terms.ts';

const fundamentals = [
  { term: 'UK Takeover Code' },
  { term: 'Put up or shut up (PUSU) deadline' },
  { term: 'Scheme of arrangement' },
];

describe('fundamentalFor', () => {
  it("finds the role's fundamental a related term names", () => {
    expect(fundamentalFor('Scheme of arrangement', fundamentals, 'UK Takeover Code')).toBe(
      'scheme-of-arrangement',
    );
    expect(fundamentalFor('scheme of ARRANGEMENT', fundamentals, 'x')).toBe(
      'scheme-of-arrangement',
    );
    expect(fundamentalFor('Put up or shut up', fundamentals, 'x')).toBe(
      'put-up-or-shut-up-pusu-deadline',
    );
  });

  it('links nothing for other terms, part words or the fundamental itself', () => {
    expect(fundamentalFor('Offer period', fundamentals, 'x')).toBeNull();
    expect(fundamentalFor('Put up', fundamentals, 'x')).toBe('put-up-or-shut-up-pusu-deadline');
    expect(fundamentalFor('Sch', fundamentals, 'x')).toBeNull();
    expect(fundamentalFor('UK Takeover Code', fundamentals, 'UK Takeover Code')).toBeNull();
  });
});
