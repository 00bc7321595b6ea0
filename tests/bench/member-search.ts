// Member search with many members: the trigram index (FTS5 / pg_trgm) against a plain LIKE scan.
// `npx tsx tests/bench/member-search.ts [count] [postgres://server/db-to-create-in]` prints median times in ms.
import { sql } from 'kysely';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HOUSES as HOUSES } from '../../src/shared/schemas/settings';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import {
  searchDirectory,
  containsPattern,
  type SearchTerm,
} from '../../src/server/modules/members/members.repository';
import { CLUBS as SCALE_CLUBS } from './scale-data';

const COUNT = Number(process.argv[2] ?? 20_000);
const PG_URL = process.argv[3];
const FIRST = [
  'Peter',
  'James',
  'Nicholas',
  'Hugh',
  'Simon',
  'Edward',
  'Anthony',
  'Charles',
  'Oliver',
  'Geoffrey',
  'Thomas',
  'William',
  'Henry',
  'Andrew',
  'Richard',
  'Jonathan',
  'Michael',
  'David',
];
const LAST = [
  'Holloway',
  'Fairweather',
  'Cavendish',
  'Maitland',
  'Pemberton',
  'Lambert',
  'Somerville',
  'Wainwright',
  'Sinclair',
  'Kingsley',
  'Radcliffe',
  'Whitaker',
  'Forsyth',
  'Blackwood',
  'Llewellyn',
  'Ashworth',
];
const CLUBS = [...SCALE_CLUBS, 'The Berkshire', 'Hankley Common'];
const COUNTIES = ['Surrey', 'Kent', 'Hampshire', 'Berkshire', 'East Sussex', 'West Sussex'];

async function fill(h: DatabaseHandle) {
  const now = new Date().toISOString();
  let seed = 1;
  const rnd = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
  for (let i = 0; i < COUNT; i += 500) {
    const rows = Array.from({ length: Math.min(500, COUNT - i) }, (_, j) => ({
      email: `m${i + j}@example.com`,
      first_name: FIRST[rnd(FIRST.length)],
      last_name: `${LAST[rnd(LAST.length)]}${rnd(1000)}`,
      year_left: 1950 + rnd(70),
      house: HOUSES[rnd(HOUSES.length)],
      handicap: rnd(280) / 10,
      home_club: CLUBS[rnd(CLUBS.length)],
      county: COUNTIES[rnd(COUNTIES.length)],
      approval: 'approved',
      is_admin: 0,
      email_confirmed_at: now,
      created_at: now,
      updated_at: now,
    }));
    await h.db.insertInto('members').values(rows).execute();
  }
  if (h.dialect === 'postgres') await sql`analyze members`.execute(h.db);
}

/** The same query (page and count) without the index: lower(column) LIKE over the members table. */
async function likeScan(h: DatabaseHandle, terms: SearchTerm[]) {
  const col = {
    first_name: 'first_name',
    last_name: 'last_name',
    home_club: 'home_club',
    county: 'county',
    year_left: 'cast(year_left as text)',
  } as Record<string, string>;
  const base = h.db
    .selectFrom('members')
    .where('approval', '=', 'approved')
    .where('email_confirmed_at', 'is not', null)
    .where((eb) =>
      eb.and(
        terms.map(
          (t) =>
            sql<boolean>`lower(${sql.raw(col[t.columns[0]])} || '') like lower(${containsPattern(t.term)}) escape '\\'`,
        ),
      ),
    );
  return Promise.all([
    base
      .select(['first_name', 'last_name'])
      .orderBy(sql`lower(last_name)`)
      .orderBy(sql`lower(first_name)`)
      .orderBy('id')
      .limit(50)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
}

async function median(fn: () => Promise<unknown>, runs = 30) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)].toFixed(2);
}

const SEARCHES: [string, SearchTerm[]][] = [
  ['last name "wainw" (rare-ish)', [{ columns: ['last_name'], term: 'wainwright12' }]],
  ['last name "holl"', [{ columns: ['last_name'], term: 'holl' }]],
  [
    'first name "jam" + county "sur"',
    [
      { columns: ['first_name'], term: 'jam' },
      { columns: ['county'], term: 'sur' },
    ],
  ],
  ['club "berk"', [{ columns: ['home_club'], term: 'berk' }]],
  ['last name "x" (1 char)', [{ columns: ['last_name'], term: 'x' }]],
];

async function run(h: DatabaseHandle) {
  await migrateToLatest(h);
  await fill(h);
  console.log(`\n${h.dialect}, ${COUNT} members (median of 30, ms)`);
  for (const [name, terms] of SEARCHES) {
    const indexed = await median(() => searchDirectory(h.db, h.dialect, terms, 1, 50));
    const scan = await median(() => likeScan(h, terms));
    console.log(`  ${name.padEnd(36)} trigram index ${indexed.padStart(7)}   LIKE scan ${scan.padStart(7)}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'member-search-bench-'));
const sqlite = openDatabase(join(dir, 'bench.db'));
await run(sqlite);
await sqlite.close();
rmSync(dir, { recursive: true, force: true });

if (PG_URL) {
  const name = `member_search_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const h = openDatabase(url.toString());
  try {
    await run(h);
  } finally {
    await h.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}
