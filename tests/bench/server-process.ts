// Starts the server as production runs it (the bundle `npm run build` makes, under plain node) as a process of its
// own, and measures what an operator pays for it: time from spawn to the first answered request, and resident
// memory (RSS) read from /proc. The bench builds its own copy of the bundle (dist/server-bench), so it never
// swaps files under another run or a running site.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BENCH_SERVER_DIR = 'dist/server-bench';

/** Bundles the server into dist/server-bench with the same build as `npm run build`. */
export function buildServer() {
  const res = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', BENCH_SERVER_DIR], {
    // Its output is progress, beside the bench's own on stderr, not part of the report.
    stdio: ['ignore', 2, 'inherit'],
  });
  if (res.status !== 0) throw new Error('server build failed');
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Spawn to the first 200 from /healthz, in ms. */
  startMs: number;
  /** Resident set size now, in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function startServer(opts: {
  port: number;
  databaseFile: string;
  /** The built client to serve (a folder without index.html: the API alone). */
  clientDir: string;
}): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  // BENCH_CPU_PROF_DIR: each server writes a CPU profile there when it exits (node --cpu-prof), to see where the
  // milliseconds of a request go.
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, `${BENCH_SERVER_DIR}/server.mjs`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseFile,
      PUBLIC_URL: base,
      MAIL_FROM: 'Bench <no-reply@bench.localhost>',
      ADMIN_NOTIFY_EMAIL: 'secretary@bench.localhost',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: opts.clientDir,
      // The bench measures the site on the demo data, which a production start otherwise refuses.
      ALLOW_DEMO_DATA: 'true',
    },
    // The server's own output (its start line, warnings) goes to stderr, beside the bench's progress, not into the report.
    stdio: ['ignore', 2, 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  // Poll every 5 ms until the server answers: the first answered request, not a log line.
  for (;;) {
    if (exited) throw new Error('bench server exited before answering');
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('bench server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - started;
  return {
    child,
    base,
    startMs,
    rssMb: () => rssMbOf(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Samples a process's RSS every 200 ms while `work` runs; returns the work's result and the highest RSS seen. */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peak = rssMbOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMbOf(pid));
    } catch {
      // process gone
    }
  }, 200);
  try {
    const result = await work();
    return { result, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}
