import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The site's secret for tokens in links (calendar feeds, unsubscribe). It is kept outside the database (decision
 * 0023): TOKEN_SECRET, or else the file TOKEN_SECRET_FILE, made with 32 random bytes on first start and readable by
 * the server's user only. A copy or backup of the database alone therefore cannot rebuild a working link; only the
 * hash of a feed's token is stored. One secret per server process.
 */
let current: Buffer | undefined;

export function useTokenSecret(config: { tokenSecret?: string; tokenSecretFile: string }): void {
  if (config.tokenSecret) {
    current = createHmac('sha256', 'society-token-secret').update(config.tokenSecret).digest();
    return;
  }
  const file = resolve(config.tokenSecretFile);
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  try {
    current = read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      // Another server started at the same moment wrote it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    current = read();
  }
  if (current.length < 32)
    throw new Error(`${file} holds less than 32 bytes: delete it to have a new one made`);
}

/** The secret set by useTokenSecret (the app sets it as it is built). */
export function tokenSecret(): Buffer {
  if (!current) throw new Error('the token secret has not been loaded (useTokenSecret)');
  return current;
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
