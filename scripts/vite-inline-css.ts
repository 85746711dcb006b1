// Writes the app's stylesheet into index.html instead of linking it. The whole of it is small
// (Tailwind's output, about 11 KB compressed) and every page needs all of it before it can draw:
// as a file it is one more request on the critical path, held up by the six connections a browser
// opens to one origin over HTTP/1.1; inside the page it comes with the page's first bytes. The
// Content-Security-Policy allows inline styles (style-src 'unsafe-inline'), never inline script.
import type { Plugin } from 'vite';
import { indexHtmlPlugin } from './vite-index-html.ts';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** A stylesheet's text made safe inside a <style> element: it cannot close the element early. */
export function styleElement(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * index.html with each linked stylesheet the build made replaced by its text; `read` gives the text
 * of a built file by its URL path, or undefined for one the build did not make (left linked).
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined) {
  const inlined: string[] = [];
  const result = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = read(href);
    if (css === undefined) return link;
    inlined.push(href);
    return styleElement(css);
  });
  return { html: result, inlined };
}

export function inlineCss(): Plugin {
  const removed: string[] = [];
  return indexHtmlPlugin(
    'finsim-inline-css',
    (html, bundle, base) => {
      const { html: result, inlined } = inlineStylesheets(html, (href) => {
        const asset = bundle[href.slice(base.length)];
        return asset?.type === 'asset' && typeof asset.source === 'string'
          ? asset.source
          : undefined;
      });
      if (inlined.length !== 1)
        throw new Error(`Expected one stylesheet to inline, inlined ${inlined.length}.`);
      // Nothing else refers to it: no file is written for it.
      for (const href of inlined) {
        const fileName = href.slice(base.length);
        delete bundle[fileName];
        removed.push(fileName);
      }
      return result;
    },
    {
      // A lazy chunk that listed the stylesheet among what it loads with it (Vite's preload of a
      // chunk's CSS, see cssCodeSplit in vite.config.ts) would fetch a file that is not there.
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk') continue;
            const named = removed.find((fileName) => chunk.code.includes(fileName));
            if (named) throw new Error(`${chunk.fileName} would load ${named}, which is inlined.`);
          }
        },
      },
    },
  );
}
