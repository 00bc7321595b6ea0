import { MAIL_KINDS, type MailKind } from '@shared/schemas/preferences';
import { seal, unseal } from '../../lib/site-secret';

/**
 * The token of an unsubscribe link: the member and the kind of e-mail, sealed with the site's secret
 * (AES-GCM), so it reveals nothing, cannot be forged or changed to another member, and needs no table.
 */
const PURPOSE = 'unsubscribe';

export const unsubscribeToken = (secret: Buffer, memberId: number, kind: MailKind) =>
  seal(secret, PURPOSE, `${memberId}:${kind}`);

export function readUnsubscribeToken(
  secret: Buffer,
  token: string,
): { memberId: number; kind: MailKind } | null {
  const plain = unseal(secret, PURPOSE, token);
  const m = plain?.match(/^(\d{1,10}):([a-z]+)$/);
  if (!m || !(MAIL_KINDS as readonly string[]).includes(m[2])) return null;
  return { memberId: Number(m[1]), kind: m[2] as MailKind };
}

/** The link in the e-mail (a page with a button) and the one-click address of the List-Unsubscribe header. */
export const unsubscribePageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${token}`;
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/unsubscribe?token=${token}`;

/** RFC 8058 headers for a message a member can unsubscribe from. */
export const listUnsubscribeHeaders = (publicUrl: string, token: string) => ({
  'List-Unsubscribe': `<${oneClickUrl(publicUrl, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
