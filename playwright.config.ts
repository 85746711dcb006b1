import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'test-results/e2e-data',
      CONTACT_EMAIL: 'careers-help@finsim.test',
      PUBLIC_URL: `http://localhost:${port}`,
      // As behind one reverse proxy: each test's browser says which client it is (fixtures.ts), so
      // the per-address limits on sign-up apply per test, as they would per person.
      TRUST_PROXY: '1',
    },
  },
});
