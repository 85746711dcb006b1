// The shape the build's index.html plugins share (the font preload, the chunk preload, the inlined
// stylesheet): build only, run after Vite's own work on the page, with the bundle and the base URL.
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

export function indexHtmlPlugin(
  name: string,
  transform: (html: string, bundle: Bundle, base: string) => string,
  hooks: Omit<Plugin, 'name' | 'apply' | 'configResolved' | 'transformIndexHtml'> = {},
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => transform(html, context.bundle ?? {}, base),
    },
    ...hooks,
  };
}
