import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleElement } from './vite-inline-css.ts';

describe('inlineStylesheets', () => {
  const html =
    '<head><title>FinSim</title>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
    '<link rel="stylesheet" href="https://example.com/other.css"></head>';

  it('writes a built stylesheet into the page and leaves any other linked', () => {
    const { html: result, inlined } = inlineStylesheets(html, (href) =>
      href === '/assets/index-abc.css' ? 'body{color:red}' : undefined,
    );
    expect(result).toBe(
      '<head><title>FinSim</title><style>body{color:red}</style>' +
        '<link rel="stylesheet" href="https://example.com/other.css"></head>',
    );
    expect(inlined).toEqual(['/assets/index-abc.css']);
  });
});

describe('styleElement', () => {
  it('cannot be closed early by what the stylesheet holds', () => {
    const element = styleElement('a::after{content:"</style><script>alert(1)</script>"}');
    expect(element.match(/<\/style/gi)).toHaveLength(1);
    expect(element).toBe('<style>a::after{content:"<\\/style><script>alert(1)</script>"}</style>');
  });
});
