import type { Db } from '../../db/database';
import { inSlices } from '../../db/slices';
import { insertMemberRow } from '../../db/member-references';
import type { ImportMember } from './csv-import';

/** Which of these (lower-case) addresses already belong to a member. */
export async function findTakenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const rows = await inSlices(emails, 500, (chunk) =>
    db.selectFrom('members').select('email').where('email', 'in', chunk).execute(),
  );
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** An imported member: approved by the importing administrator, e-mail not yet confirmed, no password yet. */
export async function insertImportedMember(db: Db, m: ImportMember, nowIso: string): Promise<number> {
  return insertMemberRow(db, {
    email: m.email,
    password_hash: null,
    title: m.title,
    first_name: m.firstName,
    last_name: m.lastName,
    mobile_number: m.mobile,
    home_phone: m.homePhone,
    business_phone: m.businessPhone,
    address_line1: m.addressLine1,
    postcode: m.postcode,
    county: m.county,
    year_left: m.yearLeft,
    house: m.house,
    handicap: m.handicap,
    home_club: m.homeClub,
    society: m.society,
    how_hear: null,
    approval: 'approved',
    email_confirmed_at: null,
    is_admin: 0,
    created_at: nowIso,
    approved_at: nowIso,
    updated_at: nowIso,
  });
}
