import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariables, resolveVariable } from '../../tests/support/contrast.ts';

const root = path.resolve(import.meta.dirname, '../..');
const styles = path.join(root, 'src/web/styles.css');
const vars = cssVariables(path.join(root, 'node_modules/tailwindcss/theme.css'), styles);
const colour = (name: string) => resolveVariable(vars, `--color-${name}`);

/** Every background a focusable element sits on: the page, cards, tinted panels, navy heroes. */
const BACKGROUNDS = [
  'white',
  'slate-50',
  'slate-100',
  'emerald-50',
  'amber-50',
  'red-50',
  'blue-50',
  'navy-50',
  'navy-800',
  'navy-900',
];

describe('the focus ring', () => {
  it('is the one colour every focus style uses', () => {
    const css = readFileSync(styles, 'utf8');
    expect(css).toMatch(/:focus-visible\s*\{\s*outline:\s*3px solid var\(--color-focus-ring\)/);
  });

  it('is not overridden by a weaker colour in any component', () => {
    const sources = readdirSync(path.join(root, 'src/web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(path.join(root, 'src/web', file), 'utf8'));
    const focusColours = sources.flatMap((source) =>
      [...source.matchAll(/focus(?:-visible)?:(?:ring|outline)-((?:emerald|navy|slate)-\d+)/g)].map(
        (m) => m[1]!,
      ),
    );
    for (const name of new Set(focusColours))
      for (const background of ['white', 'slate-50'])
        expect(
          contrastRatio(colour(name), colour(background)),
          `focus colour ${name} on ${background}`,
        ).toBeGreaterThanOrEqual(3);
  });

  it.each(BACKGROUNDS)('has at least 3:1 contrast against %s (WCAG 1.4.11)', (background) => {
    expect(contrastRatio(colour('focus-ring'), colour(background))).toBeGreaterThanOrEqual(3);
  });

  it('is measured right: the old emerald-500 ring was about 2.4:1 on white', () => {
    expect(contrastRatio(colour('emerald-500'), colour('white'))).toBeCloseTo(2.46, 1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
