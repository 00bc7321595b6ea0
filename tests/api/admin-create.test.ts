import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { verifyPassword } from '../../src/server/lib/passwords';

const dir = mkdtempSync(join(tmpdir(), 'society-admin-create-'));
const database = join(dir, 'society.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function adminCreate(args: string[], input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], {
    env: { ...process.env, DATABASE_URL: database, PUBLIC_URL: 'https://golf.example.org', NODE_ENV: 'test' },
    input,
    encoding: 'utf8',
  });
}

async function storedMember(email: string) {
  const handle = openDatabase(database);
  try {
    return await handle.db
      .selectFrom('members')
      .select(['password_hash', 'is_admin', 'first_name'])
      .where('email', '=', email)
      .executeTakeFirst();
  } finally {
    await handle.close();
  }
}

describe('npm run admin:create', () => {
  it('prints its usage line without arguments', () => {
    const res = adminCreate([]);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^Usage: npm run admin:create -- --email E/);
  });

  it('never takes the password from the command line', () => {
    const res = adminCreate(['--email', 'first@golf.example.org', '--password', 'a long passphrase']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('--password is not accepted');
  });

  it('reads the password from standard input and names PUBLIC_URL in its Log in at line', async () => {
    const res = adminCreate(
      ['--email', 'first@golf.example.org', '--first-name', 'Ann'],
      'a long passphrase\n',
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Log in at https://golf.example.org/loginregister');
    expect(res.stdout).not.toContain('a long passphrase');
    const row = await storedMember('first@golf.example.org');
    expect(row?.is_admin).toBe(1);
    expect(row?.first_name).toBe('Ann');
    expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);
  });

  it('refuses a short password and writes nothing', async () => {
    const res = adminCreate(['--email', 'short@golf.example.org'], 'short\n');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Password must be 8 characters long');
    expect(await storedMember('short@golf.example.org')).toBeUndefined();
  });

  it("keeps an existing member's password unless --reset-password is given", async () => {
    const refused = adminCreate(['--email', 'first@golf.example.org'], 'another passphrase\n');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already a member');
    expect(refused.stderr).toContain('--reset-password');
    let row = await storedMember('first@golf.example.org');
    expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);

    const reset = adminCreate(
      ['--email', 'first@golf.example.org', '--reset-password'],
      'another passphrase\n',
    );
    expect(reset.status).toBe(0);
    expect(reset.stderr).toContain('their password will be replaced');
    expect(reset.stdout).toContain('password replaced');
    row = await storedMember('first@golf.example.org');
    expect(await verifyPassword(row!.password_hash, 'another passphrase')).toBe(true);
  });

  it('refuses, in production, the demo database of the quick start, and says how to start clean', async () => {
    const demo = join(dir, 'demo.db');
    const handle = openDatabase(demo);
    await migrateToLatest(handle);
    await seedDemoData(handle);
    await handle.close();
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin-create.ts', '--email', 'secretary@oldboys.org.uk'],
      {
        env: { ...process.env, DATABASE_URL: demo, NODE_ENV: 'production' },
        input: 'a long passphrase\n',
        encoding: 'utf8',
      },
    );
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('nothing was changed');
    expect(res.stderr).toContain('it holds the demo data');
    expect(res.stderr).toContain(`mv ${demo} ${join(dir, 'demo-demo.db')}`);
  }, 60_000);
});
