import type { Db } from '../../src/server/db/database';
import type { MembersTable } from '../../src/server/db/types';
import { hashPassword } from '../../src/server/lib/passwords';
import { insertMemberRow } from '../../src/server/db/member-references';
import { startSession } from '../../src/server/modules/sessions/sessions.service';
import type { TestClient } from './http-client';
import type { Insertable } from 'kysely';

export const TEST_PASSWORD = 'correct-horse-9';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface TestMember {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** An approved, confirmed member unless the overrides say otherwise. */
export async function createMember(
  db: Db,
  overrides: Partial<Insertable<MembersTable>> = {},
): Promise<TestMember> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  counter += 1;
  const now = new Date().toISOString();
  const values: Insertable<MembersTable> = {
    email: `member${counter}.${Math.random().toString(36).slice(2, 7)}@example.com`,
    password_hash: await passwordHash,
    title: 'Mr',
    first_name: `First${counter}`,
    last_name: `Last${counter}`,
    mobile_number: '+447700900123',
    year_left: 1985,
    house: 'Kipling',
    handicap: 12,
    approval: 'approved',
    email_confirmed_at: now,
    is_admin: 0,
    created_at: now,
    approved_at: now,
    updated_at: now,
    ...overrides,
  };
  const id = await insertMemberRow(db, values);
  return {
    id,
    email: values.email,
    password: TEST_PASSWORD,
    firstName: values.first_name,
    lastName: values.last_name,
  };
}

export const createAdmin = (db: Db, overrides: Partial<Insertable<MembersTable>> = {}) =>
  createMember(db, { is_admin: 1, ...overrides });

/** Gives the client a signed-in session for the member, as a login would (cookie plus XSRF cookie). */
export async function signInAs(client: TestClient, db: Db, memberId: number) {
  const s = await startSession(db, memberId);
  client.cookies.set('sid', s.token);
  client.cookies.set('XSRF-TOKEN', s.xsrfToken);
  return s;
}

/** A member's row as stored, found by id; throws when there is none. */
export const memberById = (db: Db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
