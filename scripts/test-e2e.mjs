// `npm run test:e2e`: builds the client, then runs the Playwright journeys in Chromium at 375 px and 1280 px.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from './build-client.mjs';
import { findJourneyChromium, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';

const playwrightCache = join(
  process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright'),
);
const hasPlaywrightChromium =
  existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));
if (!findJourneyChromium() && !hasPlaywrightChromium) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
// A run on another port (E2E_PORT) builds into a folder of its own, so parallel runs never swap files under each other.
const port = process.env.E2E_PORT ?? '3100';
const outDir = port === '3100' ? 'dist/client' : `dist/client-e2e-${port}`;
// CI has just run `npm run build` into dist/client and says so with E2E_CLIENT_BUILT=1; anyone else gets a fresh
// build, with the renderer of the public pages beside it, for production as `npm start` serves it.
const built = process.env.E2E_CLIENT_BUILT === '1' && outDir === 'dist/client';
if (!built) {
  try {
    buildClient(outDir);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
process.exit(run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]));
