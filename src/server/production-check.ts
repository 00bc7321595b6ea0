// What a production start needs before it can serve a real society, said in one block at start.
// Missing or placeholder settings stop the start; what only weakens the site (no SMTP, no administrator) is said
// but does not stop it.

import { dirname } from 'node:path';

export interface StartCheck {
  /** Settings without which the site must not start. */
  missing: string[];
  /** Settings the volunteer should know about; the site still starts. */
  warnings: string[];
}

/**
 * The names kept for documentation (RFC 2606 and RFC 6761): `*.example`, `example.com`, `example.net`,
 * `example.org` and their subdomains. The README, .env.example and docs/deploy/ use them in their examples, so a
 * setting copied as it is would otherwise pass (every e-mail link pointing at golf.example.org).
 */
const PLACEHOLDER_DOMAIN = /(^|[.@])(example|example\.(com|net|org))\.?$/i;

/** The domain of an e-mail setting ('Name <a@b.org>' or 'a@b.org'), or of a URL's host. */
function domainOf(value: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      return new URL(value).hostname;
    } catch {
      return undefined;
    }
  }
  // 'a@b.org', 'Name <a@b.org>', with or without quotes around it: the domain after the last @.
  return [...value.matchAll(/@([a-z0-9.-]+)/gi)].at(-1)?.[1];
}

export const isPlaceholderDomain = (value: string) => {
  const domain = domainOf(value.trim());
  return domain !== undefined && PLACEHOLDER_DOMAIN.test(domain);
};

function placeholder(name: string, value: string, example: string) {
  return `${name} is still the placeholder "${value}": set the society's own, e.g. ${name}=${example}`;
}

function mailSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  example: string,
  optional = false,
): string | undefined {
  const value = env[name]?.trim();
  if (!value) return optional ? undefined : `${name} is not set: for example ${name}=${example}`;
  if (isPlaceholderDomain(value)) return placeholder(name, value, example);
  return undefined;
}

/** The problems of a production start's environment (empty lists when all is set). */
export function checkProductionEnv(env: NodeJS.ProcessEnv): StartCheck {
  const missing: string[] = [];
  const warnings: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl)
    missing.push(
      'PUBLIC_URL is not set: the address members open, used in every e-mail link, e.g. PUBLIC_URL=https://golf.yoursociety.org.uk',
    );
  else if (isPlaceholderDomain(publicUrl))
    missing.push(placeholder('PUBLIC_URL', publicUrl, 'https://golf.yoursociety.org.uk'));
  else if (!publicUrl.startsWith('https://'))
    warnings.push(
      `PUBLIC_URL=${publicUrl} is not https://: in production every page tells the browser to fetch its scripts and styles over https, so over plain http the pages stay blank ("Loading…"); put the site behind HTTPS (docs/deploy/) and set PUBLIC_URL=https://…`,
    );
  for (const problem of [
    mailSetting(env, 'MAIL_FROM', '"Old Boys Golf Society <no-reply@yoursociety.org.uk>"'),
    mailSetting(env, 'ADMIN_NOTIFY_EMAIL', 'secretary@yoursociety.org.uk'),
    mailSetting(env, 'CONTACT_EMAIL', 'secretary@yoursociety.org.uk', true),
  ])
    if (problem) missing.push(problem);
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl)
    warnings.push(
      'SMTP_URL is not set: e-mails wait in the outbox and nobody receives them, e.g. SMTP_URL=smtp://user:pass@smtp.yourprovider.com:587?requireTLS=true',
    );
  else if (isPlaceholderDomain(smtpUrl))
    missing.push(
      `SMTP_URL still names the placeholder server ${domainOf(smtpUrl)}: set your mail provider's, e.g. SMTP_URL=smtp://user:pass@smtp.yourprovider.com:587?requireTLS=true`,
    );
  // The key's kind only: its value is never printed.
  if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY?.trim() ?? ''))
    warnings.push(
      "STRIPE_SECRET_KEY is a test key: members are offered cards, but no money is taken; set the live secret key (sk_live_…) and the live webhook's STRIPE_WEBHOOK_SECRET",
    );
  return { missing, warnings };
}

/** The block printed at start: what stops the start, what to look at, and where to set it. */
export function startCheckBlock(check: StartCheck): string {
  const lines: string[] = [];
  if (check.missing.length > 0) {
    lines.push('The site will not start in production until these are set:');
    for (const m of check.missing) lines.push(`  - ${m}`);
  }
  if (check.warnings.length > 0) {
    lines.push(check.missing.length > 0 ? 'Also:' : 'The site starts, but:');
    for (const w of check.warnings) lines.push(`  - ${w}`);
  }
  if (lines.length === 0) return '';
  lines.push(
    'Set them in the environment or in .env beside package.json (see .env.example and the README, "Running in production").',
  );
  return `\n${lines.join('\n')}\n`;
}

/** Why a production start refuses a database that holds the demo data, and how to start on one of its own. */
export function demoDataBlock(
  found: { demoAdministrator: boolean; demoMembers: number },
  databaseUrl: string,
): string {
  const what = found.demoAdministrator
    ? `the demo administrator admin@society.example, whose password is published in the README, and ${found.demoMembers - 1} other demo members`
    : `${found.demoMembers} demo members`;
  const sqlite = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? '  - PostgreSQL: create a new, empty database for the site (README, "On PostgreSQL") and point DATABASE_URL at it'
    : `  - SQLite: move the demo database aside (mv ${databaseUrl} ${databaseUrl.replace(/(\.[^./]+)?$/, '-demo$1')}, and its -wal and -shm files if they exist), or set DATABASE_URL to a new file (e.g. DATABASE_URL=data/production.db)`;
  return [
    '',
    `The site will not start in production on this database: it holds the demo data (${what}). It would let the demo password in and send reminders to the demo members.`,
    'Start production on a database of its own:',
    sqlite,
    '  - then create the administrator (npm run admin:create -- --email you@yoursociety.org.uk) and start again.',
    '',
  ].join('\n');
}

/** Why a start refuses a SQLite database this user cannot write (pages would answer, every login fail). */
export function unwritableDatabaseBlock(unwritable: string, databaseFile: string): string {
  const uid = process.getuid?.();
  const user = uid === undefined ? 'this user' : `this user (uid ${uid})`;
  return [
    '',
    `The site will not start: ${unwritable} cannot be written by ${user}, so every login and every change would fail.`,
    "Give the database's folder, with the database and its -wal and -shm files, to the site's user (after a restore as root, for one), e.g.",
    `  sudo chown -R society:society ${dirname(databaseFile)}`,
    '',
  ].join('\n');
}
