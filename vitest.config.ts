import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirs = (path: string) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The areas of the code, each of which must keep 70% of its lines covered (85% overall): the
 * server's own files, its database, plugins and providers, each server module, the shared
 * contracts and domain, and the web app, components, lib and each web feature.
 */
const AREAS = [
  'src/server/*.ts',
  'src/server/db/**',
  'src/server/plugins/**',
  'src/server/providers/**',
  ...dirs('./src/server/modules').map((m) => `src/server/modules/${m}/**`),
  'src/shared/contracts/**',
  'src/shared/domain/**',
  'src/web/app/**',
  'src/web/components/**',
  'src/web/lib/**',
  ...dirs('./src/web/features').map((f) => `src/web/features/${f}/**`),
];

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: [
        'src/**/*.test.{ts,tsx}',
        'src/**/*.d.ts',
        // Process entry points: main.int.test.ts starts the server as a child process and the
        // browser tests load the page, where this in-process coverage cannot see them.
        'src/server/main.ts',
        'src/web/main.tsx',
      ],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: {
        lines: 85,
        ...Object.fromEntries(AREAS.map((area) => [area, { lines: 70 }])),
      },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'src/web/**'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/component.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          // Run after the unit and component projects when they share one run (npm test's coverage).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
