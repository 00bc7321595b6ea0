import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { runBackup } from '../../src/server/cli/run-backup';
import { openDatabase, type Db } from '../../src/server/db/database';
import { runInProcess } from '../helpers/command-io';
import { test as harness } from '../helpers/harness';

/** A folder of the test's own for the databases and backups it writes, removed after it. */
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first parameter
const test = harness.extend('dir', async ({}, { onCleanup }) => {
  const dir = mkdtempSync(join(tmpdir(), 'society-backup-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
});

async function addResults(db: Db, n: number, label: string) {
  for (let i = 0; i < n; i++) {
    await db
      .insertInto('latest_results')
      .values({ description: `${label} ${i}`, created_at: new Date().toISOString() })
      .execute();
  }
}

/** `npm run backup -- ARGS` on the SQLite file `source`, in this process. */
const backup = (args: string[], source: string) =>
  runInProcess((io) => runBackup(args, io), { DATABASE_URL: source, NODE_ENV: 'test' });

function pgBin(name: string): string | undefined {
  const roots = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of roots)
    if (existsSync(`/usr/lib/postgresql/${v}/bin/${name}`)) return `/usr/lib/postgresql/${v}/bin/${name}`;
  return spawnSync('which', [name]).status === 0 ? name : undefined;
}

describe('backup and restore', () => {
  test.runIf(!process.env.TEST_DATABASE_URL)(
    'copies the SQLite database consistently while the site takes writes, and the copy opens with all its data',
    async ({ app, db, dir }) => {
      await addResults(db, 50, 'before');
      const file = join(dir, 'copy.db');
      const writing = addResults(db, 200, 'during');
      await app.database.handle.backup!(file);
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

  test('runs the backup command against the configured SQLite file', async ({ dir }) => {
    const source = join(dir, 'cli-source.db');
    openDatabase(source).db.destroy();
    const res = await backup([join(dir, 'cli-copy.db')], source);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Backup written to');
    expect(readFileSync(join(dir, 'cli-copy.db')).subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  // The command as the nightly unit runs it, in a process of its own, is deploy-units.test.ts's.
  test("writes the backup, and the folder it makes, for the site's user alone, whatever the umask", async ({
    dir,
  }) => {
    const source = join(dir, 'private-source.db');
    openDatabase(source).db.destroy();
    const target = join(dir, 'private', 'backups', 'society.db');
    const umask = process.umask(0o022);
    try {
      const res = await backup([target], source);
      expect(res.status, res.stderr).toBe(0);
    } finally {
      process.umask(umask);
    }
    // The members' details and password hashes: no one but the owner may read them.
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'private', 'backups')).mode & 0o777).toBe(0o700);
    expect(statSync(source).mode & 0o077).toBe(0);
  });

  test('refuses to overwrite an existing backup unless --force is given, and prints its usage without a file', async ({
    dir,
  }) => {
    const source = join(dir, 'cli-force-source.db');
    openDatabase(source).db.destroy();
    const target = join(dir, 'cli-force-copy.db');
    writeFileSync(target, 'an older backup');
    const refused = await backup([target], source);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already exists');
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(target, 'utf8')).toBe('an older backup');
    const forced = await backup([target, '--force'], source);
    expect(forced.status).toBe(0);
    expect(readFileSync(target).subarray(0, 15).toString()).toBe('SQLite format 3');
    const usage = await backup([], source);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run backup -- FILE \[--force\]/);
  });

  test('sends a PostgreSQL site to pg_dump', async ({ dir }) => {
    const res = await backup([join(dir, 'never.db')], 'postgres://postgres@127.0.0.1:1/society');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^DATABASE_URL is PostgreSQL: back up with pg_dump -Fc/);
  });

  test.runIf(!!process.env.TEST_DATABASE_URL && !!pgBin('pg_dump'))(
    'dumps PostgreSQL with pg_dump and restores it with pg_restore into an empty database',
    async ({ app, db, dir }) => {
      await addResults(db, 30, 'pg');
      const dump = join(dir, 'society.dump');
      execFileSync(pgBin('pg_dump')!, ['-Fc', '-d', app.database.url, '-f', dump]);
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
