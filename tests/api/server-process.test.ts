import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { DEMO_ADMIN_PASSWORD, DEMO_MEMBER_EMAIL } from '../../src/server/db/seed/demo-members';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/lib/passwords';
import { watchOutput } from '../helpers/child-output';
import { test } from '../helpers/harness';

const dir = mkdtempSync(join(tmpdir(), 'society-process-'));
// The built server goes into a folder of its own under dist/ (as `npm run build` writes dist/server), so the
// packages it leaves in node_modules (better-sqlite3, argon2, pg, nodemailer, pdf-lib) resolve as in production.
mkdirSync('dist', { recursive: true });
const buildDir = mkdtempSync(join('dist', 'server-test-'));
// Readable by all, as dist/server is: the tests of an unwritable database run it as `nobody`.
chmodSync(buildDir, 0o755);
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

const built = () => [join(buildDir, 'server.mjs')];
const SERVERS = [
  { name: 'the built server (npm start)', args: built },
  {
    name: 'the server run from its sources by tsx (npm run dev)',
    args: () => ['--import', 'tsx', 'src/server/server.ts'],
  },
];

/** The demo data in a new database, as the quick start leaves it. */
async function seeded(file: string) {
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  await seedDemoData(handle);
  await handle.close();
}

/** Root may write any file: as root, a server that must not is run as `nobody`. */
const asRoot = process.getuid?.() === 0;

function runServer(args: string[], env: Record<string, string>, opts: { asNobody?: boolean } = {}) {
  const [command, argv] =
    opts.asNobody && asRoot
      ? ['setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, ...args]]
      : [process.execPath, args];
  const child = spawn(command, argv, {
    // Port 0: the system gives each server a free port, which its start line names (listening).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = watchOutput(child);
  return {
    child,
    exited: out.exited,
    output: () => ({ stdout: out.stdout(), stderr: out.stderr() }),
    /** Waits for the start line and answers the port it names. */
    listening: async () =>
      Number((await out.waitFor(/is running at http:\/\/localhost:(\d+)/, { stream: 'stdout' }))[1]),
  };
}

/** Stops a server as systemd does, and answers its exit code. */
async function stop(s: ReturnType<typeof runServer>) {
  s.child.kill('SIGTERM');
  return s.exited;
}

// Both ways the server runs: each starts, serves and stops cleanly on SIGTERM, and states a wrong setting in one
// line. The other refusals at the start are the same code in both, so the built server alone shows them.
describe.each(SERVERS)('$name', ({ args }) => {
  test('stops at once with one clear line for a bad PORT', async () => {
    const s = runServer(args(), { PORT: 'abc' });
    expect(await s.exited).toBe(1);
    expect(s.output().stderr.trim()).toBe(
      'Configuration error: PORT="abc" must be a whole number from 0 to 65535',
    );
  }, 60_000);

  test('finishes every request in flight when stopped with SIGTERM', async () => {
    const s = runServer(args(), { DATABASE_URL: join(dir, `graceful-${args().length}.db`) });
    const port = await s.listening();
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const requests = Array.from({ length: 200 }, () =>
      fetch(`http://127.0.0.1:${port}/api/docs/json`).then(
        async (r) => {
          const body = (await r.text()).length;
          firstAnswer();
          return { status: r.status, body };
        },
        (err: Error) => ({ status: 0, error: String((err.cause as { code?: string })?.code ?? err.message) }),
      ),
    );
    // Stopped once the first has its answer: the others are then in flight, or waiting to be accepted.
    await answered;
    s.child.kill('SIGTERM');
    const results = await Promise.all(requests);
    expect(await s.exited).toBe(0);
    const ok = results.filter((r) => r.status === 200).length;
    // A request either completed, or was never accepted (connection refused after the listener closed): none is cut off.
    const cutOff = results.filter((r) => r.status !== 200 && !('error' in r && r.error === 'ECONNREFUSED'));
    expect(cutOff).toEqual([]);
    expect(ok).toBeGreaterThan(0);
  }, 120_000);
});

describe('the built server refuses to start', () => {
  test('stops at once with one clear line for a bad DATABASE_URL', async () => {
    const s = runServer(built(), { DATABASE_URL: 'nonsense' });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: DATABASE_URL="nonsense" must be a postgres:\/\/ URL/);
  }, 60_000);

  test('refuses a production start without PUBLIC_URL and real mail addresses, saying so in one block', async () => {
    const s = runServer(built(), {
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

  test('refuses to start on a non-loopback address without NODE_ENV=production, in one line', async () => {
    const s = runServer(built(), { HOST: '0.0.0.0', NODE_ENV: 'development' });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Configuration error: HOST="0\.0\.0\.0" is not a loopback address;.*NODE_ENV=production/,
    );
  }, 60_000);
});

/** A production site's own settings (no example domains: the start refuses those). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://golf.oldboys.org.uk',
  MAIL_FROM: 'Old Boys Golf Society <no-reply@oldboys.org.uk>',
  ADMIN_NOTIFY_EMAIL: 'secretary@oldboys.org.uk',
};

describe('the built server', () => {
  test('starts in production once the addresses are set, and names what is still missing', async () => {
    const s = runServer(built(), {
      ...PRODUCTION,
      LOG_LEVEL: 'warn',
      DATABASE_URL: join(dir, 'production.db'),
      SMTP_URL: '',
    });
    try {
      await s.listening();
      // With no administrator, the set-up address follows the start line (decision 0063).
      await expect.poll(() => s.output().stdout).toContain('The site has no administrator yet');
      const { stdout, stderr } = s.output();
      expect(stdout).toMatch(/^ {4}https:\/\/golf\.oldboys\.org\.uk\/setup\/[A-Za-z0-9_-]{43}$/m);
      expect(stdout).toContain('npm run admin:create');
      expect(stdout).not.toContain('Demo administrator');
      expect(stdout).not.toContain('DEVELOPMENT MODE');
      expect(stderr).toContain('The site starts, but:');
      expect(stderr).toContain('SMTP_URL is not set');
    } finally {
      expect(await stop(s)).toBe(0);
    }
  }, 60_000);

  test('refuses a production start on the demo data of the quick start, and says how to start clean', async ({
    smtp,
  }) => {
    const database = join(dir, 'quick-start.db');
    // The database the quick start leaves: the demo data (`npm start` outside production loads it on an empty
    // database, as the last test of this block shows).
    await seeded(database);

    const s = runServer(built(), {
      ...PRODUCTION,
      DATABASE_URL: database,
      SMTP_URL: smtp.url,
      REMINDER_DAYS: '60',
    });
    expect(await s.exited).toBe(1);
    const { stdout, stderr } = s.output();
    expect(stdout).not.toContain('is running at');
    expect(stderr).toContain(
      'The site will not start in production on this database: it holds the demo data',
    );
    expect(stderr).toContain('admin@society.example');
    expect(stderr).toContain(`mv ${database} ${database.replace(/\.db$/, '-demo.db')}`);
    expect(stderr).toContain('npm run admin:create');
    // Nothing was sent to the demo members.
    expect(smtp.messages).toEqual([]);

    // Only a measurement that says so may run production on the demo data (npm run bench).
    const bench = runServer(built(), {
      ...PRODUCTION,
      DATABASE_URL: database,
      ALLOW_DEMO_DATA: 'true',
    });
    await bench.listening();
    expect(await stop(bench)).toBe(0);
  }, 120_000);

  test('refuses TRUST_PROXY=true on an address others can reach, in one line', async () => {
    const s = runServer(built(), {
      ...PRODUCTION,
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      DATABASE_URL: join(dir, 'trust-proxy.db'),
    });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: TRUST_PROXY=true with HOST="0\.0\.0\.0" lets anyone/);
  }, 60_000);

  test("prints the demo administrator's password at every start while it is still the demo one", async () => {
    const database = join(dir, 'demo-password.db');
    // Loaded before (the start that loads it prints the password too: the last test of this block).
    await seeded(database);
    const start = async () => {
      const s = runServer(built(), { DATABASE_URL: database });
      await s.listening();
      expect(await stop(s)).toBe(0);
      return s.output().stdout;
    };
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

  test('loads the demo data, serves the client from CLIENT_DIR, sends e-mail through SMTP_URL and stops cleanly', async ({
    smtp,
  }) => {
    const clientDir = join(dir, 'client');
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title><meta name="society-name" content="x"></head><body></body></html>',
    );
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("society");');
    const s = runServer(built(), {
      DATABASE_URL: join(dir, 'built.db'),
      CLIENT_DIR: clientDir,
      SMTP_URL: smtp.url,
      SOCIETY_NAME: 'Built Golf Society',
    });
    try {
      const port = await s.listening();
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
      const reply = await smtp.waitFor({ to: DEMO_MEMBER_EMAIL });
      expect(reply.subject).toMatch(/Reset your/);
    } finally {
      expect(await stop(s)).toBe(0);
    }
    expect(s.output().stderr).toBe('');
  }, 120_000);
});

describe('a database the site cannot write (a restore made by root, for one)', () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'society-read-only-'));
  if (asRoot) chownSync(siteDir, 65534, 65534);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const server = built();

  test("refuses to start, and says to give the file to the site's user", async () => {
    const file = join(siteDir, 'restored.db');
    // A whole database, migrations applied: the start itself would need no write.
    const handle = openDatabase(file);
    await migrateToLatest(handle);
    await handle.close();
    // As `cp backup.db data/society.db` run by root leaves it: root's, readable by all, writable by root alone.
    chmodSync(file, asRoot ? 0o644 : 0o444);
    const s = runServer(server, { DATABASE_URL: file }, { asNobody: true });
    expect(await s.exited).toBe(1);
    const { stdout, stderr } = s.output();
    expect(stdout).not.toContain('is running at');
    expect(stderr).toContain(`The site will not start: ${file} cannot be written by this user`);
    expect(stderr).toContain(`sudo chown -R society:society ${siteDir}`);
  }, 60_000);

  test('answers /healthz with 503 while the database cannot be written, and 200 again once it can', async () => {
    const file = join(siteDir, 'society.db');
    // The link secret's file goes where the site's user may write, as in the deployed set-up (data/).
    const s = runServer(
      server,
      { DATABASE_URL: file, TOKEN_SECRET_FILE: join(siteDir, 'token-secret') },
      { asNobody: true },
    );
    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    /** /healthz's answer once its status is `status`, asked until then, with a deadline. */
    const waitFor = async (status: number) => {
      await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(status);
      return health();
    };
    const port = await s.listening();
    try {
      // The database the server made is its user's alone (whatever the umask).
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
      chmodSync(file, 0o444);
      expect(await waitFor(503)).toEqual({ status: 503, body: { status: 'database read-only' } });
      chmodSync(file, 0o600);
      expect(await waitFor(200)).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await stop(s);
    }
  }, 60_000);
});
