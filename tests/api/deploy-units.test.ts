// The systemd units of docs/deploy/: the site's service keeps its files private and is hardened (measured with
// `systemd-analyze security --offline` where systemd 250 or newer is installed; 8.5 "EXPOSED" before), and the
// nightly backup's command, as the unit runs it, writes a private backup.
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';

const dir = mkdtempSync(join(tmpdir(), 'society-units-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UNITS = ['society-site.service', 'society-site-backup.service', 'society-site-backup.timer'];
const unit = (name: string) => readFileSync(join('docs', 'deploy', name), 'utf8');
/** The values of a directive, in order (a unit may set one several times). */
const directive = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]);

const canAnalyse =
  spawnSync('systemd-analyze', ['security', '--help'], { encoding: 'utf8' }).stdout?.includes('--offline') ??
  false;

describe('the site service (docs/deploy/society-site.service)', () => {
  const service = unit('society-site.service');

  it('creates its files for its own user only, and writes nowhere but data/', () => {
    expect(directive(service, 'UMask')).toEqual(['0077']);
    expect(directive(service, 'ProtectSystem')).toEqual(['strict']);
    expect(directive(service, 'ReadWritePaths')).toEqual(['/srv/society-site/data']);
    for (const name of ['NoNewPrivileges', 'ProtectHome', 'PrivateTmp', 'PrivateDevices', 'PrivateUsers'])
      expect(directive(service, name), name).toEqual(['true']);
    expect(directive(service, 'RestrictAddressFamilies')).toEqual(['AF_INET AF_INET6 AF_UNIX']);
    expect(directive(service, 'CapabilityBoundingSet')).toEqual(['']);
    // A filtered call fails with EPERM instead of killing the process; Node's compiler needs W^X memory.
    expect(directive(service, 'SystemCallErrorNumber')).toEqual(['EPERM']);
    expect(directive(service, 'MemoryDenyWriteExecute')).toEqual([]);
    // Only Caddy on this machine may name the client's address.
    expect(directive(service, 'Environment')).toContain('TRUST_PROXY=127.0.0.1');
    expect(directive(service, 'Environment')).toContain('HOST=127.0.0.1');
  });

  it.runIf(canAnalyse)('is well below the exposure it had (8.5), by systemd-analyze security', () => {
    const copy = join(dir, 'society-site.service');
    copyFileSync(join('docs', 'deploy', 'society-site.service'), copy);
    const res = spawnSync('systemd-analyze', ['security', '--offline=true', '--no-pager', copy], {
      encoding: 'utf8',
    });
    const exposure = Number(/Overall exposure level for [^:]+: ([\d.]+)/.exec(res.stdout)?.[1]);
    expect(exposure).toBeLessThanOrEqual(2);
  });

  it.runIf(canAnalyse)('and its backup units are valid units (systemd-analyze verify)', () => {
    for (const name of UNITS) copyFileSync(join('docs', 'deploy', name), join(dir, name));
    const res = spawnSync('systemd-analyze', ['verify', ...UNITS.map((u) => join(dir, u))], {
      encoding: 'utf8',
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
  });
});

describe('the nightly backup (docs/deploy/society-site-backup.service and .timer)', () => {
  const service = unit('society-site-backup.service');

  it('runs every night, and catches up on a night missed', () => {
    const timer = unit('society-site-backup.timer');
    expect(directive(timer, 'OnCalendar')).toEqual(['*-*-* 03:15:00']);
    expect(directive(timer, 'Persistent')).toEqual(['true']);
    expect(directive(service, 'UMask')).toEqual(['0077']);
    expect(directive(service, 'ExecStartPost')[0]).toMatch(/-mtime \+30 -delete$/);
  });

  it("writes today's backup, private, with the unit's own command", async () => {
    const [execStart] = directive(service, 'ExecStart');
    // systemd turns %% into %, and runs the command in the site's folder (here, this checkout) with backups/ in it.
    const backups = join(dir, 'srv', 'backups');
    mkdirSync(backups, { recursive: true, mode: 0o700 });
    const command = /^\/bin\/sh -c '(.*)'$/
      .exec(execStart)![1]
      .replace(/%%/g, '%')
      .replace('"backups/', `"${backups}/`);
    const database = join(dir, 'site.db');
    await openDatabase(database).close();
    const res = await new Promise<{ code: number; stderr: string }>((resolve) =>
      execFile(
        '/bin/sh',
        ['-c', `umask 022; ${command}`],
        { env: { ...process.env, DATABASE_URL: database, NODE_ENV: 'production' }, encoding: 'utf8' },
        (err, _stdout, stderr) => resolve({ code: err ? 1 : 0, stderr }),
      ),
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    // `date +%F` is the machine's local date.
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    const file = join(backups, `society-${today}.db`);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 60_000);
});
