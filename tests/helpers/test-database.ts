import { mkdtempSync, rmSync } from 'node:fs';
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
  if (serverUrl) {
    const name = `society_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase(url.toString());
    await migrateToLatest(handle);
    return {
      handle,
      url: url.toString(),
      drop: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'society-test-'));
  const url = join(dir, 'test.db');
  const handle = openDatabase(url);
  await migrateToLatest(handle);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
