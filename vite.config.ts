import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPreload } from './scripts/vite-chunk-preload.ts';
import { fontPreload } from './scripts/vite-font-preload.ts';
import { inlineCss } from './scripts/vite-inline-css.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { splitByPage } from './scripts/vite-shared-chunks.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    fontPreload(),
    chunkPreload('react-dom'),
    inlineCss(),
    precompress(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for the whole app, written into index.html (scripts/vite-inline-css.ts): lazy
    // chunks then list no stylesheet to fetch with them.
    cssCodeSplit: false,
    // .vite/manifest.json: the server preloads each page's own chunks with the page
    // (src/server/plugins/page-preloads.ts), instead of the browser finding them one hop later.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs, in one file: on HTTP/1.1 each extra file of the
            // critical path costs a round trip on one of six connections.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // React's renderer, which main.tsx loads once the app's code has run (and index.html
            // names, so that both arrive together): a second file, so that the browser runs the
            // two in two tasks, not one long one. The dialogs' portals use it too.
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 2.8,
            },
            // The dialog primitive (Radix) and what needs it, loaded the first time a dialog
            // opens: no page needs it to draw itself.
            {
              name: 'dialog',
              test: /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/]modal\.tsx$/,
              priority: 2,
            },
            // The form fields the sign-in dialog shares with a few pages: alone, so that opening
            // it does not load what the lazy pages share (zod among it).
            {
              name: 'fields',
              test: /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/]text-field\.tsx$/,
              priority: 2,
            },
            // What two or more lazy pages share (zod and the contracts, icons, catalogue parts), in
            // two files, not a dozen small ones: what the role page needs, and the rest
            // (scripts/vite-shared-chunks.ts).
            {
              name: splitByPage(
                path.resolve('src/web/app/routes/simulation.tsx'),
                'shared',
                'shared-pages',
              ),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
