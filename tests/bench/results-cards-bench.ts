// Section 8 of the bench alone (`npx tsx tests/bench/results-cards-bench.ts`): builds the server, not the client.
import { join } from 'node:path';
import { measureResultsFromCards, reportResultsFromCards } from './results-cards';
import { runSectionAlone, sectionServer } from './section-alone';

await runSectionAlone('results', async (dir) => {
  const figures = await measureResultsFromCards({
    ...sectionServer(4),
    smallFile: join(dir, 'small.db'),
    largeFile: join(dir, 'large.db'),
  });
  reportResultsFromCards(figures);
});
