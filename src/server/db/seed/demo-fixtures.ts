import type { Insertable } from 'kysely';
import type { FixturesTable } from '../types';
import { addDays, daysBetween, nthWeekday } from './demo-dates';

export type DemoFixture = Insertable<FixturesTable> & { year: number; start_date: string; end_date: string };

interface Template {
  event: string;
  month: number;
  /** nth weekday of the month (1-based) and the weekday (0 = Sunday). */
  nth: number;
  weekday: number;
  days: number;
  location: string;
  manager: string;
  emails: string;
  canRegister: boolean;
  comments: string | null;
}

const SUN = 0;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;

/** One season of fixtures: matches against other schools, old-boys meetings and scratch team events. */
const SEASON: Template[] = [
  {
    event: 'Halford Hewitt Trial',
    month: 2,
    nth: 2,
    weekday: SUN,
    days: 1,
    location: 'Woking Golf Club',
    manager: 'Simon Pemberton',
    emails: 'captain@society.example',
    canRegister: true,
    comments: 'Single-figure handicaps; foursomes trial for the Halford Hewitt side',
  },
  {
    event: 'v Old Harrovians',
    month: 3,
    nth: 3,
    weekday: WED,
    days: 1,
    location: 'Sunningdale Golf Club (Old Course)',
    manager: 'Hugh Maitland',
    emails: 'hugh.maitland@example.com',
    canRegister: true,
    comments: 'Foursomes; jacket and tie for lunch',
  },
  {
    event: 'Halford Hewitt',
    month: 4,
    nth: 2,
    weekday: THU,
    days: 4,
    location: "Royal Cinque Ports & Royal St George's",
    manager: 'Simon Pemberton',
    emails: 'captain@society.example;simon.pemberton@example.com',
    canRegister: false,
    comments: 'Team of ten selected by the Captain',
  },
  {
    event: 'Spring Meeting',
    month: 5,
    nth: 1,
    weekday: FRI,
    days: 1,
    location: 'Walton Heath Golf Club (Old Course)',
    manager: 'Richard Ashworth',
    emails: 'secretary@society.example',
    canRegister: true,
    comments: 'Scratch Prize and Stableford; lunch in the clubhouse',
  },
  {
    event: 'v Old Wykehamists',
    month: 5,
    nth: 3,
    weekday: TUE,
    days: 1,
    location: 'Swinley Forest Golf Club',
    manager: 'Anthony Somerville',
    emails: 'anthony.somerville@example.com',
    canRegister: true,
    comments: null,
  },
  {
    event: 'Cyril Gray',
    month: 6,
    nth: 2,
    weekday: THU,
    days: 2,
    location: 'Worplesdon Golf Club',
    manager: 'James Fairweather',
    emails: 'james.fairweather@example.com;captain@society.example',
    canRegister: false,
    comments: 'Over-55s scratch foursomes; pairs selected by the Captain',
  },
  {
    event: 'Seniors Meeting',
    month: 6,
    nth: 4,
    weekday: WED,
    days: 1,
    location: 'West Sussex Golf Club',
    manager: 'Geoffrey Radcliffe',
    emails: 'geoff.radcliffe@example.com',
    canRegister: true,
    comments: 'Over-60s Stableford',
  },
  {
    event: 'v Old Carthusians',
    month: 7,
    nth: 2,
    weekday: WED,
    days: 1,
    location: 'Hankley Common Golf Club',
    manager: 'Harriet Sinclair',
    emails: 'harriet.sinclair@example.com',
    canRegister: true,
    comments: null,
  },
  {
    event: 'Autumn Meeting',
    month: 9,
    nth: 2,
    weekday: THU,
    days: 2,
    location: 'Rye Golf Club',
    manager: 'Richard Ashworth',
    emails: 'secretary@society.example;ed.lambert@example.com',
    canRegister: true,
    comments: 'Dinner at the Mermaid Inn on the first evening',
  },
  {
    event: 'v Old Tonbridgians',
    month: 9,
    nth: 4,
    weekday: TUE,
    days: 1,
    location: 'The Berkshire Golf Club (Red Course)',
    manager: 'Charles Wainwright',
    emails: 'charles.wainwright@example.com',
    canRegister: true,
    comments: null,
  },
  {
    event: 'Grafton Morrish',
    month: 10,
    nth: 1,
    weekday: FRI,
    days: 3,
    location: 'Hunstanton & Royal West Norfolk',
    manager: 'Oliver Kingsley',
    emails: 'oliver.kingsley@example.com',
    canRegister: false,
    comments: 'Finals weekend; team of six selected by the Captain',
  },
  {
    event: 'Bernard Darwin',
    month: 10,
    nth: 3,
    weekday: THU,
    days: 1,
    location: 'Woking Golf Club',
    manager: 'Nicholas Cavendish',
    emails: 'nick.cavendish@example.com',
    canRegister: false,
    comments: 'Over-65s and over-75s scratch foursomes',
  },
  {
    event: 'Winter Foursomes',
    month: 11,
    nth: 3,
    weekday: SUN,
    days: 1,
    location: 'The Addington Golf Club',
    manager: 'Peter Holloway',
    emails: 'member@society.example',
    canRegister: true,
    comments: 'Greensomes; mulled wine afterwards',
  },
];

function season(year: number, nowIso: string): DemoFixture[] {
  return SEASON.map((t) => {
    const start = nthWeekday(year, t.month, t.nth, t.weekday);
    return {
      year,
      event: t.event,
      start_date: start,
      end_date: addDays(start, t.days - 1),
      location: t.location,
      manager: t.manager,
      manager_email_addresses: t.emails,
      can_register: t.canRegister ? 1 : 0,
      comments: t.comments,
      created_at: nowIso,
      updated_at: nowIso,
    };
  });
}

const isPast = (f: DemoFixture, today: string) => f.end_date < today;

function setSingleDay(f: DemoFixture, date: string) {
  f.start_date = date;
  f.end_date = date;
}

/**
 * This year's season, moved where needed so that whatever day the seed runs at least three open fixtures
 * are still to come and at least three are over (as far as the days left in the year allow).
 */
function currentSeason(year: number, today: string, nowIso: string): DemoFixture[] {
  const fixtures = season(year, nowIso);
  const wanted = 3;

  const futureOpen = fixtures.filter((f) => !isPast(f, today) && f.can_register === 1).length;
  if (futureOpen < wanted) {
    const need = wanted - futureOpen;
    const daysLeft = daysBetween(today, `${year}-12-31`);
    // Prefer moving the friendly matches and the Winter Foursomes: the meetings keep their usual months.
    const open = fixtures.filter((f) => isPast(f, today) && f.can_register === 1);
    const flexible = (f: DemoFixture) => f.event.startsWith('v ') || f.event === 'Winter Foursomes';
    const moved = [...open.filter((f) => !flexible(f)), ...open.filter(flexible)]
      .slice(-need)
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    const step = Math.min(10, Math.floor(daysLeft / need));
    moved.forEach((f, k) => {
      const n = k + 1 + need - moved.length;
      setSingleDay(f, addDays(today, step > 0 ? n * step : Math.min(n, daysLeft)));
    });
  }

  const past = fixtures.filter((f) => isPast(f, today)).length;
  const daysGone = daysBetween(`${year}-01-01`, today);
  if (past < wanted && daysGone > 0) {
    const need = wanted - past;
    const moved = fixtures.filter((f) => !isPast(f, today)).slice(0, need);
    const step = Math.min(10, Math.floor(daysGone / need));
    moved.forEach((f, k) => {
      setSingleDay(f, addDays(today, -(step > 0 ? (need - k) * step : Math.min(need - k, daysGone))));
    });
  }
  return fixtures.sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** Fixtures for last year, this year and next year; `today` is London's date (YYYY-MM-DD). */
export function demoFixtures(today: string, nowIso: string): DemoFixture[] {
  const year = Number(today.slice(0, 4));
  return [...season(year - 1, nowIso), ...currentSeason(year, today, nowIso), ...season(year + 1, nowIso)];
}

/** Unique within the demo data: a season has each event once. */
export const fixtureKey = (f: { year: number; event: string }) => `${f.year}|${f.event}`;
