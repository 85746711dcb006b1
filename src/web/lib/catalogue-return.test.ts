import { describe, expect, it } from 'vitest';
import { catalogueHref, catalogueReturn } from './catalogue-return.ts';

describe('catalogueHref', () => {
  it('leads back to the catalogue view a role was opened from', () => {
    expect(catalogueHref(catalogueReturn('?search=risk&level=entry'))).toBe(
      '/role-selection?search=risk&level=entry',
    );
  });

  it('leads to the bare catalogue without such a state, or with anything but a query string', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      catalogueReturn(''),
      { catalogueSearch: '//evil.example' },
      { catalogueSearch: 7 },
    ])
      expect(catalogueHref(state)).toBe('/role-selection');
  });
});
