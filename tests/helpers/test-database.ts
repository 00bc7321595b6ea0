import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file by default,
 * or a new PostgreSQL database on the server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let db: TestDatabase;
  if (serverUrl) {
    const name = `society_test_${process.pid}_${randomTag()}`;
    await onPostgresServer(serverUrl, `create database ${name} strategy file_copy`);
    db = openCopy(databaseUrl(serverUrl, name), () =>
      onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
    );
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'society-test-'));
    db = openCopy(join(dir, 'test.db'), () => rmSync(dir, { recursive: true, force: true }));
  }
  await migrateToLatest(db.handle);
  return db;
}

// ---------------------------------------------------------------------------------------------------------------
// Copies of one migrated template (the harness's databases, tests/helpers/harness.ts)
// ---------------------------------------------------------------------------------------------------------------

interface Template {
  /** A fresh database holding what the template holds. */
  copy: () => Promise<TestDatabase>;
  /** Removes the template (every copy is dropped by its own `drop`). */
  remove: () => Promise<void>;
}

let template: Promise<Template> | undefined;

const randomTag = () => Math.random().toString(36).slice(2, 8);

/** Runs one statement on the PostgreSQL server named by TEST_DATABASE_URL (its maintenance database). */
async function onPostgresServer(serverUrl: string, statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database at `url` (a copy of the template, or a new one), opened; dropping it closes it, then `remove` takes it away. */
const openCopy = (url: string, remove: () => unknown): TestDatabase => {
  const handle = openDatabase(url);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await remove();
    },
  };
};

async function postgresTemplate(serverUrl: string): Promise<Template> {
  // One template per process: vitest's workers are processes, so two workers never race for one name, and a
  // template is never copied while another worker is still migrating it.
  const name = `society_tpl_${process.pid}_${randomTag()}`;
  await onPostgresServer(serverUrl, `create database ${name} strategy file_copy`);
  const handle = openDatabase(databaseUrl(serverUrl, name));
  await migrateToLatest(handle);
  // PostgreSQL copies a template only while nobody is connected to it: close our connections, and refuse new
  // ones so that nothing can open one by mistake.
  await handle.close();
  await onPostgresServer(serverUrl, `alter database ${name} with allow_connections false`);
  const makeCopy = async (): Promise<TestDatabase> => {
    const copyName = `society_test_${process.pid}_${randomTag()}`;
    // FILE_COPY copies the template's files as they are; PostgreSQL's default (WAL_LOG) writes every page again
    // through the write-ahead log, which costs the server about half a second of processor time a copy.
    await onPostgresServer(serverUrl, `create database ${copyName} template ${name} strategy file_copy`);
    return openCopy(databaseUrl(serverUrl, copyName), () =>
      onPostgresServer(serverUrl, `drop database if exists ${copyName} with (force)`),
    );
  };
  // Creating a database takes the server from a few hundred milliseconds to a second: the next test's is made
  // while this test runs.
  let spare: Promise<TestDatabase> | undefined;
  const nextSpare = () => {
    spare = makeCopy();
    spare.catch(() => undefined);
  };
  return {
    copy: async () => {
      const copy = spare ?? makeCopy();
      nextSpare();
      return copy;
    },
    remove: async () => {
      const left = spare;
      spare = undefined;
      await (await left?.catch(() => undefined))?.drop();
      await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function sqliteTemplate(): Promise<Template> {
  const dir = mkdtempSync(join(tmpdir(), 'society-template-'));
  const file = join(dir, 'template.db');
  const handle = openDatabase(file);
  await migrateToLatest(handle);
  // Closing the last connection checkpoints the write-ahead log into the file and deletes it: the file alone is
  // the whole database, ready to copy.
  await handle.close();
  return {
    copy: async () => {
      const copyDir = mkdtempSync(join(tmpdir(), 'society-test-'));
      const url = join(copyDir, 'test.db');
      copyFileSync(file, url);
      return openCopy(url, () => rmSync(copyDir, { recursive: true, force: true }));
    },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh database copied from a template migrated once per process: a file copy on SQLite, `create database …
 * template …` on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function copyOfTemplate(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!template) {
    const making = serverUrl ? postgresTemplate(serverUrl) : sqliteTemplate();
    // A template that failed is made again by the next test, which then reports its own error.
    making.catch(() => {
      if (template === making) template = undefined;
    });
    template = making;
  }
  return (await template).copy();
}

/** Removes this process's template, if it made one (the harness calls it when its worker ends). */
export async function removeTemplate() {
  const made = template;
  template = undefined;
  if (made) await (await made.catch(() => undefined))?.remove();
}
