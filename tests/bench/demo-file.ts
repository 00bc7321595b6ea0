// The demo data in a fresh SQLite file, for the sections that then write their own rows straight into it.
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';

/** Migrates the file and seeds the demo data; answers what the seed made. */
export async function demoFile(file: string) {
  const h = openDatabase(file);
  await migrateToLatest(h);
  const demo = await seedDemoData(h);
  await h.close();
  return demo;
}

/** One approved member a section writes straight into the file (no handicap unless given). */
export interface BenchMember {
  email: string;
  firstName: string;
  lastName: string;
  house: string;
  yearLeft: number;
  handicap?: number;
}

/** The demo data (demoFile), then `count` more approved members, `member(i)` each, in one transaction; their ids. */
export async function demoFileWithMembers(file: string, count: number, member: (i: number) => BenchMember) {
  const demo = await demoFile(file);
  const db = new SQLite(file);
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into members (email, first_name, last_name, house, year_left, handicap, approval, email_confirmed_at,
       is_admin, created_at, approved_at, updated_at) values (?, ?, ?, ?, ?, ?, 'approved', ?, 0, ?, ?, ?)`,
  );
  const memberIds: number[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const m = member(i);
      const row = [m.email, m.firstName, m.lastName, m.house, m.yearLeft, m.handicap ?? null];
      memberIds.push(Number(insert.run(...row, now, now, now, now).lastInsertRowid));
    }
  })();
  db.close();
  return { demo, memberIds };
}
