// Grows a copy of the seeded bench database to the large size, fast: prepared statements and one
// transaction per table on better-sqlite3, one argon2 hash shared by every generated member.
// 100,000 members, 10,000 fixtures over 40 years, 200,000 registrations, 100,000 meeting results, and six
// fixtures a year published from the cards with a field of 120 (28,800 places for the order of merit).
import SQLite from 'better-sqlite3';
import { makePaymentReference, randomReferencePart } from '../../src/shared/payment-reference';

export const LARGE = {
  members: 100_000,
  fixtures: 10_000,
  years: 40,
  registrations: 200_000,
  meetingResults: 100_000,
  /** Fixtures a year whose cards are published, and the players in each field. */
  publishedPerYear: 6,
  fieldSize: 120,
};

// Surnames from two syllables (about 1,600 different ones), so a search for one surname finds tens, not thousands.
const PRE =
  'Ash Bar Black Brad Brook Cal Car Chal Dal Dun Elm Fair Fen Gar Grey Hal Har Hart Hey Kin Lang Mar Mill Mor Nor Oak Pen Rad Red Rich Rock Shel Stan Thorn Wain Wal West Whit Win Wood'.split(
    ' ',
  );
const SUF =
  'bury by combe croft dale den field ford gate ham hurst ington land ley low man mere more ridge sey shaw stock stone ton wick wood worth ville well wright borough ley cott ing more field stead sall thorpe lock'.split(
    ' ',
  );
const FIRST =
  'Peter James Nicholas Hugh Simon Edward Anthony Charles Oliver Geoffrey Thomas William Henry Andrew Richard Jonathan Michael David Robert John'.split(
    ' ',
  );
const HOUSES =
  'Allenby Albans B.Frere Batten Colvin Edmonstone Hailey Kipling Lawrence Melvill Thomason Trevelyan'.split(
    ' ',
  );
/** Golf clubs the made-up members belong to (tests/bench/member-search.ts adds two). */
export const CLUBS = [
  'Walton Heath',
  'Woking',
  'West Sussex',
  "Royal St George's",
  'Liphook',
  'Sunningdale',
  'Rye',
  'Swinley Forest',
];
const COUNTIES = ['Surrey', 'Kent', 'Hampshire', 'Berkshire', 'East Sussex', 'West Sussex'];
const COURSES = [
  'Royal St George’s',
  'Rye',
  'Sunningdale',
  'Walton Heath',
  'Woking',
  'Liphook',
  'Swinley Forest',
  'The Berkshire',
];

/** Adds the large data set to an already migrated and seeded SQLite file; returns the seconds it took. */
export function growDatabase(file: string): number {
  const t0 = performance.now();
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = ON');
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
  const now = new Date().toISOString();
  const hash = (
    db.prepare('select password_hash from members where password_hash is not null limit 1').get() as {
      password_hash: string;
    }
  ).password_hash;
  const thisYear = new Date().getUTCFullYear();

  const firstMember = (db.prepare('select coalesce(max(id), 0) + 1 as n from members').get() as { n: number })
    .n;
  const insMember = db.prepare(
    `insert into members (email, password_hash, title, first_name, last_name, mobile_number, county, year_left,
       house, handicap, home_club, approval, email_confirmed_at, is_admin, created_at, approved_at, updated_at)
     values (?, ?, 'Mr', ?, ?, '+447700900000', ?, ?, ?, ?, ?, 'approved', ?, 0, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < LARGE.members; i += 1) {
      insMember.run(
        `member${i}@bench.example`,
        hash,
        FIRST[rnd(FIRST.length)],
        PRE[rnd(PRE.length)] + SUF[rnd(SUF.length)],
        COUNTIES[rnd(COUNTIES.length)],
        1950 + rnd(75),
        HOUSES[rnd(HOUSES.length)],
        rnd(280) / 10,
        CLUBS[rnd(CLUBS.length)],
        now,
        now,
        now,
        now,
      );
    }
  })();

  // Every member has a payment reference (decision 0046), given as the site gives it, from the member's id.
  const unreferenced = db.prepare('select id from members where payment_reference is null').all() as {
    id: number;
  }[];
  const setReference = db.prepare('update members set payment_reference = ? where id = ?');
  db.transaction(() => {
    for (const { id } of unreferenced) setReference.run(makePaymentReference(id, randomReferencePart()), id);
  })();

  const firstFixture = (
    db.prepare('select coalesce(max(id), 0) + 1 as n from fixtures').get() as { n: number }
  ).n;
  const insFixture = db.prepare(
    `insert into fixtures (year, event, start_date, end_date, location, manager, manager_email_addresses,
       can_register, comments, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const perYear = LARGE.fixtures / LARGE.years;
  db.transaction(() => {
    for (let i = 0; i < LARGE.fixtures; i += 1) {
      const year = thisYear - LARGE.years + 1 + Math.floor(i / perYear);
      const day = new Date(Date.UTC(year, 0, 1 + Math.floor(((i % perYear) * 365) / perYear)));
      const start = day.toISOString().slice(0, 10);
      const end = i % 4 === 0 ? new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10) : null;
      insFixture.run(
        year,
        `Match v Old ${PRE[rnd(PRE.length)]}${SUF[rnd(SUF.length)]}ians`,
        start,
        end,
        COURSES[rnd(COURSES.length)],
        `${FIRST[rnd(FIRST.length)]} ${PRE[rnd(PRE.length)]}${SUF[rnd(SUF.length)]}`,
        'captain@example.com',
        'Bacon rolls at 8.30; 36 holes of foursomes',
        now,
        now,
      );
    }
  })();

  // 20 members per fixture, chosen without repeats inside a fixture.
  const insReg = db.prepare(
    'insert into fixture_registrations (fixture_id, member_id, created_at) values (?, ?, ?)',
  );
  const perFixture = LARGE.registrations / LARGE.fixtures;
  db.transaction(() => {
    for (let f = 0; f < LARGE.fixtures; f += 1) {
      const offset = rnd(LARGE.members);
      for (let j = 0; j < perFixture; j += 1) {
        insReg.run(firstFixture + f, firstMember + ((offset + j * 4_999) % LARGE.members), now);
      }
    }
  })();

  const insResult = db.prepare(
    `insert into meeting_results (meeting_type, year, event, first_place_name, first_place_score,
       second_place_name, second_place_score, third_place_name, third_place_score, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const perTypeYear = LARGE.meetingResults / (5 * LARGE.years);
  const player = () => `${FIRST[rnd(FIRST.length)][0]}. ${PRE[rnd(PRE.length)]}${SUF[rnd(SUF.length)]}`;
  db.transaction(() => {
    for (let type = 1; type <= 5; type += 1) {
      for (let y = 0; y < LARGE.years; y += 1) {
        for (let k = 0; k < perTypeYear; k += 1) {
          insResult.run(
            type,
            thisYear - LARGE.years + y,
            `Event ${k + 1}`,
            player(),
            `${30 + rnd(15)} pts`,
            player(),
            `${30 + rnd(15)} pts`,
            player(),
            `${30 + rnd(15)} pts`,
            now,
          );
        }
      }
    }
  })();
  // Six fixtures a year published from the cards, each a field of 120 members placed 1st to 120th (every fourth
  // place shared), for the order of merit: what it reads is the published field, not the cards.
  const course = (db.prepare('select min(id) as id from courses').get() as { id: number }).id;
  const insScoring = db.prepare(
    `insert into fixture_scoring (fixture_id, course_id, tee, format, allowance_tenths, prizes, one_prize_each,
       changed_at, published_at, published_meeting, published_prizes)
     values (?, ?, 'Yellow', 'stableford', 950, '[]', 1, ?, ?, 1, ?)`,
  );
  const insPlace = db.prepare(
    `insert into fixture_result_field (fixture_id, row_order, member_id, guest, name, handicap_tenths,
       playing_handicap, gross, total, position, position_text, score_text)
     values (?, ?, ?, 0, ?, 180, 17, 90, ?, ?, ?, ?)`,
  );
  const memberName = db.prepare('select first_name, last_name from members where id = ?');
  const kept = JSON.stringify({
    format: 'stableford',
    club: 'Bench',
    tee: 'Yellow',
    allowancePercent: 95,
    prizes: [],
  });
  db.transaction(() => {
    for (let y = 0; y < LARGE.years; y += 1) {
      for (let k = 0; k < LARGE.publishedPerYear; k += 1) {
        const fixtureId = firstFixture + y * perYear + k * 7;
        insScoring.run(fixtureId, course, now, now, kept);
        const offset = rnd(LARGE.members);
        for (let p = 0; p < LARGE.fieldSize; p += 1) {
          const memberId = firstMember + ((offset + p * 811) % LARGE.members);
          const m = memberName.get(memberId) as { first_name: string; last_name: string };
          const position = p % 4 === 3 ? p : p + 1;
          const points = 44 - Math.floor(p / 5);
          insPlace.run(
            fixtureId,
            p + 1,
            memberId,
            `${m.first_name} ${m.last_name}`,
            points,
            position,
            `${p % 4 >= 2 ? '=' : ''}${position}`,
            `${points} pts`,
          );
        }
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return (performance.now() - t0) / 1000;
}
