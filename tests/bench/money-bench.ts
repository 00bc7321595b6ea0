// `npm run bench:money`: sections 9 and 10 of the bench alone (bank statement matching; money on the large
// database). Builds the server bundle first, as `npm run bench` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureMoney, reportMoney } from './money';
import { measurePaymentMatching, reportPaymentMatching } from './payment-matching';
import { buildServer } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'society-bench-money-'));
try {
  reportPaymentMatching(measurePaymentMatching(Number(process.env.BENCH_SEED ?? 2026)));
  console.error('Building the server into dist/server-bench…');
  buildServer();
  console.error('Money: growing the large database, then balances and a statement preview…');
  reportMoney(
    await measureMoney({
      port: Number(process.env.BENCH_PORT ?? 3950) + 6,
      file: join(dir, 'money.db'),
      clientDir: resolve('dist/client-bench'),
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
