// Section 8 of the bench alone (`npx tsx tests/bench/results-cards-bench.ts`): builds the server, not the client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureResultsFromCards, reportResultsFromCards } from './results-cards';
import { buildServer } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'society-bench-results-'));
try {
  console.error('Building the server into dist/server-bench…');
  buildServer();
  const figures = await measureResultsFromCards({
    port: Number(process.env.BENCH_PORT ?? 3950) + 4,
    smallFile: join(dir, 'small.db'),
    largeFile: join(dir, 'large.db'),
    clientDir: resolve('dist/client-bench'),
  });
  reportResultsFromCards(figures);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
