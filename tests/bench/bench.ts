// `npm run bench`: starts the real server on a seeded SQLite file and measures each route with autocannon
// (50 connections, 10 s), printing throughput and latency as ratios to /healthz measured in the same run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3990);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const base = `http://127.0.0.1:${PORT}`;

const routes = [
  '/healthz',
  '/api/Fixtures/List',
  '/api/courses/list',
  '/api/Results/ListResultsForMeeting/1',
  '/api/LatestResults/List',
];

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'society-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATABASE_URL: join(dir, 'bench.db'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('is running at') && resolve());
    child.on('exit', () => reject(new Error('server exited')));
  });
  return { child, dir, startMs: Date.now() - started };
}

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

const server = await startServer();
try {
  console.log(`Server start (fresh database, migrations and demo data): ${server.startMs} ms`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per route\n`);
  console.log(
    `${'route'.padEnd(42)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non-2xx', 9)}${pad('vs /healthz', 13)}`,
  );
  let floor = 0;
  for (const route of routes) {
    const r = await run(base + route);
    if (route === '/healthz') floor = r.requests.average;
    const ratio = floor ? `${Math.round((r.requests.average / floor) * 100)} %` : '-';
    console.log(
      `${route.padEnd(42)}${pad(Math.round(r.requests.average), 9)}${pad(r.latency.p50, 8)}${pad(r.latency.p99, 8)}${pad(r.non2xx, 9)}${pad(ratio, 13)}`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  rmSync(server.dir, { recursive: true, force: true });
}
