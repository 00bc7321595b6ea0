// `npm run bench:teams`: the time from a withdrawal to the reserve's offer (builds the server, not the client).
import { join, resolve } from 'node:path';
import { measureTeams, reportTeams } from './teams';
import { runSectionAlone } from './section-alone';

await runSectionAlone('teams', async (dir) => {
  const figures = await measureTeams({
    port: Number(process.env.BENCH_PORT ?? 3950) + 3,
    file: join(dir, 'teams.db'),
    clientDir: resolve('dist/client-bench'),
  });
  reportTeams(figures);
});
