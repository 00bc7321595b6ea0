// The work of `npm run admin:create` (admin-create.ts): creates the first administrator of a production site, or
// makes an existing member one. The password is typed at a hidden prompt or piped on standard input, never given on
// the command line (npm would echo it, the shell keep it).
import { newPasswordField } from '@shared/schemas/member-fields';
import { openDatabase } from '../db/database';
import { findDemoAccounts } from '../db/seed/demo-data.repository';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/audit.repository';
import { findByEmail } from '../modules/accounts/accounts.repository';
import {
  insertAdministrator,
  promoteToAdministrator,
} from '../modules/admin-members/admin-members.repository';
import { demoDataBlock } from '../production-check';
import { argsOrUsage, configOrFail, emailArgOrFail, fail, runCommand, type CommandIo } from './command-line';
import { readPassword } from './read-password';

const usage =
  'Usage: npm run admin:create -- --email E [--first-name F --last-name L] [--reset-password]\n' +
  '  The password is asked for (hidden), or read from standard input: printf \'%s\\n\' "$PASSWORD" | npm run admin:create -- --email E';

/** `npm run admin:create -- …` with these arguments; answers the exit status. */
export function runAdminCreate(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, async () => {
    const { values } = argsOrUsage(
      {
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string', default: 'Site' },
          'last-name': { type: 'string', default: 'Administrator' },
          'reset-password': { type: 'boolean', default: false },
        },
      },
      args,
      usage,
    );
    if (values.password !== undefined)
      fail(
        '--password is not accepted: a password on the command line is echoed and kept in the shell history.\n' +
          usage,
      );
    const email = emailArgOrFail(values.email, 'email', usage);
    const config = configOrFail(io.env);
    const handle = openDatabase(config.databaseUrl);
    try {
      await migrateToLatest(handle);
      // The production start refuses the quick start's demo database: say so before an administrator is added to it.
      if (config.isProduction && !config.allowDemoData) {
        const demo = await findDemoAccounts(handle.db);
        if (demo.demoMembers > 0)
          throw new Error(`nothing was changed.${demoDataBlock(demo, config.databaseUrl)}`);
      }
      const existing = await findByEmail(handle.db, email);
      if (existing && !values['reset-password'])
        throw new Error(
          `${email} is already a member. Run again with --reset-password to make them an administrator ` +
            'and replace their password; nothing was changed.',
        );
      if (existing) io.stderr.write(`${email} is already a member: their password will be replaced.\n`);
      const typed = await readPassword(io);
      const password = newPasswordField().safeParse(typed);
      if (!password.success)
        throw new Error(`password: ${password.error.issues[0].message}; nothing was changed`);
      const now = nowIso();
      const hash = await hashPassword(typed);
      await handle.db.transaction().execute(async (trx) => {
        if (existing) await promoteToAdministrator(trx, existing.id, hash, now);
        const id =
          existing?.id ??
          (await insertAdministrator(trx, {
            email: email,
            passwordHash: hash,
            firstName: values['first-name']!,
            lastName: values['last-name']!,
            now,
          }));
        await recordAudit(
          trx,
          {
            actorId: null,
            action: existing ? 'admin.reset-password' : 'admin.create',
            entity: 'member',
            entityId: id,
            after: { email: email, isAdmin: true },
          },
          now,
        );
      });
      const what = existing ? 'password replaced' : 'created';
      io.stdout.write(`Administrator ${email} ${what}. Log in at ${config.publicUrl}/loginregister\n`);
    } catch (err) {
      fail(`Could not create the administrator: ${(err as Error).message}`);
    } finally {
      await handle.close();
    }
  });
}
