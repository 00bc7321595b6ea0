import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, y, h, out, w = '375'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
const b64 = readFileSync(file).toString('base64');
await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${b64}" style="display:block;margin-top:-${y}px"></body>`);
await page.screenshot({ path: out });
await browser.close();
