// postinstall: fetch Playwright's Chromium only when no system Chromium exists; never fail the install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';

if (process.env.CI || findChromium() || !existsSync('node_modules/@playwright/test')) process.exit(0);
try {
  const res = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (res.status !== 0) console.warn(HOW_TO_GET_A_BROWSER);
} catch {
  console.warn(HOW_TO_GET_A_BROWSER);
}
process.exit(0);
