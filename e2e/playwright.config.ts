import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { COMPOSITION } from './support/composition';

/**
 * The suite starts the whole composition itself (build if needed, API on a throwaway data dir,
 * every remote on its own port, the gateway), shifted by PORT_OFFSET so it never collides with
 * a site you are running on the default ports.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `./.artifacts/results-${COMPOSITION.portOffset}`,
  use: {
    baseURL: COMPOSITION.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Some port offsets put the gateway on a port Chromium refuses by default (e.g. 10080 for offset 2000).
      args: [...CHROMIUM_FLAGS, `--explicitly-allowed-ports=${new URL(COMPOSITION.baseURL).port}`],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../shell/server/local/compose.mjs',
    // The gateway starts last (once the API answers and the remotes are deployed): its answer means the whole site is up.
    url: `${COMPOSITION.baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT_OFFSET: String(COMPOSITION.portOffset),
      COMPOSE_CONTROL_PORT: String(COMPOSITION.controlPort),
      DATA_DIR: COMPOSITION.dataDir,
      RUN_DIR: COMPOSITION.runDir,
      // The API's development mode, on purpose: the suite signs in with the built-in dev credentials.
      NODE_ENV: 'development',
      // Every browser of the suite reports from 127.0.0.1: one client address. The API's default needs
      // reports from two addresses before a canary's verdict (the API's tests prove that rule).
      REMOTE_REPORT_MIN_CLIENTS: '1',
      // The gateway appends every CSP report here; the shared fixture fails a test that caused one.
      CSP_REPORT_LOG: path.join(COMPOSITION.runDir, 'csp-reports.jsonl'),
      // The suite's own sign-in limit, above all it signs in together (~35), so no test depends on how fast
      // the suite runs; the shipped 10 a minute is held by api/test/integration/rate-limit.spec.ts.
      LOGIN_RATE_LIMIT: '1000',
      // Likewise browsers' remote-load reports, all from 127.0.0.1 here: 45 loads in the busiest minute of a
      // 16-min run, so a machine 3× faster could cross the shipped 120 a minute and lose the reports a canary
      // spec counts. The shipped limit is held by api/test/unit/config.spec.ts, the counting by the API suite.
      REMOTE_REPORT_RATE_LIMIT: '10000',
      // PUT /api/scheduling-clock (development only): schedule specs move the scheduler to a schedule's
      // time instead of waiting for it. See docs/decisions/e2e-limits-and-scheduling-clock.md.
      SCHEDULING_CLOCK_CONTROL: 'true',
    },
  },
});
