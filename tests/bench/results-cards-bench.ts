// Section 8 of the bench alone (`npx tsx tests/bench/results-cards-bench.ts`): builds the server, not the client.
import { join, resolve } from 'node:path';
import { measureResultsFromCards, reportResultsFromCards } from './results-cards';
import { runSectionAlone } from './section-alone';

await runSectionAlone('results', async (dir) => {
  const figures = await measureResultsFromCards({
    port: Number(process.env.BENCH_PORT ?? 3950) + 4,
    smallFile: join(dir, 'small.db'),
    largeFile: join(dir, 'large.db'),
    clientDir: resolve('dist/client-bench'),
  });
  reportResultsFromCards(figures);
});
