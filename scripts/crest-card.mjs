// Draws public/crest-card.png, the link-preview picture (Open Graph) of every public page: the crest
// (public/crest.svg) on the society's colours, 1200 × 630 px. Run it again after changing the crest:
//   node scripts/crest-card.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';

const crest = readFileSync(new URL('../public/crest.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; background: #0b3d2e; }
  .frame { position: absolute; inset: 28px; border: 4px solid #c9a227; border-radius: 6px; }
  .frame::after { content: ''; position: absolute; inset: 10px; border: 1.5px solid #c9a227; border-radius: 3px; }
  svg { position: absolute; left: 50%; top: 50%; height: 470px; width: auto; transform: translate(-50%, -50%); }
</style></head><body><div class="frame"></div>${crest}</body></html>`;

const browser = await chromium
  .launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS })
  .catch((err) => {
    console.error(HOW_TO_GET_A_BROWSER);
    throw err;
  });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: new URL('../public/crest-card.png', import.meta.url).pathname, type: 'png' });
await browser.close();
console.log('public/crest-card.png written');
