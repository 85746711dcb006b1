import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './scripts/vite-font-preload.ts';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), fontPreload(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
