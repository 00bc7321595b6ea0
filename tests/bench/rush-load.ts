// The load of the opening rush and of the rolling restart: members' writes timed one by one in this thread (each
// on a connection of its own, as each member's browser is), and the readers in a thread of their own.
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { BenchSession } from './rush-data';

export interface Timed {
  status: number;
  /** performance.now() when the request was sent and when its answer had all arrived. */
  start: number;
  end: number;
  ms: number;
  body: string;
  /** A connection refused, reset or timed out: no answer at all. */
  error?: string;
}

/** POSTs JSON as the member's browser does: the session cookie and its XSRF token, a new connection. */
export function postAsMember(base: string, path: string, session: BenchSession, body: unknown) {
  const payload = JSON.stringify(body);
  const url = new URL(path, base);
  const start = performance.now();
  return new Promise<Timed>((resolve) => {
    const done = (status: number, text: string, error?: string) => {
      const end = performance.now();
      resolve({ status, start, end, ms: end - start, body: text, error });
    };
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: `sid=${session.token}; XSRF-TOKEN=${session.xsrf}`,
          'x-xsrf-token': session.xsrf,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (err) => done(0, '', err.message));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (err) => done(0, '', err.message));
    req.end(payload);
  });
}

export interface ReadFigures {
  total: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, { count: number }>;
}

/** Starts `connections` readers of `paths` in turn (at most `overallRate` a second, when given); `stop` ends them. */
export async function startReaders(opts: {
  base: string;
  paths: string[];
  connections: number;
  overallRate?: number;
}) {
  const worker = new Worker(new URL('./rush-reads-worker.mjs', import.meta.url), {
    workerData: { url: opts.base, ...opts },
  });
  const figures = new Promise<ReadFigures>((resolve, reject) => {
    worker.on('message', (m: ReadFigures | { started: true }) => {
      if (!('started' in m)) resolve(m);
    });
    worker.on('error', reject);
  });
  await new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const f = await figures;
      await worker.terminate();
      return f;
    },
  };
}

/** A small seeded generator, so that every run presses the buttons at the same moments. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
