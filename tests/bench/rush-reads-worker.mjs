// The readers of the opening rush and of the rolling restart (tests/bench/rush.ts, rolling-restart.ts): autocannon in
// a thread of its own, so that its work never delays the timing of the sign-ups in the bench's main thread. It reads
// the given paths in turn on each connection until told 'stop', then posts its figures.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, paths, connections, overallRate } = workerData;

/** As api-throughput.ts: the answers' bodies are counted, not joined into strings the bench never reads. */
function leaveBodiesUnread(client) {
  const queue = client.pipelinedRequests;
  if (typeof queue?.addBody === 'function') queue.addBody = () => undefined;
}

const instance = autocannon(
  {
    url,
    connections,
    ...(overallRate ? { overallRate } : {}),
    duration: 3600,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient: leaveBodiesUnread,
  },
  (err, raw) => {
    if (err) throw err;
    // In a worker thread autocannon leaves its histograms encoded: added up here as its main thread would.
    const r = autocannon.aggregateResult([raw], { url, connections });
    parentPort.postMessage({
      total: r.requests.total,
      seconds: r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodeStats,
    });
  },
);
parentPort.postMessage({ started: true });
parentPort.on('message', (m) => {
  if (m === 'stop') instance.stop();
});
