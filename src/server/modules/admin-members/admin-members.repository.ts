import type { ExpressionBuilder, Selectable } from 'kysely';
import type { MemberStatus } from '@shared/constants';
import type { Db, Dialect } from '../../db/database';
import { pageWithTotal, updateRow } from '../../db/rows';
import { insertAddedMember, insertMemberRow } from '../../db/member-references';
import type { Database, MembersTable } from '../../db/types';
import type { OfflineMember } from '@shared/schemas/offline-members';
import { approvalColumn, byName, matchesAll, type SearchTerm } from '../members/members.repository';

type MemberRow = Pick<
  Selectable<MembersTable>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'year_left'
  | 'house'
  | 'approval'
  | 'email_confirmed_at'
  | 'is_admin'
  | 'created_at'
  | 'password_hash'
  | 'payment_reference'
>;

const COLUMNS = [
  'members.id',
  'members.first_name',
  'members.last_name',
  'members.email',
  'members.year_left',
  'members.house',
  'members.approval',
  'members.email_confirmed_at',
  'members.is_admin',
  'members.created_at',
  'members.password_hash',
  'members.payment_reference',
] as const;

/** DESIGN.md 'Fixed details': the four statuses, from the approval column and the e-mail confirmation. */
export function statusOf(m: Pick<MemberRow, 'approval' | 'email_confirmed_at'>): MemberStatus {
  if (m.approval === 'suspended') return 'suspended';
  if (!m.email_confirmed_at) return 'awaiting_confirmation';
  if (m.approval === 'pending') return 'awaiting_approval';
  return 'approved';
}

function hasStatus(eb: ExpressionBuilder<Database, 'members'>, dialect: Dialect, status: MemberStatus) {
  const approval = approvalColumn(dialect);
  switch (status) {
    case 'suspended':
      return eb(approval, '=', 'suspended');
    case 'awaiting_confirmation':
      return eb.and([eb(approval, '!=', 'suspended'), eb('members.email_confirmed_at', 'is', null)]);
    case 'awaiting_approval':
      return eb.and([eb(approval, '=', 'pending'), eb('members.email_confirmed_at', 'is not', null)]);
    case 'approved':
      return eb.and([eb(approval, '=', 'approved'), eb('members.email_confirmed_at', 'is not', null)]);
  }
}

/**
 * One page of members, optionally filtered by words (each in the first name, last name or e-mail), a mobile
 * number (E.164, the stored form) and status.
 */
export async function listMembers(
  db: Db,
  dialect: Dialect,
  filter: { words: string[]; mobile?: string; reference?: string; status?: MemberStatus },
  page: number,
  pageSize: number,
) {
  const terms: SearchTerm[] = filter.words.map((term) => ({
    columns: ['first_name', 'last_name', 'email'],
    term,
  }));
  const base = db.selectFrom('members').where((eb) =>
    eb.and([
      // Words that also read as a payment reference find that member too.
      filter.reference
        ? eb.or([matchesAll(eb, dialect, terms), eb('members.payment_reference', '=', filter.reference)])
        : matchesAll(eb, dialect, terms),
      ...(filter.mobile ? [eb('members.mobile_number', '=', filter.mobile)] : []),
      ...(filter.status ? [hasStatus(eb, dialect, filter.status)] : []),
    ]),
  );
  return pageWithTotal(base, (q) => q.select(COLUMNS).$call(byName), page, pageSize);
}

export function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').select(COLUMNS).where('members.id', '=', id).executeTakeFirst();
}

/** Whether the society has an administrator at all (a production start warns when not). */
export async function hasAdministrator(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('members').select('id').where('is_admin', '=', 1).executeTakeFirst()) !== undefined
  );
}

/**
 * The ids of the approved administrators. Inside a transaction on PostgreSQL the rows are locked, so two
 * administrators removing each other at the same moment cannot leave the society without one.
 */
export async function lockApprovedAdmins(db: Db, dialect: Dialect): Promise<number[]> {
  let q = db
    .selectFrom('members')
    .select('id')
    .where('is_admin', '=', 1)
    .where('approval', '=', 'approved')
    .orderBy('id');
  if (dialect === 'postgres') q = q.forUpdate();
  return (await q.execute()).map((r) => r.id);
}

export const setAdminFlag = (db: Db, id: number, isAdmin: boolean, nowIso: string) =>
  updateRow(db, 'members', id, { is_admin: isAdmin ? 1 : 0, updated_at: nowIso });

export async function setApproval(db: Db, id: number, approval: 'approved' | 'suspended', nowIso: string) {
  await db
    .updateTable('members')
    .set((eb) => ({
      approval,
      updated_at: nowIso,
      ...(approval === 'approved' ? { approved_at: eb.fn.coalesce('approved_at', eb.val(nowIso)) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** `npm run admin:create` on an existing member: approved, confirmed, an administrator, with a new password. */
export async function promoteToAdministrator(db: Db, id: number, passwordHash: string, now: string) {
  await db
    .updateTable('members')
    .set({
      is_admin: 1,
      approval: 'approved',
      email_confirmed_at: now,
      password_hash: passwordHash,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** `npm run admin:create` for a new address: an approved, confirmed administrator. */
export async function insertAdministrator(
  db: Db,
  a: { email: string; passwordHash: string; firstName: string; lastName: string; now: string },
) {
  return insertMemberRow(db, {
    email: a.email,
    password_hash: a.passwordHash,
    first_name: a.firstName,
    last_name: a.lastName,
    approval: 'approved',
    email_confirmed_at: a.now,
    is_admin: 1,
    created_at: a.now,
    approved_at: a.now,
    updated_at: a.now,
  });
}

/**
 * A member without e-mail (decision 0042): approved and counted as confirmed, so that they appear in every list
 * like anyone; no password, and an address at the reserved no-email domain that no mail or sign-in can use.
 */
export async function insertOfflineMember(db: Db, m: OfflineMember & { email: string; now: string }) {
  return insertAddedMember(db, m, m.now, {
    mobile_number: m.mobileNumber,
    address_line1: m.postalAddress,
    email_confirmed_at: m.now,
    show_email: 0,
  });
}
