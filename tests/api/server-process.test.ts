import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_EMAIL } from '../../src/server/db/seed/demo-members';
import { hashPassword } from '../../src/server/lib/passwords';
import { SmtpSink } from '../helpers/smtp-sink';

const dir = mkdtempSync(join(tmpdir(), 'society-process-'));
// The built server goes into a folder of its own under dist/ (as `npm run build` writes dist/server), so the
// packages it leaves in node_modules (better-sqlite3, argon2, pg, nodemailer, pdf-lib) resolve as in production.
mkdirSync('dist', { recursive: true });
const buildDir = mkdtempSync(join('dist', 'server-test-'));
beforeAll(() => {
  const res = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', buildDir], {
    encoding: 'utf8',
  });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  // The build started the server once to write V8's code cache (scripts/server-loader.mjs).
  expect(res.stdout).toContain('code cache written');
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

const SERVERS = [
  { name: 'the built server (npm start)', args: () => [join(buildDir, 'server.mjs')] },
  {
    name: 'the server run from its sources by tsx (npm run dev)',
    args: () => ['--import', 'tsx', 'src/server/server.ts'],
  },
];

function runServer(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForListening(output: () => { stdout: string }, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (output().stdout.includes('is running at')) return;
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

const freePort = () => 3900 + Math.floor(Math.random() * 90);

describe.each(SERVERS)('$name', ({ args }) => {
  it('stops at once with one clear line for a bad DATABASE_URL', async () => {
    const s = runServer(args(), { DATABASE_URL: 'nonsense' });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DATABASE_URL="nonsense" must be a postgres:\/\/ URL/);
  }, 60_000);

  it('stops at once with one clear line for a bad PORT', async () => {
    const s = runServer(args(), { PORT: 'abc' });
    expect(await s.exited).toBe(1);
    expect(s.output().stderr.trim()).toBe(
      'Configuration error: PORT="abc" must be a whole number from 0 to 65535',
    );
  }, 60_000);

  it('refuses a production start without PUBLIC_URL and real mail addresses, saying so in one block', async () => {
    const s = runServer(args(), {
      NODE_ENV: 'production',
      PUBLIC_URL: '',
      MAIL_FROM: '',
      ADMIN_NOTIFY_EMAIL: 'secretary@society.example',
      CONTACT_EMAIL: '',
      SMTP_URL: '',
      DATABASE_URL: join(dir, 'refused.db'),
    });
    expect(await s.exited).toBe(1);
    const { stdout, stderr } = s.output();
    expect(stdout).not.toContain('is running at');
    expect(stderr).toContain('The site will not start in production until these are set:');
    expect(stderr).toContain('  - PUBLIC_URL is not set');
    expect(stderr).toContain('  - MAIL_FROM is not set');
    expect(stderr).toContain('  - ADMIN_NOTIFY_EMAIL is still the placeholder "secretary@society.example"');
    expect(stderr).toContain('  - SMTP_URL is not set');
    expect(stderr).toContain('.env.example');
  }, 60_000);

  it('refuses to start on a non-loopback address without NODE_ENV=production, in one line (issue 15)', async () => {
    const s = runServer(args(), { HOST: '0.0.0.0', NODE_ENV: 'development' });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Configuration error: HOST="0\.0\.0\.0" is not a loopback address;.*NODE_ENV=production/,
    );
  }, 60_000);

  it('finishes every request in flight when stopped with SIGTERM', async () => {
    const port = freePort();
    const s = runServer(args(), { PORT: String(port), DATABASE_URL: join(dir, `graceful-${port}.db`) });
    await waitForListening(s.output, s.child);
    const requests = Array.from({ length: 200 }, () =>
      fetch(`http://127.0.0.1:${port}/api/docs/json`).then(
        async (r) => ({ status: r.status, body: (await r.text()).length }),
        (err: Error) => ({ status: 0, error: String((err.cause as { code?: string })?.code ?? err.message) }),
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    s.child.kill('SIGTERM');
    const results = await Promise.all(requests);
    expect(await s.exited).toBe(0);
    const answered = results.filter((r) => r.status === 200).length;
    // A request either completed, or was never accepted (connection refused after the listener closed): none is cut off.
    const cutOff = results.filter((r) => r.status !== 200 && !('error' in r && r.error === 'ECONNREFUSED'));
    expect(cutOff).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  }, 120_000);
});

describe('the built server', () => {
  it('starts in production once the addresses are set, and names what is still missing', async () => {
    const port = freePort();
    const s = runServer([join(buildDir, 'server.mjs')], {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATABASE_URL: join(dir, `production-${port}.db`),
      PUBLIC_URL: 'https://golf.example.org',
      MAIL_FROM: 'Old Boys Golf Society <no-reply@golf.example.org>',
      ADMIN_NOTIFY_EMAIL: 'secretary@golf.example.org',
      SMTP_URL: '',
    });
    try {
      await waitForListening(s.output, s.child);
      const { stdout, stderr } = s.output();
      expect(stdout).not.toContain('Demo administrator');
      expect(stderr).toContain('The site starts, but:');
      expect(stderr).toContain('SMTP_URL is not set');
      expect(stderr).toContain('there is no administrator yet: npm run admin:create');
    } finally {
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
    }
  }, 60_000);

  it("prints the demo administrator's password at every start while it is still the demo one", async () => {
    const database = join(dir, 'demo-password.db');
    const start = async () => {
      const s = runServer([join(buildDir, 'server.mjs')], {
        PORT: String(freePort()),
        DATABASE_URL: database,
      });
      await waitForListening(s.output, s.child);
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      return s.output().stdout;
    };
    expect(await start()).toContain(
      `Demo administrator: admin@society.example  password: ${DEMO_ADMIN_PASSWORD}`,
    );
    expect(await start()).toContain(
      `Demo administrator: admin@society.example  password: ${DEMO_ADMIN_PASSWORD}`,
    );
    const handle = openDatabase(database);
    await handle.db
      .updateTable('members')
      .set({ password_hash: await hashPassword('a password of their own') })
      .where('email', '=', 'admin@society.example')
      .execute();
    await handle.close();
    expect(await start()).not.toContain('Demo administrator');
  }, 60_000);

  it('loads the demo data, serves the client from CLIENT_DIR, sends e-mail through SMTP_URL and stops cleanly', async () => {
    const clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title><meta name="society-name" content="x"></head><body></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("society");');
    const sink = await new SmtpSink().start();
    const port = freePort();
    const s = runServer([join(buildDir, 'server.mjs')], {
      PORT: String(port),
      DATABASE_URL: join(dir, `built-${port}.db`),
      CLIENT_DIR: clientDir,
      SMTP_URL: sink.url,
      SOCIETY_NAME: 'Built Golf Society',
    });
    try {
      await waitForListening(s.output, s.child);
      // The demo data was loaded on the empty database (pdf-lib, which draws its PDFs, from node_modules).
      expect(s.output().stdout).toContain('Demo administrator:');
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });

      const page = await fetch(`${base}/fixtures`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Built Golf Society</title>');
      const asset = await fetch(`${base}/assets/app-1234.js`);
      expect(await asset.text()).toBe('console.log("society");');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      // nodemailer is loaded from node_modules when the first message is due.
      const reset = await fetch(`${base}/api/auth/sendresetemail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: DEMO_MEMBER_EMAIL }),
      });
      expect(reset.status).toBe(200);
      const mail = await sink.waitFor((m) => JSON.stringify(m.to).includes(DEMO_MEMBER_EMAIL));
      expect(mail.subject).toMatch(/Reset your/);
    } finally {
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      await sink.stop();
    }
    expect(s.output().stderr).toBe('');
  }, 120_000);
});
