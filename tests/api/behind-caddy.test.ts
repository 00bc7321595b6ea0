// The site behind the reverse proxy of docs/deploy/Caddyfile, on loopback, with Caddy's own certificate
// authority (`tls internal`) in place of Let's Encrypt: client addresses, Secure cookies and HSTS.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { watchOutput } from '../helpers/child-output';
import { test as harness, type AppOptions } from '../helpers/harness';

const hasCaddy = spawnSync('caddy', ['version']).status === 0;
if (!hasCaddy && process.env.CI === 'true') throw new Error('caddy is missing: CI installs it (.ci/run)');
if (!hasCaddy)
  console.warn('behind-caddy.test.ts skipped: caddy is not installed (apt-get install -y caddy)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to Caddy from another loopback address (127.0.0.2), trusting Caddy's internal CA. */
function viaCaddy(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        localAddress: '127.0.0.2',
        port,
        servername: 'localhost',
        path,
        method: init.method ?? 'GET',
        headers: { host: `localhost:${port}`, ...init.headers },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Caddy, in front of the test's app, on the HTTPS port given; answers its output, or 'port taken'. */
async function startCaddy(dir: string, upstream: string, port: number) {
  // The deployment's Caddyfile, with the site's name and upstream made local and Caddy's own CA for TLS.
  const caddyfile = readFileSync('docs/deploy/Caddyfile', 'utf8')
    .replace('golf.example.org {', `localhost:${port} {\n\ttls internal`)
    .replace('127.0.0.1:3000', upstream);
  expect(caddyfile).toContain(`reverse_proxy ${upstream}`);
  const global = `{\n\tadmin off\n\tskip_install_trust\n\thttp_port ${await freePort()}\n\tstorage file_system ${join(dir, 'storage')}\n}\n`;
  writeFileSync(join(dir, 'Caddyfile'), global + caddyfile);
  const caddy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log = watchOutput(caddy);
  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
    await log.exited;
  };
  const serving = await log.waitFor(/serving initial configuration/, { timeoutMs: 15_000 }).then(
    () => true,
    () => false,
  );
  if (serving) return { log, stop };
  await stop();
  if (/address already in use/.test(log.all())) return 'port taken' as const;
  throw new Error(`caddy did not start:\n${log.all()}`);
}

/**
 * The test's app in production behind Caddy (TRUST_PROXY=true), and Caddy's HTTPS port. Caddy cannot be given port
 * 0 and name the port it got, so it is given ports the system has just said are free; should another process take
 * one meanwhile, Caddy says so and starts again on new ports (the app's PUBLIC_URL, which none of these checks
 * reads, then names the first).
 */
const test = harness
  .extend<{ firstPort: number; appOptions: AppOptions }>({
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first parameter
    firstPort: async ({}, use) => use(await freePort()),
    appOptions: async ({ firstPort }, use) =>
      use({
        env: { NODE_ENV: 'production', TRUST_PROXY: 'true', PUBLIC_URL: `https://localhost:${firstPort}` },
        // A probe beside the real routes: what the app takes the client's address and scheme to be.
        addRoutes: (app) =>
          app.get('/probe/client', { config: { access: 'public' } }, async (request) => ({
            ip: request.ip,
            protocol: request.protocol,
          })),
      }),
  })
  .extend('caddyPort', async ({ app, firstPort }, { onCleanup }) => {
    const dir = mkdtempSync(join(tmpdir(), 'society-caddy-'));
    let stop = async (): Promise<void> => undefined;
    onCleanup(async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    });
    const upstream = new URL(app.baseUrl).host;
    let port = firstPort;
    let caddy = await startCaddy(dir, upstream, port);
    for (let attempt = 1; caddy === 'port taken'; attempt++) {
      if (attempt === 3) throw new Error('caddy found its ports taken three times');
      port = await freePort();
      caddy = await startCaddy(dir, upstream, port);
    }
    stop = caddy.stop;
    // Serving: it answers once its certificate is made, asked until then, with a deadline.
    await expect
      .poll(
        async () => {
          try {
            return (await viaCaddy(port, '/healthz')).status;
          } catch (err) {
            return String(err);
          }
        },
        { timeout: 15_000, message: 'caddy did not answer over HTTPS' },
      )
      .toBe(200);
    return port;
  });

describe.runIf(hasCaddy)('the site behind Caddy (docs/deploy/Caddyfile, TRUST_PROXY=true)', () => {
  test("takes the client's address from Caddy, not from a header the client made up, and knows it is https", async ({
    caddyPort,
  }) => {
    const res = await viaCaddy(caddyPort, '/probe/client', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ip: '127.0.0.2', protocol: 'https' });
  });

  test('sends Strict-Transport-Security over HTTPS', async ({ caddyPort }) => {
    const res = await viaCaddy(caddyPort, '/healthz');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  test('sets the session cookie Secure and httpOnly on a login through the proxy', async ({
    caddyPort,
    member,
  }) => {
    const res = await viaCaddy(caddyPort, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: member.email, password: member.password }),
    });
    expect(res.status).toBe(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly/i);
  });
});
