// `npm run bench:money`: sections 9 and 10 of the bench alone (bank statement matching; money on the large
// database). Builds the server bundle first, as `npm run bench` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureMoney, reportMoney } from './money';
import { measurePaymentMatching, reportPaymentMatching } from './payment-matching';
import { sectionServer } from './section-alone';
import { buildServer } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'society-bench-money-'));
try {
  reportPaymentMatching(measurePaymentMatching(Number(process.env.BENCH_SEED ?? 2026)));
  console.error('Building the server into dist/server-bench…');
  buildServer();
  console.error('Money: growing the large database, then balances and a statement preview…');
  reportMoney(await measureMoney({ ...sectionServer(6), file: join(dir, 'money.db') }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
