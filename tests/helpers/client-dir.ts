import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import type { PageRendererModule } from '../../src/shared/page-data';

const made: string[] = [];
let listening = false;

/**
 * A folder standing in for the built client (the app's clientDir), holding `files` (path → text). It is made when
 * the test file loads, since the file's apps (one per test) all serve it, and removed when the worker ends.
 */
export function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'society-client-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  made.push(dir);
  if (!listening) {
    listening = true;
    process.once('exit', () => {
      for (const d of made) rmSync(d, { recursive: true, force: true });
    });
  }
  return dir;
}

/**
 * The app's options for drawing the public pages on the server: the client's own index.html as the shell (unbuilt:
 * its script is main.tsx, which is all the same here) and the client's page renderer. Call it at the top of a file.
 */
export function pageRendering(): { clientDir: string; pageRenderer: PageRendererModule } {
  // Test files share loaded modules: after the file, the browser's API client and site details go back to the
  // browser's.
  afterAll(() => {
    setApiTransport((input, init) => fetch(input, init));
    setServerSiteInfo(undefined);
  });
  return {
    clientDir: clientDir({ 'index.html': readFileSync('src/client/index.html', 'utf8') }),
    pageRenderer: renderer,
  };
}
