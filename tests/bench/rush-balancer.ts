// Caddy in front of the bench's two server processes, configured as docs/deploy/Caddyfile.two-processes configures
// it for a society (its reverse_proxy block unchanged): only the site's name becomes a plain-HTTP loopback address,
// the upstreams the bench's ports, and Caddy's admin endpoint is switched off so that it takes no port of its own.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CADDYFILE = 'docs/deploy/Caddyfile.two-processes';
const CADDY = process.env.CADDY ?? '/usr/bin/caddy';

export function benchCaddyfile(port: number, upstreams: number[]) {
  const text = readFileSync(CADDYFILE, 'utf8');
  const site = 'golf.example.org {';
  const to = 'reverse_proxy 127.0.0.1:3000 127.0.0.1:3001 {';
  if (!text.includes(site) || !text.includes(to))
    throw new Error(`${CADDYFILE} no longer has the lines the bench replaces ('${site}', '${to}')`);
  return (
    '{\n\tadmin off\n\tauto_https off\n}\n\n' +
    text
      .replace(site, `http://127.0.0.1:${port} {`)
      .replace(to, `reverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')} {`)
  );
}

export async function startCaddy(port: number, upstreams: number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'society-bench-caddy-'));
  const file = join(dir, 'Caddyfile');
  writeFileSync(file, benchCaddyfile(port, upstreams));
  const child = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-200_000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (exited) throw new Error(`caddy exited:\n${log}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 20_000) throw new Error(`caddy did not answer within 20 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    /** Caddy's own log lines (JSON), the last 200 KB. */
    log: () => log,
    stop: async () => {
      // RUSH_CADDY_LOG=file keeps Caddy's log (which upstream was down when, which request it gave up on).
      if (process.env.RUSH_CADDY_LOG) appendFileSync(process.env.RUSH_CADDY_LOG, log);
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
