import { describe, expect, it } from 'vitest';
import { MODULE_COUNT, formatRoleCount } from './product.ts';

describe('product constants', () => {
  it('counts 15 modules per role (PRODUCT.md D18)', () => {
    expect(MODULE_COUNT).toBe(15);
  });

  it('shows the role count rounded down to a ten with a plus', () => {
    expect(formatRoleCount(132)).toBe('130+');
    expect(formatRoleCount(139)).toBe('130+');
    expect(formatRoleCount(140)).toBe('140+');
    expect(formatRoleCount(7)).toBe('7');
  });
});
