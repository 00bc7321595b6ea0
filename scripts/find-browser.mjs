// Which Chromium the browser tests use: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return undefined; // Playwright's own Chromium, if `playwright install chromium` has fetched it
}

/**
 * The journeys' browser: Chromium's headless shell where it is installed (Debian: chromium-headless-shell), the same
 * engine without the desktop browser's windows and tabs, which draws a journey with about a third less processor
 * time (decision 0072); else the browser above. CHROME_PATH still wins.
 */
export function findJourneyChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  return findChromium();
}

/** The flags every headless Chromium of the project starts with (journeys and Lighthouse alike). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const HOW_TO_GET_A_BROWSER =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`), set CHROME_PATH to it, or run `npx playwright install chromium`.';
