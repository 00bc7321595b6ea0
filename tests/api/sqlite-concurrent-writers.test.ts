// The SQLite file is written by the server and, at the same time, by another process: the administrators'
// command-line tools (create an administrator, import members, migrate) or a second server. A transaction that reads
// before it writes must wait its turn then, never fail (a 500 to the member whose change it was).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';

const dir = mkdtempSync(join(tmpdir(), 'society-sqlite-writers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another process with its own connection (as the command-line tools open it): says 'ready', and on 'go' tries to
 * insert one row at once, saying 'busy' if the site's transaction shuts it out, then writes as the tools do, waiting
 * its busy timeout for the lock, and says 'done'.
 */
function anotherWriter(file: string) {
  const code = `
    const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
    const insert = () => db.prepare("insert into notes (text) values ('from the other process')").run();
    const rl = require('node:readline').createInterface({ input: process.stdin });
    console.log('ready');
    rl.on('line', () => {
      db.pragma('busy_timeout = 0');
      try {
        insert();
      } catch (err) {
        if (err.code !== 'SQLITE_BUSY') throw err;
        console.log('busy');
        db.pragma('busy_timeout = 5000');
        insert();
      }
      console.log('done');
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] });
  const said = new Set<string>();
  const waiters: { word: string; resolve: () => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (word) => {
    said.add(word);
    for (const w of waiters.filter((w) => w.word === word)) w.resolve();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    says: (word: string) =>
      said.has(word) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ word, resolve })),
    go: () => child.stdin.write('go\n'),
    exited,
  };
}

describe('SQLite with another process writing', () => {
  it('runs a transaction that reads, lets the other write, then writes: both rows are kept', async () => {
    const file = join(dir, 'site.db');
    const site = openDatabase(file);
    await sql`create table notes (id integer primary key, text text not null)`.execute(site.db);
    const other = anotherWriter(file);
    await other.says('ready');

    await site.db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      other.go();
      // The other process tried to write while this transaction was open, and now waits for it to end.
      const first = await Promise.race(['busy', 'done'].map((word) => other.says(word).then(() => word)));
      expect(first).toBe('busy');
      await sql`insert into notes (text) values ('from the site')`.execute(trx);
    });

    expect(await other.exited).toBe(0);
    const rows = await sql<{ text: string }>`select text from notes order by text`.execute(site.db);
    expect(rows.rows.map((r) => r.text)).toEqual(['from the other process', 'from the site']);
    await site.close();
  });
});
