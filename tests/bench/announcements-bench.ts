// `npm run bench:announcements`: section 6 of the bench alone (builds the server, not the client).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureAnnouncements, reportAnnouncements } from './announcements';
import { buildServer } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'society-bench-announce-'));
try {
  console.error('Building the server into dist/server-bench…');
  buildServer();
  const figures = await measureAnnouncements({
    port: Number(process.env.BENCH_PORT ?? 3950) + 2,
    file: join(dir, 'announce.db'),
    clientDir: resolve('dist/client-bench'),
  });
  reportAnnouncements(figures);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
