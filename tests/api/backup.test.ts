import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'society-backup-'));

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function addResults(db: TestApp['db'], n: number, label: string) {
  for (let i = 0; i < n; i++) {
    await db
      .insertInto('latest_results')
      .values({ description: `${label} ${i}`, created_at: new Date().toISOString() })
      .execute();
  }
}

function pgBin(name: string): string | undefined {
  const roots = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of roots)
    if (existsSync(`/usr/lib/postgresql/${v}/bin/${name}`)) return `/usr/lib/postgresql/${v}/bin/${name}`;
  return spawnSync('which', [name]).status === 0 ? name : undefined;
}

describe('backup and restore', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'copies the SQLite database consistently while the site takes writes, and the copy opens with all its data',
    async () => {
      await addResults(t.db, 50, 'before');
      const file = join(dir, 'copy.db');
      const writing = addResults(t.db, 200, 'during');
      await t.database.handle.backup!(file);
      await writing;
      const copy = openDatabase(file);
      const { sql } = await import('kysely');
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy.db);
      expect(integrity.rows[0].integrity_check).toBe('ok');
      const rows = await copy.db.selectFrom('latest_results').select('description').execute();
      expect(rows.filter((r) => r.description.startsWith('before'))).toHaveLength(50);
      // Rows written during the copy are either wholly in it or not: never half a transaction.
      expect(rows.length).toBeGreaterThanOrEqual(50);
      await copy.close();
    },
  );

  it('runs the backup command against the configured SQLite file', () => {
    const source = join(dir, 'cli-source.db');
    const handle = openDatabase(source);
    handle.db.destroy();
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/backup.ts', join(dir, 'cli-copy.db')],
      {
        env: { ...process.env, DATABASE_URL: source },
        encoding: 'utf8',
      },
    );
    expect(out).toContain('Backup written to');
    expect(existsSync(join(dir, 'cli-copy.db'))).toBe(true);
  });

  it("writes the backup, and the folder it makes, for the site's user alone, whatever the umask", () => {
    const source = join(dir, 'private-source.db');
    openDatabase(source).db.destroy();
    const target = join(dir, 'private', 'backups', 'society.db');
    const res = spawnSync(
      '/bin/sh',
      ['-c', `umask 022; exec "${process.execPath}" --import tsx src/server/cli/backup.ts "${target}"`],
      { env: { ...process.env, DATABASE_URL: source }, encoding: 'utf8' },
    );
    expect(res.status, res.stderr).toBe(0);
    // The members' details and password hashes: no one but the owner may read them.
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'private', 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(source).mode & 0o077).toBe(0);
  });

  it('refuses to overwrite an existing backup unless --force is given, and prints its usage without a file', () => {
    const source = join(dir, 'cli-force-source.db');
    openDatabase(source).db.destroy();
    const target = join(dir, 'cli-force-copy.db');
    writeFileSync(target, 'an older backup');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', ...args], {
        env: { ...process.env, DATABASE_URL: source },
        encoding: 'utf8',
      });
    const refused = run(target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already exists');
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(target, 'utf8')).toBe('an older backup');
    const forced = run(target, '--force');
    expect(forced.status).toBe(0);
    expect(readFileSync(target).subarray(0, 15).toString()).toBe('SQLite format 3');
    const usage = run();
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run backup -- FILE \[--force\]/);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL && !!pgBin('pg_dump'))(
    'dumps PostgreSQL with pg_dump and restores it with pg_restore into an empty database',
    async () => {
      await addResults(t.db, 30, 'pg');
      const dump = join(dir, 'society.dump');
      execFileSync(pgBin('pg_dump')!, ['-Fc', '-d', t.database.url, '-f', dump]);
      const target = `society_restore_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${target}`);
      await admin.query(`create database ${target}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${target}`;
      execFileSync(pgBin('pg_restore')!, ['--no-owner', '-d', url.toString(), dump]);
      const restored = new pg.Client({ connectionString: url.toString() });
      await restored.connect();
      const { rows } = await restored.query(
        "select count(*)::int as n from latest_results where description like 'pg %'",
      );
      await restored.end();
      await admin.query(`drop database ${target} with (force)`);
      await admin.end();
      expect(rows[0].n).toBe(30);
    },
  );
});
