// `npm run bench:announcements`: section 6 of the bench alone (builds the server, not the client).
import { join, resolve } from 'node:path';
import { measureAnnouncements, reportAnnouncements } from './announcements';
import { runSectionAlone } from './section-alone';

await runSectionAlone('announce', async (dir) => {
  const figures = await measureAnnouncements({
    port: Number(process.env.BENCH_PORT ?? 3950) + 2,
    file: join(dir, 'announce.db'),
    clientDir: resolve('dist/client-bench'),
  });
  reportAnnouncements(figures);
});
