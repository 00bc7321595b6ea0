// `npm run verify`: the reliability figures (authorisation matrix, hostile input at 10,000 requests,
// durability under SIGKILL, load at 200 connections for 60 s, mail under an SMTP outage).
// Set VERIFY_DATABASE_URL to a PostgreSQL server (a user that may create databases) to run each on PostgreSQL too.
import { spawnSync } from 'node:child_process';

const pg = process.env.VERIFY_DATABASE_URL;
const steps = [
  {
    name: 'authorisation matrix',
    cmd: ['node_modules/vitest/vitest.mjs', 'run', 'tests/api/authorization-matrix.test.ts'],
  },
  {
    name: 'hostile input',
    cmd: ['node_modules/vitest/vitest.mjs', 'run', 'tests/api/hostile-input.test.ts'],
    env: { HOSTILE_COUNT: '10000' },
  },
  {
    name: 'mail under outage',
    cmd: ['node_modules/vitest/vitest.mjs', 'run', 'tests/api/mail-outage.test.ts'],
  },
  { name: 'durability', cmd: ['--import', 'tsx', 'tests/reliability/durability.ts'] },
  { name: 'load', cmd: ['--import', 'tsx', 'tests/reliability/load.ts'] },
];
if (pg) {
  for (const s of steps.slice(0, 3))
    steps.push({ ...s, name: `${s.name} (postgres)`, env: { ...s.env, TEST_DATABASE_URL: pg } });
}

const figures = [];
let failed = 0;
for (const step of steps) {
  const res = spawnSync(process.execPath, step.cmd, {
    env: { ...process.env, ...step.env },
    encoding: 'utf8',
  });
  const out = `${res.stdout}\n${res.stderr}`.replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
    '',
  );
  const lines = out
    .split('\n')
    .filter((l) => /^(authorisation matrix|hostile input|durability|load|mail outage)/.test(l.trim()));
  const ok = res.status === 0;
  if (!ok) failed += 1;
  figures.push(
    ...lines.map(
      (l) => `${ok ? 'PASS' : 'FAIL'} ${step.name.includes('postgres') ? '[postgres] ' : ''}${l.trim()}`,
    ),
  );
  if (!lines.length) figures.push(`${ok ? 'PASS' : 'FAIL'} ${step.name}: no figure printed`);
  if (!ok) console.error(out.split('\n').slice(-40).join('\n'));
}
console.log('\nReliability figures');
for (const f of figures) console.log(f);
console.log(`\n${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
