// One section of the bench run on its own: the server built (not the client), a folder for its databases, removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer } from './server-process';

/**
 * Where a section run alone serves: the bench's port (BENCH_PORT, 3950 unless told) plus the section's own
 * `offset`, so that sections never share one, and the bench's build of the client.
 */
export const sectionServer = (offset: number) => ({
  port: Number(process.env.BENCH_PORT ?? 3950) + offset,
  clientDir: resolve('dist/client-bench'),
});

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
