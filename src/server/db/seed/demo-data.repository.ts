import type { Db } from '../database';
import { ADMIN_EMAIL, DEMO_EMAILS } from './demo-members';

/** What of the demo data a database holds: the demo administrator, and how many demo members in all. */
export async function findDemoAccounts(db: Db): Promise<{ demoAdministrator: boolean; demoMembers: number }> {
  const rows = await db.selectFrom('members').select('email').where('email', 'in', DEMO_EMAILS).execute();
  return { demoAdministrator: rows.some((r) => r.email === ADMIN_EMAIL), demoMembers: rows.length };
}
