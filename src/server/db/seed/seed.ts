import { seedDemoGolfDays } from './demo-golf-days';
import { seedDemoGuestsAndDinner } from './demo-guests-and-dinner';
import { seedDemoResultsFromCards } from './demo-results-from-cards';
import { londonToday } from '@shared/dates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { DatabaseHandle } from '../database';
import { DEMO_COURSES } from './demo-courses';
import { demoFiles } from './demo-files';
import { demoFixtureResults } from './demo-fixture-results';
import { demoFixtures, fixtureKey } from './demo-fixtures';
import { demoFoursomes } from './demo-foursomes';
import { demoCompetitions } from './demo-competitions';
import { demoLatestResults } from './demo-latest-results';
import { demoMeetingResults, withFixtureWinners } from './demo-meeting-results';
import { ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD, demoMembers } from './demo-members';
import { demoOtherResults } from './demo-other-results';
import type { DemoPdf } from './demo-pdfs';
import { demoPublications } from './demo-publications';
import { demoRegistrations } from './demo-registrations';
import { giveMissingPaymentReferences } from '../member-references';
import { seedDemoMoney } from './demo-money';

export interface DemoCredentials {
  adminEmail: string;
  adminPassword: string;
}

/**
 * Fills an empty database with demo data in one transaction. The administrator's password is
 * DEMO_ADMIN_PASSWORD and returned; every other demo member's password is DEMO_MEMBER_PASSWORD.
 */
export async function seedDemoData(handle: DatabaseHandle): Promise<DemoCredentials> {
  const now = new Date();
  const nowIso = now.toISOString();
  const today = londonToday(now);
  const lastYear = Number(today.slice(0, 4)) - 1;

  const adminPassword = DEMO_ADMIN_PASSWORD;
  // Each argon2id hash costs about 50 ms: one for the administrator, one shared by all the demo members.
  const [adminHash, memberHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(DEMO_MEMBER_PASSWORD),
  ]);

  const fixtures = demoFixtures(today, nowIso);
  const fixtureResults = demoFixtureResults(fixtures, today, nowIso);
  const meetingResults = withFixtureWinners(demoMeetingResults(lastYear), fixtureResults);
  const otherResults = demoOtherResults(lastYear);
  const publications = demoPublications(lastYear);
  const pdfs = [
    ...fixtureResults.map((r) => r.pdf),
    ...meetingResults.map((r) => r.pdf),
    ...otherResults.flatMap((g) => g.items.map((i) => i.pdf)),
    ...publications.map((p) => p.pdf),
  ].filter((pdf): pdf is DemoPdf => pdf !== null);
  const files = await demoFiles(pdfs, nowIso);

  await handle.db.transaction().execute(async (trx) => {
    const members = await trx
      .insertInto('members')
      .values(demoMembers(now, adminHash, memberHash))
      .returning(['id', 'email', 'approval', 'is_admin'])
      .execute();
    await giveMissingPaymentReferences(trx);
    await trx.insertInto('courses').values(DEMO_COURSES).execute();

    // RETURNING gives no guaranteed order, so ids are matched by each row's unique key.
    const insertedFiles = await trx
      .insertInto('files')
      .values(files)
      .returning(['id', 'file_name'])
      .execute();
    const fileIds = new Map(insertedFiles.map((f) => [f.file_name, f.id]));
    const fileId = (pdf: DemoPdf | null) => (pdf ? (fileIds.get(pdf.fileName) ?? null) : null);

    const insertedFixtures = await trx
      .insertInto('fixtures')
      .values(fixtures)
      .returning(['id', 'year', 'event', 'start_date', 'end_date', 'can_register'])
      .execute();
    const fixtureIds = new Map(insertedFixtures.map((f) => [fixtureKey(f), f.id]));

    const registrations = demoRegistrations(insertedFixtures, members, today, now);
    if (registrations.length > 0) {
      await trx.insertInto('fixture_registrations').values(registrations).execute();
    }
    await seedDemoGolfDays(trx, today, nowIso);
    await seedDemoGuestsAndDinner(trx, today, now);
    await seedDemoMoney(trx, today, nowIso);

    if (fixtureResults.length > 0) {
      await trx
        .insertInto('fixture_results')
        .values(
          fixtureResults.map(({ fixtureKey: key, event: _event, year: _year, date: _date, pdf, ...row }) => ({
            ...row,
            fixture_id: fixtureIds.get(key)!,
            file_id: fileId(pdf),
          })),
        )
        .execute();
    }

    await trx.insertInto('latest_results').values(demoLatestResults(now, fixtureResults)).execute();

    await trx
      .insertInto('meeting_results')
      .values(meetingResults.map(({ pdf, ...row }) => ({ ...row, file_id: fileId(pdf) })))
      .execute();

    const groupings = await trx
      .insertInto('other_result_groupings')
      .values(otherResults.map(({ description, sort_order }) => ({ description, sort_order })))
      .returning(['id', 'description'])
      .execute();
    const groupingIds = new Map(groupings.map((g) => [g.description, g.id]));
    await trx
      .insertInto('other_result_items')
      .values(
        otherResults.flatMap((g) =>
          g.items.map((item) => ({
            grouping_id: groupingIds.get(g.description)!,
            description: item.description,
            sort_order: item.sort_order,
            file_id: fileId(item.pdf),
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('publications')
      .values(publications.map(({ pdf, ...p }) => ({ ...p, file_id: fileId(pdf), created_at: nowIso })))
      .execute();

    await trx.insertInto('foursomes_matches').values(demoFoursomes(lastYear)).execute();
    await trx
      .insertInto('competitions')
      .values(demoCompetitions(lastYear + 1, nowIso))
      .execute();
    await seedDemoResultsFromCards(trx, today, nowIso);
  });

  return { adminEmail: ADMIN_EMAIL, adminPassword };
}

/**
 * The demo administrator's credentials while their password is still the demo one (printed at every start
 * outside production), or null once it was changed or there is no demo administrator.
 */
export async function demoAdminStillDefault(handle: DatabaseHandle): Promise<DemoCredentials | null> {
  const admin = await handle.db
    .selectFrom('members')
    .select('password_hash')
    .where('email', '=', ADMIN_EMAIL)
    .executeTakeFirst();
  if (!admin || !(await verifyPassword(admin.password_hash, DEMO_ADMIN_PASSWORD))) return null;
  return { adminEmail: ADMIN_EMAIL, adminPassword: DEMO_ADMIN_PASSWORD };
}

/** Seeds only a database without members; returns the demo administrator's credentials, or null. */
export async function seedIfEmpty(handle: DatabaseHandle): Promise<DemoCredentials | null> {
  const anyMember = await handle.db.selectFrom('members').select('id').limit(1).executeTakeFirst();
  if (anyMember) return null;
  return seedDemoData(handle);
}
