// Preloads the one font file every page draws its text with (Inter's Latin subset, which holds
// the pound sign, cut to the weights the app uses by scripts/subset-font.sh), so it arrives with
// the page instead of after the first render: text drawn in a fallback font and then redrawn in
// Inter moves everything below it (layout shift, issue 15).
import type { Plugin } from 'vite';
import { indexHtmlPlugin } from './vite-index-html.ts';

/** The built name of Inter's Latin file: `inter-latin-400-700-<hash>.woff2`. */
export const PRELOADED_FONT = /(?:^|\/)inter-latin-400-700-[\w-]+\.woff2$/;

/** The `<link rel="preload">` for each built file the pattern names. */
export function fontPreloadTags(files: Iterable<string>, base = '/'): string[] {
  return [...files]
    .filter((file) => PRELOADED_FONT.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="${base}${file}" as="font" type="font/woff2" crossorigin>`,
    );
}

export function fontPreload(): Plugin {
  return indexHtmlPlugin('finsim-font-preload', (html, bundle, base) => {
    const tags = fontPreloadTags(Object.keys(bundle), base);
    if (tags.length !== 1)
      throw new Error(`Expected one Inter Latin font file to preload, found ${tags.length}.`);
    return html.replace('</title>', `</title>\n    ${tags[0]}`);
  });
}
