import { defineConfig } from '@playwright/test';
import { e2eAccessTokenTtlSeconds, sandboxControlSecret } from './e2e/support/sandbox';

const port = Number(process.env.E2E_PORT ?? 8543);
export const baseURL = `https://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Per port, so parallel runs on one machine do not clear each other's artefacts.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${port}` : 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // A test that fails runs once more, recording a trace of that second run; a pass on the retry still fails the run
  // (failOnFlakyTests). Recording a trace on every first run cost about 40% of the layer's time (docs/test-suite.md).
  retries: 1,
  failOnFlakyTests: true,
  // Two cores run the sandbox and two Chromiums at once: a funnel journey takes 20–35 s there, so leave it room.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // The portal honours a system's reduced motion by switching antd's animations off (e2e/motion.spec.ts shows both).
    // Journeys run that way so no step races an animation: a dropdown still closing, a spinner still folding away.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these Chromium floods the closed network with background requests.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testIgnore: [/.*\.setup\.ts/, /sandbox-clock\//], dependencies: ['setup'] },
    // Journeys that move the sandbox clock or stop the channel server: after everything else, so no other journey's
    // appointment hold, invitation or order status moves under it. A dependency's tests all run whatever the filter,
    // so to run these alone: E2E_SANDBOX_CLOCK_ONLY=1 npx playwright test --project sandbox-clock.
    {
      name: 'sandbox-clock',
      testMatch: /sandbox-clock\/.*\.spec\.ts/,
      dependencies: [process.env.E2E_SANDBOX_CLOCK_ONLY ? 'setup' : 'chromium'],
    },
  ],
  webServer: {
    // A fresh sandbox on its own data folder, so runs never depend on what a developer's .data holds.
    command: `rm -rf .e2e-data/${port} && tsx server/main.ts`,
    url: `${baseURL}/oidc/.well-known/openid-configuration`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `.e2e-data/${port}`,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: String(e2eAccessTokenTtlSeconds),
      SANDBOX_CONTROL_SECRET: sandboxControlSecret,
    },
  },
});
