// First-load JavaScript and CSS of a page: the files Chromium actually requests while opening it (entry, preloaded
// chunks, the route's lazy chunk and its imports), sized from the build folder: raw, gzip -9 and brotli -11,
// and the bytes the server really put on the wire (its own compression, as a browser receives it).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// @ts-expect-error plain ES module without types
import { findChromium } from '../../scripts/find-browser.mjs';

export interface AssetSizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  wire: number;
}

export interface FirstLoad {
  js: AssetSizes;
  css: AssetSizes;
  jsFiles: string[];
  /** Whether any chunk of the admin area was requested. */
  adminLoaded: boolean;
}

const empty = (): AssetSizes => ({ files: 0, raw: 0, gzip: 0, brotli: 0, wire: 0 });

export async function measureFirstLoad(base: string, page: string, clientDir: string): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: findChromium() as string | undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const result: FirstLoad = { js: empty(), css: empty(), jsFiles: [], adminLoaded: false };
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const seen: { url: string; kind: 'js' | 'css'; wire: Promise<number> }[] = [];
    tab.on('requestfinished', (req) => {
      const kind =
        req.resourceType() === 'script' ? 'js' : req.resourceType() === 'stylesheet' ? 'css' : null;
      // The society's colours (/api/settings/colours.css, some 150 bytes) are the server's, not the build's.
      if (!kind || !req.url().startsWith(base) || new URL(req.url()).pathname.startsWith('/api/')) return;
      seen.push({ url: req.url(), kind, wire: req.sizes().then((s) => s.responseBodySize) });
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    for (const s of seen) {
      const path = new URL(s.url).pathname;
      const bytes = readFileSync(join(clientDir, path));
      const sizes = result[s.kind];
      sizes.files += 1;
      sizes.raw += bytes.length;
      sizes.gzip += gzipSync(bytes, { level: 9 }).length;
      sizes.brotli += brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
      sizes.wire += await s.wire;
      if (s.kind === 'js') result.jsFiles.push(path);
      if (/admin/i.test(path)) result.adminLoaded = true;
    }
  } finally {
    await browser.close();
  }
  return result;
}
