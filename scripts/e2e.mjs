// `npm run test:e2e`: find Chromium (CHROMIUM_PATH, else /usr/bin/chromium), install Debian's when
// missing and we can, then run the Playwright suite against a fresh database.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      `No Chromium at ${chromium}. Install one with:\n  sudo apt-get install -y chromium\nor set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian chromium…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

rmSync(path.join(root, 'test-results/e2e-data'), { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
