import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './vite-font-preload.ts';

describe('fontPreloadTags', () => {
  it("preloads Inter's Latin file and no other subset, with CORS as fonts need", () => {
    expect(
      fontPreloadTags([
        'assets/index-abc.js',
        'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
        'assets/inter-latin-400-700-Dx4kXJAl.woff2',
        'assets/inter-greek-wght-normal-CkhJZR-_.woff2',
      ]),
    ).toEqual([
      '<link rel="preload" href="/assets/inter-latin-400-700-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });
});

describe('the preloaded Latin font', () => {
  it('is our cut of Inter (weights 400 to 700), well under the 48 KB of the full file', () => {
    const font = readFileSync(
      new URL('../src/web/assets/fonts/inter-latin-400-700.woff2', import.meta.url),
    );
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(30_000);
    // The stylesheet's Latin face is that file, for the weights it holds.
    const css = readFileSync(new URL('../src/web/styles.css', import.meta.url), 'utf8');
    const latin = /@font-face \{[^}]*inter-latin-400-700\.woff2[^}]*\}/.exec(css)?.[0] ?? '';
    expect(latin).toContain('font-weight: 400 700;');
    expect(latin).toContain('U+0000-00FF');
  });
});
