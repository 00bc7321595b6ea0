/**
 * What a start with no administrator prints (decision 0063): the set-up address, where it opens, until when, and
 * the other way in. `localUrl` is the address on the server itself, printed too when it differs.
 */
export function setupAddressBlock(p: {
  publicUrl: string;
  localUrl: string;
  token: string;
  expiresAt: string;
}): string {
  const path = `/setup/${p.token}`;
  const until = `${p.expiresAt.slice(11, 16)} UTC`;
  const lines = [
    '',
    '  The site has no administrator yet. To set it up, open this address (once, before ' + until + '):',
    '',
    `    ${p.publicUrl}${path}`,
    '',
    "  It creates the first administrator, then asks for the society's settings.",
  ];
  if (p.localUrl !== p.publicUrl)
    lines.push(`  On the server itself it is also ${p.localUrl}${path}; from anywhere else it is refused.`);
  lines.push(
    '  Each start without an administrator prints a new address (the earlier one stops working).',
    '  Or create the administrator here: npm run admin:create -- --email you@example.org',
    '',
  );
  return lines.join('\n');
}
