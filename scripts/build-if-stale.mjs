// Builds the web app (always in production mode) when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const webSources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-font-preload.ts',
  'scripts/vite-inline-css.ts',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log('Building the web app (missing or out of date)…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
      // The web build is always a production build, whatever NODE_ENV the server runs with.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
