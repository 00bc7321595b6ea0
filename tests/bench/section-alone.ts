// One section of the bench run on its own: the server built (not the client), a folder for its databases, removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from './server-process';

/** Runs `measure` with a fresh folder for its files (`name` goes in the folder's name). */
export async function runSectionAlone(name: string, measure: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), `society-bench-${name}-`));
  try {
    console.error('Building the server into dist/server-bench…');
    buildServer();
    await measure(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
