import type { Db } from '../../db/database';
import { inSlices } from '../../db/slices';
import { insertAddedMember } from '../../db/member-references';
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
  return insertAddedMember(db, m, nowIso, {
    mobile_number: m.mobile,
    home_phone: m.homePhone,
    business_phone: m.businessPhone,
    address_line1: m.addressLine1,
    postcode: m.postcode,
    county: m.county,
    home_club: m.homeClub,
    society: m.society,
    how_hear: null,
    email_confirmed_at: null,
  });
}
