import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import SQLite from 'better-sqlite3';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Database } from './types';
import { CAUGHT_UP_MARK, CHANGE_CHANNEL } from './change-notices';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Online, consistent copy of the database (SQLite only; PostgreSQL uses pg_dump). */
  backup?: (file: string) => Promise<void>;
  /**
   * A value that changes whenever anything is committed to the database. SQLite: by this connection
   * (total_changes) or by another (data_version). PostgreSQL: by this process (counted as its statements finish)
   * or by any other (told by LISTEN/NOTIFY, change-notices.ts); while the listening connection is down, a new value
   * each time. Lets the server reuse a public list's answer and a session until the data changes (decision 0052).
   */
  dataVersion?: () => string;
  /**
   * PostgreSQL only: starts listening for the changes other processes make (dataVersion starts it too, at its first
   * question); resolves once the first attempt is over, listening or not (it tries again each second).
   */
  startWatching?: () => Promise<void>;
  /** PostgreSQL only: how many writes this process has finished (a count that only grows). */
  writesDone?: () => number;
  /**
   * PostgreSQL only: resolves once this process has received the notice of every change committed before it was
   * called (or after `timeoutMs`). A write's answer waits for it, so that by the time the member reads again the
   * notices of his write are out to every process listening.
   */
  noticesCaughtUp?: (timeoutMs: number) => Promise<void>;
  /**
   * SQLite on disk only: the first of the database's files (and its folder) this process cannot write, or
   * undefined when it can write them all. A file restored by root is opened read-only: pages still answer, every
   * write fails.
   */
  unwritablePath?: () => string | undefined;
  close: () => Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

// `pg` is loaded only for a postgres:// URL: a SQLite site never pays for it.
const loadPg = () => createRequire(import.meta.url)('pg') as typeof import('pg');

/** Statements kept per connection; each is a few KB, and the site runs a few hundred distinct queries at most. */
const STATEMENT_CACHE_SIZE = 500;
/** Longer SQL (bulk inserts of many rows) is prepared each time, so it cannot crowd out the hot queries. */
const CACHEABLE_SQL_LENGTH = 4000;

/**
 * Kysely prepares every query again; preparing costs as much as running a small query. The repositories issue the
 * same few hundred SQL texts with different parameters, so each is prepared once and reused (least recently used
 * dropped first). Safe because better-sqlite3 is synchronous and the site never streams a query (a statement is
 * never half-read when it is used again).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      if (source.length > CACHEABLE_SQL_LENGTH) return sqlite.prepare(source);
      let statement = cache.get(source);
      if (statement) {
        cache.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(source, statement);
      return statement;
    },
  };
}

export interface OpenOptions {
  /**
   * PostgreSQL only: told when an idle connection is lost (the server restarted, or an administrator ended the
   * session). The pool drops that connection and the next query opens a new one; default: a line on stderr.
   */
  onConnectionLost?: (err: Error) => void;
  /** PostgreSQL only: how long closing waits for the connections to confirm they have closed (default 5 s). */
  closeWaitMs?: number;
}

/**
 * Statements after which this process's kept answers may be stale: a write (other than a limit's count), a commit,
 * or a call of a function that writes, which says so with a leading comment `/* writes *\/`.
 */
const WRITE_SQL =
  /^\s*(insert|update|delete|truncate|commit|\/\* writes \*\/|with\b[\s\S]*\b(insert|update|delete)\b)/i;
const isDataWrite = (text: string) =>
  WRITE_SQL.test(text) &&
  !/^\s*(insert\s+into|update|delete\s+from)\s+"?(rate_limits|mail_outbox)\b/i.test(text);

/**
 * The data version of a PostgreSQL database (decision 0052). A connection of its own LISTENs on CHANGE_CHANNEL
 * (opened at the first question, so a database that serves no request, such as the tests' template, is never
 * held open); each notice moves the version on. The connection is opened again after a loss, a second apart; until
 * it is back, every question gets a new value, so nothing kept is served. This process's own writes move the version
 * on as they finish, before the notice comes back, so a member reads what he has just written.
 */
function watchChanges(pg: typeof import('pg'), url: string) {
  let version = 0;
  let writes = 0;
  let marks = 0;
  const waiting = new Map<string, () => void>();
  let listening = false;
  let started = false;
  let closed = false;
  let client: import('pg').Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** Told when the first attempt to listen has ended, whether it listens or not. */
  let firstAttempt: () => void = () => undefined;
  const firstAttemptDone = new Promise<void>((resolve) => (firstAttempt = resolve));
  const connect = () => {
    if (closed) return firstAttempt();
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      listening = false;
      c.end().catch(() => undefined);
      firstAttempt();
      if (!closed) retry = setTimeout(connect, 1000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', ({ payload }) => {
      // A process's mark (see noticesCaughtUp) changes no data; every other notice is a change.
      if (payload?.startsWith(CAUGHT_UP_MARK)) waiting.get(payload)?.();
      else version += 1;
    });
    c.connect()
      .then(() => c.query(`listen ${CHANGE_CHANNEL}`))
      .then(() => {
        if (client !== c) return;
        // Whatever changed while no one listened: everything kept before is dropped.
        version += 1;
        listening = true;
        firstAttempt();
      })
      .catch(lost);
  };
  const start = () => {
    if (!started) {
      started = true;
      connect();
    }
  };
  return {
    startWatching: () => {
      start();
      return firstAttemptDone;
    },
    dataVersion: () => {
      start();
      return listening ? String(version) : `not listening ${(version += 1)}`;
    },
    changed: () => {
      version += 1;
      writes += 1;
    },
    writesDone: () => writes,
    /**
     * Notices from different transactions arrive in the order they were committed: once a mark of this process's
     * own, sent now, comes back, every change committed before it has been announced to this process, and to every
     * other listening.
     */
    noticesCaughtUp: async (timeoutMs: number, send: (payload: string) => Promise<unknown>) => {
      if (!listening) return;
      marks += 1;
      const mark = `${CAUGHT_UP_MARK}${process.pid}:${marks}:${Math.random().toString(36).slice(2)}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs).unref();
        waiting.set(mark, resolve);
      });
      try {
        await send(mark);
        await back;
      } catch {
        // The database is unreachable: the answer goes as it is (the next read finds nothing kept, not listening).
      } finally {
        clearTimeout(timer);
        waiting.delete(mark);
      }
    },
    close: async () => {
      closed = true;
      listening = false;
      firstAttempt();
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

function openPostgres(url: string, { onConnectionLost, closeWaitMs = 5000 }: OpenOptions): DatabaseHandle {
  const pg = loadPg();
  const changes = watchChanges(pg, url);
  // PostgreSQL returns int8 (count(*), sums) as strings; our counts are small, so read them as numbers.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, the pool's 'error' event (an idle connection ended by the server) would end the process.
  pool.on('error', (err) => {
    if (onConnectionLost) onConnectionLost(err);
    else console.error(`Database connection lost (${err.message}); the next query reconnects`);
  });
  // pool.end() lets go of its connections without waiting for them to close; closing waits until each has.
  const open = new Set<import('pg').PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
    // The pool listens to a connection only while it is idle: one the server ends while it is lent out between two
    // statements (a transaction's) would otherwise raise an error no one hears, which ends the process. Its holder
    // learns of it from its next statement, which fails, and the pool then drops it.
    client.on('error', () => undefined);
    // Kysely runs every statement through query(text, parameters): a write moves the data version on once it is
    // done, before the caller goes on.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      const text = typeof args[0] === 'string' ? args[0] : '';
      if (result instanceof Promise && isDataWrite(text)) void result.then(changes.changed, () => undefined);
      return result;
    };
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    dataVersion: changes.dataVersion,
    startWatching: changes.startWatching,
    writesDone: changes.writesDone,
    noticesCaughtUp: (timeoutMs: number) =>
      changes.noticesCaughtUp(timeoutMs, (mark) =>
        pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, mark]),
      ),
    close: async () => {
      await changes.close();
      const closing = [...open].map((client) => new Promise((r) => client.once('end', r)));
      await db.destroy();
      // A connection to an unreachable server may never say it closed: give up waiting after a few seconds.
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise((r) => (timer = setTimeout(r, closeWaitMs).unref()));
      await Promise.race([Promise.all(closing), giveUp]);
      clearTimeout(timer);
    },
  };
}

/**
 * SQLite transactions take the write lock when they begin (`begin immediate`). A plain `begin` reads first and asks
 * for the lock at its first write; if another process (a command-line tool, a second server) has written since the
 * transaction's first read, SQLite refuses at once ('database is locked') instead of waiting its busy timeout, and
 * the member's change fails. Taking the lock first makes the other writer, or this one, wait its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class SiteSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

function unwritableSqlitePath(file: string): string | undefined {
  // The folder too: SQLite creates the -wal and -shm files beside the database, and deletes them at the last close.
  for (const path of [file, `${file}-wal`, `${file}-shm`, dirname(file)]) {
    if (path !== dirname(file) && path !== file && !existsSync(path)) continue;
    try {
      accessSync(path, constants.W_OK);
    } catch {
      return path;
    }
  }
  return undefined;
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) return openPostgres(url, options);
  if (url !== ':memory:') {
    // The members' details and password hashes: readable by the site's user only, whatever the umask (SQLite
    // gives its -wal and -shm files the database's own permissions).
    mkdirSync(dirname(url), { recursive: true, mode: 0o700 });
    if (!existsSync(url)) closeSync(openSync(url, 'a', 0o600));
  }
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write the server has acknowledged survives a power cut too, not only a crash of the process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SiteSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const dataVersionQuery = sqlite.prepare('pragma data_version').pluck();
  const changesQuery = sqlite.prepare('select total_changes()').pluck();
  return {
    db,
    dialect: 'sqlite',
    dataVersion: () => `${dataVersionQuery.get() as number}.${changesQuery.get() as number}`,
    unwritablePath: url === ':memory:' ? undefined : () => unwritableSqlitePath(url),
    backup: async (file) => {
      // Backups hold what the database holds: readable by the site's user only.
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
      await sqlite.backup(file);
    },
    close: () => db.destroy(),
  };
}
