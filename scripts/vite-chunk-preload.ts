// The <link rel="modulepreload"> for a chunk the entry loads with import() as soon as it runs
// (React's renderer, see src/web/main.tsx): it then arrives with the entry instead of one round
// trip after the entry has run.
import type { Plugin } from 'vite';
import { indexHtmlPlugin } from './vite-index-html.ts';

/** index.html with a modulepreload of `href` next to the entry's script. */
export function withModulePreload(html: string, href: string): string {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no module script to put the preload beside.');
  return html.replace(
    entry[0],
    `${entry[0]}\n    <link rel="modulepreload" crossorigin href="${href}">`,
  );
}

export function chunkPreload(name: string): Plugin {
  return indexHtmlPlugin('finsim-chunk-preload', (html, bundle, base) => {
    const chunks = Object.values(bundle).filter(
      (file) => file.type === 'chunk' && file.name === name && !file.isEntry,
    );
    if (chunks.length !== 1)
      throw new Error(`Expected one "${name}" chunk to preload, found ${chunks.length}.`);
    return withModulePreload(html, `${base}${chunks[0]!.fileName}`);
  });
}
