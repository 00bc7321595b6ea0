import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { londonToday } from '@shared/dates';
import { verifyPassword } from '../../lib/passwords';
import { test as harness } from '../../../../tests/helpers/harness';
import type { TestDatabase } from '../../../../tests/helpers/test-database';
import type { SignedInMember } from '../../fastify-types';
import { getCatering } from '../../modules/fixtures/fixture-catering.service';
import { demoFixtures, type DemoFixture } from './demo-fixtures';
import { DEMO_DINNER_CHOICES } from './demo-guests-and-dinner';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './demo-members';
import { seedIfEmpty } from './seed';
import { teeProblems } from '@shared/golf/tee-problems';
import { teeFromRow } from '../../modules/courses/tee-rows';

const today = londonToday();
const year = Number(today.slice(0, 4));

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const isPast = (f: { start_date: string; end_date: string | null }, day: string) =>
  (f.end_date ?? f.start_date) < day;

type Template = { copy: () => Promise<TestDatabase> };

// The demo data goes into SQLite or, with TEST_DATABASE_URL, PostgreSQL: a new society may start on either. The
// tests only read it, so the file seeds one copy of the harness's migrated database and drops it after the file.
const test = harness
  // The harness's worker fixture `template`; its type is not carried to a file's fixture, so it is named here.
  .extend('seeded', { scope: 'file' }, async ({ template }: { template?: Template }, { onCleanup }) => {
    const database = await template!.copy();
    onCleanup(() => database.drop());
    return { handle: database.handle, credentials: await seedIfEmpty(database.handle) };
  })
  .extend('handle', { scope: 'file' }, ({ seeded }) => seeded.handle)
  .extend('credentials', { scope: 'file' }, ({ seeded }) => seeded.credentials);

describe('seedDemoData', () => {
  test('returns the administrator, whose demo password signs in', async ({ handle, credentials }) => {
    expect(credentials).not.toBeNull();
    expect(credentials!.adminEmail).toBe('admin@society.example');
    expect(credentials!.adminPassword.length).toBeGreaterThanOrEqual(8);
    const admin = await handle.db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'admin@society.example')
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(1);
    expect(admin.approval).toBe('approved');
    expect(admin.email_confirmed_at).not.toBeNull();
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.password_hash, credentials!.adminPassword)).toBe(true);
  });

  test('has an ordinary approved member with the documented password', async ({ handle }) => {
    const member = await handle.db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', DEMO_MEMBER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(member.is_admin).toBe(0);
    expect(member.approval).toBe('approved');
    expect(member.email_confirmed_at).not.toBeNull();
    expect(await verifyPassword(member.password_hash, DEMO_MEMBER_PASSWORD)).toBe(true);
  });

  test('has members in every stage of joining, with valid details', async ({ handle }) => {
    const members = await handle.db.selectFrom('members').selectAll().execute();
    expect(members.length).toBeGreaterThanOrEqual(12);
    const awaitingApproval = members.filter((m) => m.approval === 'pending' && m.email_confirmed_at !== null);
    const awaitingConfirmation = members.filter(
      (m) => m.approval === 'pending' && m.email_confirmed_at === null,
    );
    expect(awaitingApproval.length).toBeGreaterThanOrEqual(1);
    expect(awaitingConfirmation.length).toBeGreaterThanOrEqual(1);
    expect(members.filter((m) => m.approval === 'approved').length).toBeGreaterThanOrEqual(8);
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
    for (const m of members) {
      expect(m.email).toBe(m.email.toLowerCase());
      expect(m.email).toMatch(/@(example\.com|society\.example)$/);
      expect(m.mobile_number).toMatch(/^\+\d+$/);
      expect(m.year_left).toBeGreaterThanOrEqual(1955);
      expect(m.year_left).toBeLessThanOrEqual(2015);
      expect(m.handicap).toBeGreaterThanOrEqual(0);
      expect(m.handicap).toBeLessThanOrEqual(28);
    }
  });

  test('has courses, ranked and unranked, with https websites', async ({ handle }) => {
    const courses = await handle.db.selectFrom('courses').selectAll().execute();
    expect(courses.length).toBeGreaterThanOrEqual(15);
    expect(courses.some((c) => c.top100 === 1)).toBe(true);
    expect(courses.some((c) => c.top100 === 0)).toBe(true);
    for (const c of courses) expect(c.website).toMatch(/^https:\/\//);
  });

  test('has fixtures for last year, this year and next year, with past and open future ones this year', async ({
    handle,
  }) => {
    const fixtures = await handle.db.selectFrom('fixtures').selectAll().execute();
    for (const y of [year - 1, year, year + 1]) {
      expect(fixtures.filter((f) => f.year === y).length).toBeGreaterThanOrEqual(10);
    }
    for (const f of fixtures) {
      expect(f.start_date.slice(0, 4)).toBe(String(f.year));
      expect(f.end_date! >= f.start_date).toBe(true);
    }
    expect(fixtures.some((f) => f.end_date !== f.start_date)).toBe(true);
    const thisYear = fixtures.filter((f) => f.year === year);
    if (daysBetween(today, `${year}-12-31`) >= 3) {
      expect(thisYear.filter((f) => !isPast(f, today) && f.can_register === 1).length).toBeGreaterThanOrEqual(
        3,
      );
    }
    if (daysBetween(`${year}-01-01`, today) >= 3) {
      expect(thisYear.filter((f) => isPast(f, today)).length).toBeGreaterThanOrEqual(3);
    }
  });

  test('has registrations for fixtures to come and fixtures played', async ({ handle }) => {
    const rows = await handle.db
      .selectFrom('fixture_registrations as r')
      .innerJoin('fixtures as f', 'f.id', 'r.fixture_id')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select(['f.start_date', 'f.end_date', 'm.approval'])
      .execute();
    expect(rows.some((r) => isPast(r, today))).toBe(true);
    expect(rows.some((r) => !isPast(r, today))).toBe(true);
    expect(rows.every((r) => r.approval === 'approved')).toBe(true);
  });

  test('has a full fixture with a waiting list and a match with a published team', async ({ handle }) => {
    const waiting = await handle.db
      .selectFrom('fixture_registrations')
      .select(['fixture_id'])
      .where('list', '=', 'waiting')
      .execute();
    expect(waiting.length).toBe(2);
    const full = await handle.db
      .selectFrom('fixtures')
      .select(['places'])
      .where('id', '=', waiting[0].fixture_id)
      .executeTakeFirstOrThrow();
    const registered = await handle.db
      .selectFrom('fixture_registrations')
      .select('id')
      .where('fixture_id', '=', waiting[0].fixture_id)
      .where('list', '=', 'registered')
      .execute();
    expect(registered.length).toBe(full.places);
    const published = await handle.db
      .selectFrom('fixtures')
      .select('id')
      .where('team_published_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const team = await handle.db
      .selectFrom('fixture_registrations')
      .select('team')
      .where('fixture_id', '=', published.id)
      .execute();
    expect(team.filter((r) => r.team === 'selected').length).toBe(4);
    expect(team.filter((r) => r.team === 'reserve').length).toBe(1);
  });

  test('has a meeting to come with guests, a dinner with choices and dinner-only places, fees, and bookings for them', async ({
    handle,
  }) => {
    const meeting = await handle.db
      .selectFrom('fixtures')
      .selectAll()
      .where('dinner_choices', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(meeting.event).toMatch(/Meeting$/);
    expect(meeting.start_date > today).toBe(true);
    expect(meeting.can_register).toBe(1);
    expect(meeting.guests_per_member).toBe(2);
    expect(JSON.parse(meeting.dinner_choices!)).toHaveLength(3);
    expect(meeting.dinner_only).toBe(1);
    for (const fee of [meeting.member_fee_pence, meeting.guest_fee_pence, meeting.dinner_only_fee_pence])
      expect(Number.isInteger(fee) && fee! > 0).toBe(true);

    const bookings = await handle.db
      .selectFrom('fixture_registrations')
      .selectAll()
      .where('fixture_id', '=', meeting.id)
      .execute();
    const guests = await handle.db
      .selectFrom('fixture_guests')
      .selectAll()
      .where('fixture_id', '=', meeting.id)
      .execute();
    expect(bookings.filter((b) => b.list === 'registered').length).toBeGreaterThanOrEqual(4);
    expect(bookings.filter((b) => b.list === 'dinner')).toHaveLength(1);
    expect(bookings.some((b) => b.dines === 0)).toBe(true);
    expect(new Set(guests.map((g) => g.host_id)).size).toBeGreaterThanOrEqual(3);
    expect(guests.some((g) => g.list === 'dinner')).toBe(true);
    const diners = [...bookings, ...guests].filter((b) => b.dines === 1);
    expect(diners.every((d) => JSON.parse(meeting.dinner_choices!).includes(d.dinner_choice))).toBe(true);
    expect(new Set(diners.map((d) => d.dinner_choice)).size).toBe(3);
    expect(diners.filter((d) => d.dietary).length).toBeGreaterThanOrEqual(3);
    // Every guest's host is on the meeting on the guest's list, at most two guests each, and places are not exceeded.
    for (const g of guests) {
      expect(bookings.find((b) => b.member_id === g.host_id)?.list).toBe(g.list);
      expect(guests.filter((o) => o.host_id === g.host_id).length).toBeLessThanOrEqual(2);
    }
    const placed = [...bookings, ...guests].filter((b) => b.list === 'registered');
    expect(placed.length).toBeLessThanOrEqual(meeting.places!);
    // What the meeting's manager sees for the caterer.
    const admin = await handle.db
      .selectFrom('members')
      .select('id')
      .where('is_admin', '=', 1)
      .executeTakeFirstOrThrow();
    const actor = { id: admin.id, isAdmin: true } as SignedInMember;
    expect(await getCatering(handle.db, actor, meeting.id)).toMatchObject({
      golfers: 5,
      guests: 4,
      dinners: {
        total: 9,
        byChoice: Object.fromEntries(DEMO_DINNER_CHOICES.map((c, i) => [c, [5, 2, 2][i]])),
      },
      dinnerOnly: 2,
    });
    // One sequence of positions per list, across members and guests.
    for (const list of ['registered', 'dinner'] as const) {
      const positions = [...bookings, ...guests].filter((b) => b.list === list).map((b) => b.position);
      expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
    }
  });

  test('has fixture results, one with a PDF, and latest results', async ({ handle }) => {
    const results = await handle.db.selectFrom('fixture_results').selectAll().execute();
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.some((r) => r.file_id !== null)).toBe(true);
    for (const r of results) expect(r.first_place_name).toBeTruthy();
    const latest = await handle.db.selectFrom('latest_results').selectAll().execute();
    expect(latest.length).toBeGreaterThanOrEqual(4);
    expect(latest.length).toBeLessThanOrEqual(5);
  });

  test('is one society: every latest result names the winner its meeting result and fixture result name', async ({
    handle,
  }) => {
    const latest = await handle.db.selectFrom('latest_results').select('description').execute();
    const meetings = await handle.db.selectFrom('meeting_results').selectAll().execute();
    const fixtureResults = await handle.db
      .selectFrom('fixture_results')
      .innerJoin('fixtures', 'fixtures.id', 'fixture_results.fixture_id')
      .select(['fixtures.event', 'fixtures.year', 'first_place_name', 'first_place_score'])
      .execute();
    for (const { description } of latest) {
      const m = /^(.+) (\d{4}): won by (.+) with (\d+) points$/.exec(description);
      expect(m, description).not.toBeNull();
      const [, event, year, name, points] = m!;
      const inMeetings = meetings.filter(
        (r) =>
          r.year === Number(year) &&
          r.event.startsWith(event) &&
          r.first_place_name === name &&
          r.first_place_score === `${points} pts`,
      );
      expect(inMeetings, `${description} on the Meeting Results page`).toHaveLength(1);
      const inFixtures = fixtureResults.filter(
        (r) => r.event === event && r.year === Number(year) && r.first_place_name === name,
      );
      expect(inFixtures, `${description} as a fixture result`).toHaveLength(1);
    }
  });

  test('has results for every meeting type in every year since 1995', async ({ handle }) => {
    const rows = await handle.db.selectFrom('meeting_results').select(['meeting_type', 'year']).execute();
    for (const type of [1, 2, 3, 4, 5]) {
      const years = new Set(rows.filter((r) => r.meeting_type === type).map((r) => r.year));
      expect(new Set([...years].map((y) => Math.floor(y / 10))).size).toBeGreaterThanOrEqual(3);
      for (let y = 1995; y < year; y += 1) expect(years.has(y)).toBe(true);
    }
  });

  test('has other results, publications and foursomes matches, each document with its file', async ({
    handle,
  }) => {
    const groupings = await handle.db.selectFrom('other_result_groupings').selectAll().execute();
    expect(groupings.length).toBeGreaterThanOrEqual(3);
    const items = await handle.db.selectFrom('other_result_items').selectAll().execute();
    for (const g of groupings) {
      const own = items.filter((i) => i.grouping_id === g.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
    }
    expect(items.every((i) => i.file_id !== null)).toBe(true);

    const publications = await handle.db.selectFrom('publications').selectAll().execute();
    expect(publications.length).toBeGreaterThanOrEqual(8);
    expect(publications.length).toBeLessThanOrEqual(10);
    for (const p of publications) {
      expect(p.file_id).not.toBeNull();
      expect(p.year).toBeGreaterThanOrEqual(2005);
      expect(p.year).toBeLessThan(year);
    }
    const publicationFiles = await handle.db
      .selectFrom('files')
      .select('owner_kind')
      .where(
        'id',
        'in',
        publications.map((p) => p.file_id!),
      )
      .execute();
    expect(publicationFiles.every((f) => f.owner_kind === 'publication')).toBe(true);

    expect((await handle.db.selectFrom('foursomes_matches').selectAll().execute()).length).toBeGreaterThan(0);
  });

  test('stores real PDFs with safe, unique names', async ({ handle }) => {
    const files = await handle.db.selectFrom('files').selectAll().execute();
    expect(files.length).toBeGreaterThanOrEqual(25);
    for (const f of files) {
      const content = Buffer.from(f.content);
      expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(f.size_bytes).toBe(content.length);
      expect(f.content_type).toBe('application/pdf');
      expect(f.file_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/);
    }
    const pdf = await PDFDocument.load(files[0].content);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test('writes no audit rows and no e-mails', async ({ handle }) => {
    expect(await handle.db.selectFrom('audit_log').select('id').execute()).toHaveLength(0);
    expect(await handle.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(0);
  });

  test('seeds only once', async ({ handle }) => {
    expect(await seedIfEmpty(handle)).toBeNull();
    const admins = await handle.db.selectFrom('members').select('id').where('is_admin', '=', 1).execute();
    expect(admins).toHaveLength(1);
  });

  test('has tees for every course, and a meeting scored from a dozen cards and published', async ({
    handle,
  }) => {
    const courses = await handle.db.selectFrom('courses').select('id').execute();
    const tees = (await handle.db.selectFrom('course_tees').selectAll().execute()).map((r) => ({
      courseId: r.course_id,
      tee: teeFromRow(r),
    }));
    for (const c of courses) expect(tees.filter((t) => t.courseId === c.id).length).toBeGreaterThanOrEqual(2);
    for (const { tee } of tees) expect(teeProblems(tee), tee.name).toEqual([]);
    const scored = await handle.db
      .selectFrom('fixture_scoring as s')
      .innerJoin('fixtures as f', 'f.id', 's.fixture_id')
      .select(['f.id', 'f.event', 'f.year', 's.published_at'])
      .execute();
    expect(scored).toHaveLength(1);
    expect(scored[0]).toMatchObject({ event: 'Autumn Meeting', year: year - 1 });
    expect(scored[0].published_at).not.toBeNull();
    const cards = await handle.db
      .selectFrom('fixture_cards')
      .select('id')
      .where('fixture_id', '=', scored[0].id)
      .execute();
    expect(cards).toHaveLength(12);
    const field = await handle.db
      .selectFrom('fixture_result_field')
      .selectAll()
      .where('fixture_id', '=', scored[0].id)
      .execute();
    expect(field).toHaveLength(12);
    // The fixture result typed for it names the winners the cards give, and its prize is in the meeting results once.
    const typed = await handle.db
      .selectFrom('fixture_results')
      .selectAll()
      .where('fixture_id', '=', scored[0].id)
      .executeTakeFirstOrThrow();
    const first = field.find((r) => r.position === 1 && r.guest === 0) ?? field.find((r) => r.guest === 0)!;
    const winners = await handle.db
      .selectFrom('meeting_results')
      .selectAll()
      .where('year', '=', year - 1)
      .where('event', '=', 'Autumn Meeting – Handicap Stableford')
      .execute();
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ fixture_id: scored[0].id, first_place_name: typed.first_place_name });
    expect(first.name).toBe(typed.first_place_name);
  });
});

describe('demoFixtures', () => {
  const check = (day: string) => {
    const y = Number(day.slice(0, 4));
    const fixtures = demoFixtures(day, new Date().toISOString());
    const thisYear = fixtures.filter((f: DemoFixture) => f.year === y);
    expect(fixtures.filter((f) => f.year === y - 1)).toHaveLength(thisYear.length);
    expect(fixtures.filter((f) => f.year === y + 1)).toHaveLength(thisYear.length);
    for (const f of fixtures) {
      expect(f.start_date.slice(0, 4)).toBe(String(f.year));
      expect(f.end_date.slice(0, 4)).toBe(String(f.year));
      expect(f.end_date >= f.start_date).toBe(true);
    }
    return {
      futureOpen: thisYear.filter((f) => !isPast(f, day) && f.can_register === 1).length,
      past: thisYear.filter((f) => isPast(f, day)).length,
    };
  };

  it.each(['2026-01-05', '2026-02-20', '2026-06-15', '2026-11-22', '2026-12-20', '2027-12-28'])(
    'on %s leaves three open fixtures to come and three played',
    (day) => {
      const { futureOpen, past } = check(day);
      expect(futureOpen).toBeGreaterThanOrEqual(3);
      expect(past).toBeGreaterThanOrEqual(3);
    },
  );

  it('does its best on the first and last days of the year', () => {
    expect(check('2026-01-01').futureOpen).toBeGreaterThanOrEqual(3);
    expect(check('2026-12-31').past).toBeGreaterThanOrEqual(3);
    expect(check('2026-12-31').futureOpen).toBeGreaterThanOrEqual(1);
  });
});
