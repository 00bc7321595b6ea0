// API throughput and latency with autocannon: 50 connections, BENCH_SECONDS (10) per route, one route at a time,
// each request sent as a browser sends it (Accept-Encoding: br, gzip), so compression is part of the cost.
import autocannon from 'autocannon';
import { cpuSecondsOf } from './process-cpu';

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface Route {
  name: string;
  path: string;
  /** Sent as `Authorization: Bearer` when the route needs a signed-in member. */
  signedIn?: boolean;
  /** A public JSON route: held to the throughput budget. */
  publicJson?: boolean;
  /** A public page rendered on the server: held to its own throughput budget. */
  renderedPage?: boolean;
  /**
   * One of the spec's whole lists (every fixture, every result of a meeting type): no screen asks for them any
   * more (the screens load one year), so their growth with the data is shown but not held to the scale budget.
   */
  wholeList?: boolean;
}

export interface RouteResult {
  route: Route;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** Requests answered in the measured period (0: none within autocannon's 10 s timeout). */
  answered: number;
  /** The server's CPU time per answered request, in microseconds. */
  cpuUs: number;
  /**
   * The route's first answer, in ms: nothing kept in memory for it yet, so it shows what the query, mapping and
   * compression cost at this size (the throughput run mostly measures answers reused until the data changes).
   */
  firstMs: number;
}

export async function signIn(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { auth_token: string; id: number };
}

/**
 * autocannon keeps every answer's body as a string, for body checks the bench does not use. Decoding a 13 KB
 * compressed answer that way cost the load generator 220 µs (77 % of its CPU), on the same two cores as the
 * server: for large answers the generator, not the server, set the latency. Its byte count comes from the socket
 * and is unchanged; the bodies are left unread.
 */
function leaveBodiesUnread(client: autocannon.Client) {
  // setupClient runs before autocannon sets its parser's handlers, but after it makes the queue that joins the body.
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function')
    throw new Error(
      'autocannon no longer joins bodies where the bench expects (tests/bench/api-throughput.ts)',
    );
  queue.addBody = () => undefined;
}

function cannon(url: string, headers: Record<string, string>, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: CONNECTIONS, duration, headers, setupClient: leaveBodiesUnread },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
}

/** Waits until the server answers /healthz within 50 ms: requests left over from the last route are finished. */
async function settle(base: string) {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/healthz`).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function measureRoute(
  base: string,
  serverPid: number,
  route: Route,
  token: string,
  duration = DURATION,
) {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (route.signedIn) headers.authorization = `Bearer ${token}`;
  await settle(base);
  const t0 = performance.now();
  const first = await fetch(base + route.path, { headers });
  await first.arrayBuffer();
  const firstMs = performance.now() - t0;
  if (!first.ok) throw new Error(`${route.path} answered ${first.status}`);
  // A short warm-up (JIT, statement cache) that is not counted.
  await cannon(base + route.path, headers, 1);
  const cpuBefore = cpuSecondsOf(serverPid);
  const r = await cannon(base + route.path, headers, duration);
  const cpu = cpuSecondsOf(serverPid) - cpuBefore;
  return {
    route,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
    answered: r.requests.total,
    cpuUs: r.requests.total ? (cpu * 1e6) / r.requests.total : NaN,
    firstMs,
  } satisfies RouteResult;
}
