// Section 10, money on the large database (100,000 members, 200,000 places charged, half of the members paid up):
// the treasurer's balances (a page, largest debt first, and the CSV of everyone) and the preview of a year's bank
// statement of 2,000 credits, each measured as the treasurer meets it, one request at a time, with its p99.
// `npm run bench:money` runs sections 9 and 10 alone; `npm run bench` runs them after section 8
// (BENCH_SKIP=payments,money leaves them out).
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { signIn } from './api-throughput';
import { BUDGETS, verdict, type Line } from './budgets';
import { budgetTable, ms, table } from './report';
import { growDatabase, LARGE } from './scale-data';
import { startServer } from './server-process';

/** Credits in the statement previewed: a busy society's year. */
export const STATEMENT_CREDITS = 2_000;
/** Requests timed per figure (after two not counted); BENCH_MONEY_SAMPLES to change. */
const SAMPLES = Number(process.env.BENCH_MONEY_SAMPLES ?? 40);

/** The demo data grown to the large size, every place on a fixture charged £45 and half of the members paid up. */
export async function prepareMoneyDatabase(file: string) {
  const h = openDatabase(file);
  await migrateToLatest(h);
  const demo = await seedDemoData(h);
  await h.close();
  growDatabase(file);
  const db = new SQLite(file);
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare(
      `insert into charges (member_id, fixture_id, place, description, amount_pence, status, charged_on, created_at, updated_at)
       select r.member_id, r.fixture_id, 'golf', f.event || ', ' || f.start_date, 4500, 'active', f.start_date, ?, ?
       from fixture_registrations r join fixtures f on f.id = r.fixture_id where r.list = 'registered'
       and not exists (select 1 from charges c where c.fixture_id = r.fixture_id and c.member_id = r.member_id)`,
    ).run(now, now);
    db.prepare(
      `insert into payments (member_id, amount_pence, paid_on, method, note, created_at)
       select member_id, sum(amount_pence), '2026-01-15', 'bank transfer', '', ? from charges
       where member_id % 2 = 0 group by member_id`,
    ).run(now);
    // Each member's running totals, as the site keeps them (ledger.repository.ts, recomputeAccounts).
    db.prepare(
      `update members set
         charged_pence = coalesce((select sum(amount_pence) from charges c where c.member_id = members.id and c.status <> 'cancelled'), 0),
         paid_pence = coalesce((select sum(amount_pence) from payments p where p.member_id = members.id), 0)`,
    ).run();
    db.prepare('update members set balance_pence = charged_pence - paid_pence').run();
  })();
  const members = db
    .prepare(
      `select id, first_name, last_name, payment_reference from members where approval = 'approved'
       order by id desc limit ?`,
    )
    .all(STATEMENT_CREDITS) as {
    id: number;
    first_name: string;
    last_name: string;
    payment_reference: string;
  }[];
  const charges = (db.prepare('select count(*) as n from charges').get() as { n: number }).n;
  db.close();
  return { demo, members, charges };
}

/** A Barclays download of a year: half the credits give a reference, a quarter a name, a quarter neither. */
function statementOf(members: { first_name: string; last_name: string; payment_reference: string }[]) {
  const rows = ['Number,Date,Account,Amount,Subcategory,Memo'];
  for (let i = 0; i < STATEMENT_CREDITS; i += 1) {
    const m = members[i % members.length];
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    const memo =
      i % 4 < 2
        ? `${m.first_name[0]} ${m.last_name.toUpperCase()} ${m.payment_reference} GOLF`
        : i % 4 === 2
          ? `${m.first_name[0]} ${m.last_name.toUpperCase()} SPRING`
          : `TRANSFER ${100000 + i}`;
    rows.push(`,${day}/${month}/2026,20-32-06 13152170,${45 + (i % 5)}.00,Funds Transfer,${memo}`);
  }
  return rows.join('\r\n');
}

export interface TimedFigure {
  name: string;
  p50: number;
  p99: number;
  bytes: number;
  budgetMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times `send` SAMPLES times, one at a time (two first, not counted). */
async function timed(name: string, budgetMs: number, send: () => Promise<Response>): Promise<TimedFigure> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES + 2; i += 1) {
    const t0 = performance.now();
    const res = await send();
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    bytes = body.byteLength;
    if (i >= 2) times.push(elapsed);
    process.stderr.write('.');
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99), bytes, budgetMs };
}

export interface MoneyFigures {
  charges: number;
  figures: TimedFigure[];
  matched: number;
}

/** Measures the section on its own server (database file `file`, port `port`). */
export async function measureMoney(opts: {
  port: number;
  file: string;
  clientDir: string;
}): Promise<MoneyFigures> {
  const { demo, members, charges } = await prepareMoneyDatabase(opts.file);
  const csv = statementOf(members);
  const server = await startServer({ port: opts.port, databaseFile: opts.file, clientDir: opts.clientDir });
  try {
    const admin = await signIn(server.base, demo.adminEmail, demo.adminPassword);
    const auth = { authorization: `Bearer ${admin.auth_token}`, 'accept-encoding': 'br, gzip' };
    const get = (path: string) => () => fetch(server.base + path, { headers: auth });
    const preview = () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
      return fetch(`${server.base}/api/admin/payments/import/preview`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
    };
    const figures = [
      await timed(
        'GET /api/admin/balances (first page)',
        BUDGETS.balancesPageP99Ms,
        get('/api/admin/balances'),
      ),
      await timed(
        'GET /api/admin/balances?filter=owing&page=100',
        BUDGETS.balancesPageP99Ms,
        get('/api/admin/balances?filter=owing&page=100'),
      ),
      await timed(
        'GET /api/admin/balances?search=ashby',
        BUDGETS.balancesPageP99Ms,
        get('/api/admin/balances?search=ashby'),
      ),
      await timed(
        'GET /api/admin/balances/csv (every member)',
        BUDGETS.balancesCsvP99Ms,
        get('/api/admin/balances/csv'),
      ),
      await timed(
        `POST /api/admin/payments/import/preview (${STATEMENT_CREDITS.toLocaleString('en-GB')} credits)`,
        BUDGETS.statementPreviewP99Ms,
        preview,
      ),
    ];
    process.stderr.write('\n');
    const answer = (await (await preview()).json()) as { lines: { match: unknown }[] };
    return { charges, figures, matched: answer.lines.filter((l) => l.match).length };
  } finally {
    await server.stop();
  }
}

export function reportMoney(f: MoneyFigures) {
  table(
    `10. Money on the large database: ${LARGE.members.toLocaleString('en-GB')} members, ${f.charges.toLocaleString('en-GB')} charges, half paid up; one request at a time, ${SAMPLES} each`,
    ['route', 'p50', 'p99', 'answer'],
    f.figures.map((x) => [x.name, ms(x.p50), ms(x.p99), `${(x.bytes / 1024).toFixed(1)} KB`]),
  );
  const lines: Line[] = f.figures.map((x) => ({
    figure: `${x.name}, p99`,
    value: ms(x.p99),
    budget: `≤ ${ms(x.budgetMs)}`,
    verdict: verdict(x.p99 <= x.budgetMs),
  }));
  lines.push({
    figure: `credits of the ${STATEMENT_CREDITS.toLocaleString('en-GB')} matched to a member`,
    value: f.matched.toLocaleString('en-GB'),
    budget: '-',
    verdict: 'info',
  });
  budgetTable('   budgets', lines);
}
