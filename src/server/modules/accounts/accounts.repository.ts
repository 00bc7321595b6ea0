import type { Db } from '../../db/database';
import { insertMemberRow } from '../../db/member-references';
import { updateRow } from '../../db/rows';

/** A member's contact details, as My Profile and the treasurer's export show them. */
export const CONTACT_COLUMNS = [
  'email',
  'mobile_number',
  'home_phone',
  'business_phone',
  'address_line1',
  'postcode',
] as const;

const PROFILE_COLUMNS = [
  'id',
  'title',
  ...CONTACT_COLUMNS,
  'year_left',
  'house',
  'home_club',
  'society',
  'handicap',
  'first_name',
  'last_name',
  'initials',
  'approval',
  'email_confirmed_at',
] as const;

/** A member as the account's services read them: the profile, the password's hash and whether an administrator. */
const membersWithPassword = (db: Db) =>
  db.selectFrom('members').select([...PROFILE_COLUMNS, 'password_hash', 'is_admin']);

export const findByEmail = (db: Db, email: string) =>
  membersWithPassword(db).where('email', '=', email).executeTakeFirst();

export const findById = (db: Db, id: number) =>
  membersWithPassword(db).where('id', '=', id).executeTakeFirst();

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** What a registration form gives of a member, as the service passes it. */
export interface RegistrationDetails {
  title: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  house: string;
  yearLeft: number;
  handicap: number;
  now: string;
  privacyAcceptedAt?: string | null;
}

/** The registration's columns of the members table. */
const registrationColumns = (m: RegistrationDetails) => ({
  title: m.title,
  first_name: m.firstName,
  last_name: m.lastName,
  mobile_number: m.mobileNumber,
  house: m.house,
  year_left: m.yearLeft,
  handicap: m.handicap,
  privacy_accepted_at: m.privacyAcceptedAt ?? null,
  updated_at: m.now,
});

export async function insertMember(db: Db, m: RegistrationDetails & { email: string; passwordHash: string }) {
  return insertMemberRow(db, {
    ...registrationColumns(m),
    email: m.email,
    password_hash: m.passwordHash,
    how_hear: '',
    approval: 'pending',
    email_confirmed_at: null,
    is_admin: 0,
    created_at: m.now,
    approved_at: null,
  });
}

export async function markEmailConfirmed(db: Db, id: number, now: string) {
  await db
    .updateTable('members')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export const setPasswordHash = (db: Db, id: number, passwordHash: string, now: string) =>
  updateRow(db, 'members', id, { password_hash: passwordHash, updated_at: now });

/**
 * Another registration of an address that is still unconfirmed: the account takes its details, and keeps no
 * password until whoever holds the mailbox chooses one from the link sent there.
 */
export async function replaceRegistration(db: Db, id: number, m: RegistrationDetails) {
  await db
    .updateTable('members')
    .set({ ...registrationColumns(m), password_hash: null })
    .where('id', '=', id)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/** No password signs in to the account until one is chosen from an e-mailed link. */
export const clearPasswordHash = (db: Db, id: number, now: string) =>
  updateRow(db, 'members', id, { password_hash: null, updated_at: now });

export async function updateContact(
  db: Db,
  id: number,
  c: {
    email: string;
    mobileNumber: string;
    homePhone: string | null;
    businessPhone: string | null;
    addressLine1: string | null;
    postcode: string | null;
    /** Absent: kept as they are; null: taken from the first name. */
    initials?: string | null;
  },
  now: string,
) {
  await updateRow(db, 'members', id, {
    email: c.email,
    mobile_number: c.mobileNumber,
    home_phone: c.homePhone,
    business_phone: c.businessPhone,
    address_line1: c.addressLine1,
    postcode: c.postcode,
    ...(c.initials !== undefined && { initials: c.initials }),
    updated_at: now,
  });
}

/** A confirmed address change: the member signs in with the new address from now on. */
export const setEmail = (db: Db, id: number, email: string, now: string) =>
  updateRow(db, 'members', id, { email, updated_at: now });

export async function updateMembership(
  db: Db,
  id: number,
  m: {
    year: number;
    schoolHouse: string | null;
    homeClub: string | null;
    society: string | null;
    handicap: number | null;
  },
  now: string,
) {
  await updateRow(db, 'members', id, {
    year_left: m.year,
    house: m.schoolHouse,
    home_club: m.homeClub,
    society: m.society,
    handicap: m.handicap,
    updated_at: now,
  });
}

/** True when another member already has the address. */
export async function emailTakenByOther(db: Db, email: string, id: number) {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', id)
    .executeTakeFirst();
  return !!row;
}

export function listPending(db: Db) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'year_left',
      'house',
      'handicap',
      'email_confirmed_at',
      'created_at',
    ])
    .where('approval', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** Approves a pending member; false when the member was not pending (already approved, suspended or unknown). */
export async function approve(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('members')
    .set({ approval: 'approved', approved_at: now, updated_at: now })
    .where('id', '=', id)
    .where('approval', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
