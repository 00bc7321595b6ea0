// A client folder holding only index.html, for an app that serves its pages (CLIENT_DIR) in a test: the harness's
// settings are a file's, so the folder is made when the file is loaded, and removed when the test process ends.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The smallest page shell: enough for the server to answer a client route with the page it is. */
export const BARE_SHELL = '<!doctype html><html><head><title>x</title></head><body></body></html>';

/** The client's own index.html, as the page renderer fills it. */
export const clientIndexHtml = () => readFileSync('src/client/index.html', 'utf8');

/** A new folder with `html` as its index.html; answers its path. */
export function clientShell(html: string = BARE_SHELL): string {
  const dir = mkdtempSync(join(tmpdir(), 'society-client-'));
  writeFileSync(join(dir, 'index.html'), html);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
