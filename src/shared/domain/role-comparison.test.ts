import { describe, expect, it } from 'vitest';
import { compareUrl, parseComparedRoles } from './role-comparison.ts';

describe('parseComparedRoles', () => {
  it('reads ids in order, without repeats, blanks or malformed ids', () => {
    expect(parseComparedRoles('trader, risk-analyst,,trader,Not An Id,../x')).toEqual([
      'trader',
      'risk-analyst',
    ]);
    expect(parseComparedRoles(null)).toEqual([]);
  });

  it('keeps at most three roles', () => {
    expect(parseComparedRoles('a,b,c,d')).toEqual(['a', 'b', 'c']);
  });
});

describe('compareUrl', () => {
  it('keeps commas readable in the shared address', () => {
    expect(compareUrl(['m-and-a-analyst', 'trader'])).toBe('/compare?roles=m-and-a-analyst,trader');
    expect(compareUrl([])).toBe('/compare');
  });
});
