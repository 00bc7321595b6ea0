import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain JavaScript helper shared with the npm scripts
import { CHROMIUM_FLAGS, findJourneyChromium } from './scripts/find-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath: string | undefined = findJourneyChromium();

const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  isMobile: false,
  hasTouch: false,
};
const SETTINGS_JOURNEYS = ['society-settings.spec.ts', 'society-look.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // The society's members browse in British English (date fields show dd/mm/yyyy), on London's time.
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every journey (DOM snapshots and a screencast) costs a quarter of the run's time on two
    // cores: CI records the retry of a failed journey only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        ...CHROMIUM_FLAGS,
        '--disable-quic',
        // Members are British: date inputs show dd/mm/yyyy, as they will for them.
        '--lang=en-GB',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: phone,
      testIgnore: SETTINGS_JOURNEYS,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      // Every screen, the public pages and the shell at desktop width too; each task's journey once, at phone
      // width, the narrower and harder layout (decision 0014). An e-mail's widths are a phone's and a mail
      // program's reading pane: the phone project checks both.
      testMatch: [
        'screens.spec.ts',
        'shell.spec.ts',
        'results.spec.ts',
        'server-rendered.spec.ts',
        'axe-check.spec.ts',
        // The treasurer's statement import: a wide table of a year's payments, read at a desk.
        'statement-import.spec.ts',
      ],
    },
    // The society's settings change what every page and e-mail shows (its name, crest, colours, houses): the two
    // journeys that change them run after all the others, one after the other, on the one server they share.
    {
      name: 'phone-settings',
      use: phone,
      testMatch: SETTINGS_JOURNEYS[0],
      dependencies: ['phone', 'desktop'],
    },
    { name: 'phone-look', use: phone, testMatch: SETTINGS_JOURNEYS[1], dependencies: ['phone-settings'] },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/support/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
