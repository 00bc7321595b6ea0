import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Online, consistent copy of the database (SQLite only; PostgreSQL uses pg_dump). */
  backup?: (file: string) => Promise<void>;
  /**
   * SQLite only: a value that changes whenever anything is committed to the database, by this connection
   * (total_changes) or by another (data_version). Lets the server reuse a public list's answer until the data
   * changes; PostgreSQL has no cheap equivalent, so nothing is reused there.
   */
  dataVersion?: () => string;
  close: () => Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

// `pg` is loaded only for a postgres:// URL: a SQLite site never pays for it.
const loadPg = () => createRequire(import.meta.url)('pg') as typeof import('pg');

export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pg = loadPg();
    // PostgreSQL returns int8 (count(*), sums) as strings; our counts are small, so read them as numbers.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write the server has acknowledged survives a power cut too, not only a crash of the process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const versionQuery = sqlite.prepare('select total_changes() as t');
  return {
    db,
    dialect: 'sqlite',
    dataVersion: () =>
      `${sqlite.pragma('data_version', { simple: true }) as number}.${(versionQuery.get() as { t: number }).t}`,
    backup: async (file) => {
      mkdirSync(dirname(file), { recursive: true });
      await sqlite.backup(file);
    },
    close: () => db.destroy(),
  };
}
