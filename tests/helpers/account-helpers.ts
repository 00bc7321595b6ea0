import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from './http-client';
import { linkIn } from './smtp-sink';

let n = 0;

/** A fresh e-mail address no other test uses. */
export const uniqueEmail = (tag = 'user') => `${tag}.${Date.now()}.${(n += 1)}@example.com`;

/** A valid registration (spec §5), with the overrides given. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mr',
  firstName: 'Alan',
  lastName: 'Turing',
  email: uniqueEmail(),
  mobileNumber: '07700900111',
  house: 'Kipling',
  yearLeft: '1985',
  handicap: '12',
  password: 'a-good-password',
  confirmPassword: 'a-good-password',
  ...overrides,
});

/** A visitor registers (a valid registration with the overrides given); answers what was sent. */
export async function register(c: TestClient, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  await c.post('/api/account/register', body);
  return body;
}

/** Whether a received message went to the address. */
export const sentTo = (m: ParsedMail, address: string) =>
  JSON.stringify(m.to ?? '')
    .toLowerCase()
    .includes(address.toLowerCase());

/** The email and token of a link of ours. */
export const urlPart = (link: string) => {
  const u = new URL(link);
  return { path: u.pathname, email: u.searchParams.get('email')!, token: u.searchParams.get('token')! };
};

/** The member changes the password of the account `id` (the new one typed twice alike, unless `confirm` says). */
export const changePassword = (
  c: TestClient,
  id: number,
  oldPassword: string,
  newPassword = 'brand-new-pass',
  confirmNewPassword = newPassword,
) => c.post('/api/account/changepassword', { id, oldPassword, newPassword, confirmNewPassword });

/** A password chosen through an e-mailed link (`email` and `token`), typed twice alike unless `confirm` says. */
export const updatePassword = (
  c: TestClient,
  link: { email: string; token: string },
  password: string,
  confirmPassword = password,
) => c.post('/api/account/updatepassword', { ...link, password, confirmPassword });

/** What the site says of a link's token for the address. */
export const tokenInfo = async (c: TestClient, email: string, token: string) =>
  (await c.get(`/api/account/tokeninfo?email=${encodeURIComponent(email)}&token=${token}`)).json;

/** What following an e-mail's link to an account page (confirmemail, confirmemailchange, …) answers. */
export const followLink = async (c: TestClient, message: ParsedMail, page: string) =>
  (await c.post(`/api/account/${page}`, urlPart(linkIn(message, `/${page}?`)))).json;

export const login = (c: TestClient, username: string, password: string, headers?: Record<string, string>) =>
  c.post('/api/auth/login', { username, password }, headers);

/** A member's row, found by address (stored in lower case). */
export const memberRow = (db: Db, email: string) =>
  db.selectFrom('members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();

/**
 * Five wrong passwords for the account, each from a fresh client and refused with 400; then the right one from
 * `last`, which the account's login limit turns away with 429 and a wait of about 15 minutes. Answers that reply.
 */
export async function reachLoginLimit(
  first: () => TestClient,
  last: TestClient,
  who: { email: string; password: string },
) {
  for (let i = 0; i < 5; i += 1)
    expect((await login(first(), who.email, `wrong-${i}-password`)).status).toBe(400);
  const blocked = await login(last, who.email, who.password);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(840);
  return blocked;
}
