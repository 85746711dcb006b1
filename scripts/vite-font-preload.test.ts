import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './vite-font-preload.ts';

describe('fontPreloadTags', () => {
  it("preloads Inter's Latin file and no other subset, with CORS as fonts need", () => {
    expect(
      fontPreloadTags([
        'assets/index-abc.js',
        'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
        'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        'assets/inter-greek-wght-normal-CkhJZR-_.woff2',
      ]),
    ).toEqual([
      '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });
});
