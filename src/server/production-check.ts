// What a production start needs before it can serve a real society, said in one block at start.
// Missing or placeholder settings stop the start; what only weakens the site (no SMTP, no administrator) is said
// but does not stop it.

export interface StartCheck {
  /** Settings without which the site must not start. */
  missing: string[];
  /** Settings the volunteer should know about; the site still starts. */
  warnings: string[];
}

const PLACEHOLDER_DOMAIN = /\.example>?\s*$/i;

function mailSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  example: string,
  optional = false,
): string | undefined {
  const value = env[name]?.trim();
  if (!value) return optional ? undefined : `${name} is not set: for example ${name}=${example}`;
  if (PLACEHOLDER_DOMAIN.test(value))
    return `${name} is still the placeholder "${value}": set the society's own address, e.g. ${name}=${example}`;
  return undefined;
}

/** The problems of a production start's environment (empty lists when all is set). */
export function checkProductionEnv(env: NodeJS.ProcessEnv): StartCheck {
  const missing: string[] = [];
  const warnings: string[] = [];
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl)
    missing.push(
      'PUBLIC_URL is not set: the address members open, used in every e-mail link, e.g. PUBLIC_URL=https://golf.example.org',
    );
  else if (!publicUrl.startsWith('https://'))
    warnings.push(`PUBLIC_URL=${publicUrl} is not https://: put the site behind HTTPS (docs/deploy/)`);
  for (const problem of [
    mailSetting(env, 'MAIL_FROM', '"Old Boys Golf Society <no-reply@golf.example.org>"'),
    mailSetting(env, 'ADMIN_NOTIFY_EMAIL', 'secretary@golf.example.org'),
    mailSetting(env, 'CONTACT_EMAIL', 'secretary@golf.example.org', true),
  ])
    if (problem) missing.push(problem);
  if (!env.SMTP_URL?.trim())
    warnings.push(
      'SMTP_URL is not set: e-mails wait in the outbox and nobody receives them, e.g. SMTP_URL=smtp://user:pass@smtp.example.org:587',
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
