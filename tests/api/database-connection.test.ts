import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createServer, connect, type Socket } from 'node:net';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { test } from '../helpers/harness';

// PostgreSQL ends a connection when it restarts or an administrator ends the session; the pool must not take the
// site down with it. SQLite has no connections to lose, so these run only against TEST_DATABASE_URL.
const serverUrl = process.env.TEST_DATABASE_URL;

/** Counts the connections to `database` other than this one's, ending them first when `end` is set. */
async function connectionsTo(database: string, { end = false } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(${end ? 'pg_terminate_backend(pid)' : '*'})::int as n from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

/** Waits for `promise`, or gives up waiting after `ms` (the test's own expectations then say what was missing). */
const atMost = (ms: number, promise: Promise<unknown>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

describe('database connections (PostgreSQL)', () => {
  test.runIf(!!serverUrl)(
    'reports a lost connection, reconnects on the next query, and closes only when every connection has',
    async ({ app }) => {
      const database = new URL(app.database.url).pathname.slice(1);
      const lost: Error[] = [];
      let allThreeLost!: () => void;
      const threeLost = new Promise<void>((resolve) => (allThreeLost = resolve));
      const handle = openDatabase(app.database.url, {
        onConnectionLost: (err) => {
          if (lost.push(err) >= 3) allThreeLost();
        },
      });
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));

      expect(await connectionsTo(database, { end: true })).toBeGreaterThan(0);
      // Each of the three connections the queries above opened reports its loss; until the pool has heard of all
      // three, a query could still be handed one that the server has already ended.
      await atMost(2_000, threeLost);
      expect(lost.length).toBeGreaterThan(0);
      expect(lost[0].message).toMatch(/terminat/i);

      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
      await handle.close();
      // The app's own pool was ended too: the site keeps answering from new connections.
      const health = await fetch(`${app.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      const fixtures = await fetch(`${app.baseUrl}/api/fixtures/listyears`);
      expect(fixtures.status).toBe(200);

      // Closed here to count what is left; the harness's own closing after the test then has nothing to do.
      await app.app.close();
      await app.database.handle.close();
      expect(await connectionsTo(database)).toBe(0);
    },
  );

  test.runIf(!!serverUrl)(
    'outlives a connection ended between two statements of a transaction: the transaction fails, nothing else',
    async ({ app }) => {
      const database = new URL(app.database.url).pathname.slice(1);
      const handle = openDatabase(app.database.url, { onConnectionLost: () => undefined });
      const transaction = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is the transaction's, between statements, when the server ends it.
        await connectionsTo(database, { end: true });
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow(/terminat|not queryable/i);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
      await handle.close();
    },
  );

  it.runIf(!!serverUrl)('stops waiting for connections that never confirm they closed', async () => {
    // A proxy in front of PostgreSQL that can freeze: both sides stay open and nothing more passes, as when the
    // network to the database server dies.
    const target = new URL(serverUrl!);
    const sockets: Socket[] = [];
    const proxy = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      sockets.push(client, server);
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const viaProxy = new URL(serverUrl!);
    viaProxy.port = String((proxy.address() as { port: number }).port);
    const handle = openDatabase(viaProxy.toString(), { closeWaitMs: 200, onConnectionLost: () => undefined });
    try {
      await Promise.all([1, 2].map(() => sql`select pg_sleep(0.02)`.execute(handle.db)));
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
      const closed = await Promise.race([
        handle.close().then(() => 'closed'),
        new Promise((r) => setTimeout(() => r('still waiting after 10 s'), 10_000)),
      ]);
      expect(closed).toBe('closed');
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => proxy.close(r));
    }
  });
});
