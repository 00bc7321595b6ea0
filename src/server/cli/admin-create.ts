// `npm run admin:create -- --email E --password P [--first-name F --last-name L]`:
// creates (or promotes) the first administrator of a production site.
import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@shared/schemas/member-fields';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/audit.repository';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const email = emailField.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${email.error.issues[0].message}`);
const password = newPasswordField().safeParse(values.password ?? '');
if (!password.success) fail(`--password: ${password.error.issues[0].message}`);

let config;
try {
  loadDotEnv();
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const handle = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(handle);
  const now = nowIso();
  const hash = await hashPassword(values.password!);
  await handle.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('members')
      .select('id')
      .where('email', '=', email.data)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      await trx
        .updateTable('members')
        .set({
          is_admin: 1,
          approval: 'approved',
          email_confirmed_at: now,
          password_hash: hash,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    } else {
      const row = await trx
        .insertInto('members')
        .values({
          email: email.data,
          password_hash: hash,
          first_name: values['first-name']!,
          last_name: values['last-name']!,
          approval: 'approved',
          email_confirmed_at: now,
          is_admin: 1,
          created_at: now,
          approved_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(
      trx,
      {
        actorId: null,
        action: 'admin.create',
        entity: 'member',
        entityId: id,
        after: { email: email.data, isAdmin: true },
      },
      now,
    );
  });
  console.log(`Administrator ready: ${email.data}. Log in at ${config.publicUrl}/loginregister`);
} catch (err) {
  fail(`Could not create the administrator: ${(err as Error).message}`);
} finally {
  await handle.close();
}
