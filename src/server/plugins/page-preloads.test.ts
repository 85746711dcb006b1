import { describe, expect, it } from 'vitest';
import {
  escapeAttribute,
  moduleFiles,
  preloadLinks,
  withPreloads,
  type ChunkManifest,
} from './page-preloads.ts';

/** The shape of Vite's manifest: an entry, two lazy pages and what they share. */
const MANIFEST: ChunkManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_app-a2.js'] },
  '_app-a2.js': { file: 'assets/app-a2.js' },
  '_shared-b1.js': { file: 'assets/shared-b1.js', imports: ['index.html'] },
  'src/web/app/routes/role-selection.tsx': {
    file: 'assets/role-selection-c1.js',
    imports: ['index.html', '_shared-b1.js', '_app-a2.js'],
  },
  'src/web/app/routes/simulation.tsx': {
    file: 'assets/simulation-d1.js',
    imports: ['index.html', '_shared-b1.js'],
  },
};

describe('moduleFiles', () => {
  it("gives a lazy page's chunk and what it imports, less what the entry loads already", () => {
    expect(moduleFiles(MANIFEST, 'src/web/app/routes/role-selection.tsx')).toEqual([
      '/assets/role-selection-c1.js',
      '/assets/shared-b1.js',
    ]);
  });

  it('gives nothing for a module the build does not know', () => {
    expect(moduleFiles(MANIFEST, 'src/web/app/routes/gone.tsx')).toEqual([]);
  });
});

describe('preloadLinks', () => {
  it('names script chunks as module preloads and API answers as fetch preloads with CORS', () => {
    expect(preloadLinks(['/assets/x.js'], ['/api/jobs'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/x.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/jobs">',
    );
  });

  it('cannot be made to close its attribute or element, whatever the URL holds', () => {
    const links = preloadLinks([], ['/api/jobs/"><script>alert(1)</script>']);
    expect(links).not.toContain('<script>');
    expect(links).not.toContain('"><');
    expect(links).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/jobs/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });
});

describe('escapeAttribute', () => {
  it('escapes what could end a quoted attribute or start markup', () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe('a&amp;b&quot;c&#39;d&lt;e&gt;f');
  });
});

describe('withPreloads', () => {
  const html = '<html><head><title>FinSim</title></head><body></body></html>';

  it('puts the links at the end of the head', () => {
    expect(withPreloads(html, '<link x>')).toBe(
      '<html><head><title>FinSim</title><link x>\n  </head><body></body></html>',
    );
  });

  it('leaves the page as it is when there is nothing to add', () => {
    expect(withPreloads(html, '')).toBe(html);
  });
});
