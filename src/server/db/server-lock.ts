import SQLite from 'better-sqlite3';
import { closeSync, existsSync, openSync } from 'node:fs';

const held = new Set<SQLite.Database>();

/** The file beside a SQLite database that the server running on it holds locked. */
export const serverLockPath = (databaseFile: string) => `${databaseFile}-server.lock`;

/** What the start says when another server already runs on the file (decision 0052). */
export function secondServerMessage(databaseFile: string) {
  return (
    `Another server process is already running on the SQLite database ${databaseFile} (it holds ` +
    `${serverLockPath(databaseFile)}): SQLite serves one process. Stop the other one first, or, to run two ` +
    'processes behind Caddy, use PostgreSQL (docs/deploy/README.md, "Two processes").'
  );
}

/**
 * Takes the lock that says a server runs on this SQLite database: an exclusive lock, by SQLite's own locking, on a
 * small SQLite file beside it, held while the process lives. The operating system lets it go when the process ends,
 * however it ends (a crash or SIGKILL leaves no stale lock). The command-line tools (backup, admin:create,
 * migrate) do not take it: they may run beside the server as before. Returns undefined when another process holds it.
 */
export function holdServerLock(databaseFile: string): { release: () => void } | undefined {
  const path = serverLockPath(databaseFile);
  // Readable by the site's user only, like the database beside it.
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  const lock = new SQLite(path, { timeout: 0 });
  try {
    lock.pragma('locking_mode = exclusive');
    // The first write takes the exclusive lock; in this locking mode it is kept until the connection closes.
    lock.exec('begin exclusive; create table if not exists held (at text); commit');
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return undefined;
    throw err;
  }
  // Kept referenced for the life of the process: the lock goes with the connection.
  held.add(lock);
  return {
    release: () => {
      held.delete(lock);
      lock.close();
    },
  };
}
