import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { readSiteSecret } from '../db/site-secrets.repository';

/**
 * The site's secret for tokens in links (calendar feeds, unsubscribe): 32 random bytes written by migration 0007,
 * read once per process. A link's token is derived from it, so a copy of one table alone reveals no token.
 */
const cache = new WeakMap<Db, Promise<Buffer>>();

export function siteSecret(db: Db): Promise<Buffer> {
  let found = cache.get(db);
  if (!found) {
    found = readSiteSecret(db, 'tokens').then((value) => Buffer.from(value, 'base64url'));
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}

/** HMAC-SHA256 of a label under the secret, as base64url (43 characters). */
export const derive = (secret: Buffer, label: string) =>
  createHmac('sha256', secret).update(label).digest('base64url');

const keyFor = (secret: Buffer, purpose: string) =>
  createHmac('sha256', secret).update(`key:${purpose}`).digest();

/** Seals a short text so that only this site can read it back (AES-256-GCM): the token reveals nothing. */
export function seal(secret: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The text sealed by `seal`, or null for anything else (tampered, truncated, another purpose). */
export function unseal(secret: Buffer, purpose: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{40,200}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
