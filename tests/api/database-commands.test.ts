// `npm run db:migrate` and `npm run db:seed`: run in this process through runMigrate and runSeed, and each once as
// the command itself.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrate } from '../../src/server/cli/run-migrate';
import { runSeed } from '../../src/server/cli/run-seed';
import { runCommandFile, runInProcess } from '../helpers/command-io';

const dir = mkdtempSync(join(tmpdir(), 'society-database-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let made = 0;
/** A database file no other test of this file uses. */
const newDatabase = () => join(dir, `society-${++made}.db`);

describe('npm run db:migrate', () => {
  it('as a command: applies the migrations and ends with 0', async () => {
    const res = await runCommandFile('src/server/db/migrate-cli.ts', [], { DATABASE_URL: newDatabase() });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^Applied: 0001-initial/);
  }, 60_000);

  it('applies every pending migration once, then says the database is up to date', async () => {
    const env = { DATABASE_URL: newDatabase() };
    const first = await runInProcess(runMigrate, env);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Applied: 0001-initial, /);
    const again = await runInProcess(runMigrate, env);
    expect(again).toEqual({ status: 0, stdout: 'The database is up to date.\n', stderr: '' });
  });

  it('names a wrong setting in one line', async () => {
    const res = await runInProcess(runMigrate, { DATABASE_URL: 'nonsense' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^Configuration error: DATABASE_URL="nonsense"[^\n]*\n$/);
  });
});

describe('npm run db:seed', () => {
  it('as a command: refuses production, and ends with 1', async () => {
    const res = await runCommandFile('src/server/db/seed/seed-cli.ts', [], {
      DATABASE_URL: newDatabase(),
      NODE_ENV: 'production',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toBe('Demo data is never loaded in production (NODE_ENV=production).\n');
  }, 60_000);

  it('loads the demo data into an empty database only', async () => {
    const env = { DATABASE_URL: newDatabase(), NODE_ENV: 'development' };
    const first = await runInProcess(runSeed, env);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Demo data loaded\.\nDemo administrator: admin@society\.example {2}password: /,
    );
    const again = await runInProcess(runSeed, env);
    expect(again).toEqual({
      status: 0,
      stdout: 'The database already has data; demo data not loaded.\n',
      stderr: '',
    });
  });

  it('never loads the demo data in production, nor opens the database', async () => {
    const file = newDatabase();
    const res = await runInProcess(runSeed, { DATABASE_URL: file, NODE_ENV: 'production' });
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(existsSync(file)).toBe(false);
  });
});
