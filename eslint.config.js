import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ARCHITECTURE.md import direction: web -> shared, server -> shared, nothing else across.
const layerZones = [
  {
    target: './src/shared',
    from: './src/server',
    message: 'shared stays pure: it imports nothing from server.',
  },
  {
    target: './src/shared',
    from: './src/web',
    message: 'shared stays pure: it imports nothing from web.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'web never imports server code; call the API.',
  },
  { target: './src/server', from: './src/web', message: 'server never imports web code.' },
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'shared UI and lib code must not depend on features or routes.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'features do not import app/: routes compose features, not the other way round.',
  },
  {
    target: ['./src/server/plugins', './src/server/providers'],
    from: './src/server/modules',
    message: 'plugins and providers are infrastructure: they do not import modules.',
  },
];

// Never one web feature into another: compose them in src/web/app/routes.
const featureZones = dirs('./src/web/features').map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'one web feature must not import another; compose them in src/web/app/routes.',
}));

// A server module may use another module only through its service.
const modules = dirs('./src/server/modules');
const moduleZones = modules.flatMap((target) =>
  modules
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./src/server/modules/${target}`,
      from: `./src/server/modules/${other}`,
      except: [`./${other}.service.ts`],
      message: "call another module's exported service functions, not its internals.",
    })),
);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...moduleZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // ARCHITECTURE.md: env.ts is the only reader of process.env; shared code has no process at all.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/server/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'read configuration through src/server/env.ts',
        },
      ],
    },
  },
  {
    // ARCHITECTURE.md: shared/ is pure TypeScript and zod: no Node built-ins, no React, no Fastify.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'fastify', 'fastify-*', '@fastify/*'],
              message: 'shared/ stays pure: no React and no Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere in the product code.
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Pages write dates, times, counts and pounds with shared/domain/formats.ts, not Intl: a page's
    // first Intl formatter loads the browser's locale data, 15-40 ms in one piece (four times that
    // on a phone), and no page needs it to draw itself.
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message:
            'format with src/shared/domain/formats.ts; Intl loads locale data in one long task',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            'format with src/shared/domain/formats.ts; Intl loads locale data in one long task',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
