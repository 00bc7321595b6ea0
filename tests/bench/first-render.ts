// How long a public page takes to render on the server after the data changed (nothing kept in memory
// for it then: its API calls, React's render and the compression all run). A write through another connection to
// the SQLite file changes the data version the server checks, as any change does; the page is then asked for once,
// as a browser asks (Accept-Encoding: br, gzip), and the time to its whole answer is recorded.
import SQLite from 'better-sqlite3';
import { quantile, type Timing } from './latency';

export type FirstRender = Omit<Timing, 'name'> & { path: string };

export async function measureFirstRender(
  base: string,
  path: string,
  databaseFile: string,
  samples = Number(process.env.BENCH_RENDER_SAMPLES ?? 200),
): Promise<FirstRender> {
  const db = new SQLite(databaseFile);
  const touch = db.prepare(
    'update fixtures set comments = comments where id = (select min(id) from fixtures)',
  );
  const headers = { 'accept-encoding': 'br, gzip' };
  try {
    // Warm-up: the renderer's code is compiled and the connections are open before the timing starts.
    for (let i = 0; i < 20; i += 1) {
      touch.run();
      await (await fetch(base + path, { headers })).arrayBuffer();
    }
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      touch.run();
      const t0 = performance.now();
      const res = await fetch(base + path, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (!res.headers.get('etag'))
        throw new Error(`${path} came without an ETag: was it rendered on the server?`);
    }
    times.sort((a, b) => a - b);
    return { path, samples, p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
  } finally {
    db.close();
  }
}
