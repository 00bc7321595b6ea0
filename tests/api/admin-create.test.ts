// `npm run admin:create`: run in this process through runAdminCreate, and once as the command itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCreate } from '../../src/server/cli/run-admin-create';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { verifyPassword } from '../../src/server/lib/passwords';
import { isValidReference } from '../../src/shared/payment-reference';
import { runCommandFile, runInProcess } from '../helpers/command-io';

const dir = mkdtempSync(join(tmpdir(), 'society-admin-create-'));
const database = join(dir, 'society.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = { DATABASE_URL: database, PUBLIC_URL: 'https://golf.example.org', NODE_ENV: 'test' };
const adminCreate = (args: string[], input = '') =>
  runInProcess((io) => runAdminCreate(args, io), env, input);

let made = 0;
/** An address no other test of this file uses, so each passes alone and in any order. */
const newAddress = () => `admin${++made}@golf.example.org`;

async function storedMember(email: string) {
  const handle = openDatabase(database);
  try {
    return await handle.db
      .selectFrom('members')
      .select(['password_hash', 'is_admin', 'first_name', 'payment_reference'])
      .where('email', '=', email)
      .executeTakeFirst();
  } finally {
    await handle.close();
  }
}

describe('npm run admin:create', () => {
  it('as a command: reads the password piped in, names PUBLIC_URL in its Log in at line, and ends with 0', async () => {
    const email = newAddress();
    const res = await runCommandFile(
      'src/server/cli/admin-create.ts',
      ['--email', email, '--first-name', 'Ann'],
      env,
      'a long passphrase\n',
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Log in at https://golf.example.org/loginregister');
    expect(res.stdout).not.toContain('a long passphrase');
    const row = await storedMember(email);
    expect(row?.is_admin).toBe(1);
    expect(row?.first_name).toBe('Ann');
    expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);
  }, 60_000);

  it('prints its usage line without arguments', async () => {
    const res = await adminCreate([]);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^Usage: npm run admin:create -- --email E/);
  });

  it('never takes the password from the command line', async () => {
    const res = await adminCreate(['--email', newAddress(), '--password', 'a long passphrase']);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('--password is not accepted');
  });

  it('creates an administrator with the password from standard input', async () => {
    const email = newAddress();
    const res = await adminCreate(['--email', email, '--first-name', 'Bea'], 'a long passphrase\n');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toBe(
      `Administrator ${email} created. Log in at https://golf.example.org/loginregister\n`,
    );
    const row = await storedMember(email);
    expect(row?.is_admin).toBe(1);
    expect(row?.first_name).toBe('Bea');
    expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);
    // Like every member, an administrator has a payment reference from the start (decision 0046).
    expect(isValidReference(row!.payment_reference!)).toBe(true);
  });

  it('refuses a short password and writes nothing', async () => {
    const email = newAddress();
    const res = await adminCreate(['--email', email], 'short\n');
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Password must be 8 characters long');
    expect(await storedMember(email)).toBeUndefined();
  });

  it("keeps an existing member's password unless --reset-password is given", async () => {
    const email = newAddress();
    expect((await adminCreate(['--email', email], 'a long passphrase\n')).status).toBe(0);
    const refused = await adminCreate(['--email', email], 'another passphrase\n');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already a member');
    expect(refused.stderr).toContain('--reset-password');
    let row = await storedMember(email);
    expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);

    const reset = await adminCreate(['--email', email, '--reset-password'], 'another passphrase\n');
    expect(reset.status).toBe(0);
    expect(reset.stderr).toContain('their password will be replaced');
    expect(reset.stdout).toContain('password replaced');
    row = await storedMember(email);
    expect(await verifyPassword(row!.password_hash, 'another passphrase')).toBe(true);
  });

  it('refuses, in production, the demo database of the quick start, and says how to start clean', async () => {
    const demo = join(dir, 'demo.db');
    const handle = openDatabase(demo);
    await migrateToLatest(handle);
    await seedDemoData(handle);
    await handle.close();
    const res = await runInProcess(
      (io) => runAdminCreate(['--email', 'secretary@oldboys.org.uk'], io),
      { DATABASE_URL: demo, NODE_ENV: 'production' },
      'a long passphrase\n',
    );
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('nothing was changed');
    expect(res.stderr).toContain('it holds the demo data');
    expect(res.stderr).toContain(`mv ${demo} ${join(dir, 'demo-demo.db')}`);
  }, 60_000);
});
