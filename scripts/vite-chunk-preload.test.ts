import { describe, expect, it } from 'vitest';
import { withModulePreload } from './vite-chunk-preload.ts';

describe('withModulePreload', () => {
  it("names the chunk beside the entry's script, so both are fetched together", () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n</head>';
    expect(withModulePreload(html, '/assets/react-dom-b2.js')).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-dom-b2.js">\n</head>',
    );
  });

  it('refuses a page without a module script instead of leaving the chunk out silently', () => {
    expect(() => withModulePreload('<head></head>', '/assets/react-dom-b2.js')).toThrow(
      /no module script/,
    );
  });
});
