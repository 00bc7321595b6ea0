import type { Insertable } from 'kysely';
import type { MembersTable } from '../types';
import { daysAgo } from './demo-dates';

export const ADMIN_EMAIL = 'admin@society.example';
export const DEMO_MEMBER_EMAIL = 'member@society.example';
/**
 * Password of member@society.example and of every other demo member. Documented here so tests and demos can
 * sign in as an ordinary member.
 */
export const DEMO_MEMBER_PASSWORD = 'member-password';
/**
 * The demo administrator's password: known, so every start outside production can say that it is still the
 * demo one (and print it) until someone changes it. Demo data never reaches a production site.
 */
export const DEMO_ADMIN_PASSWORD = 'demo-admin-password';

type Status = 'admin' | 'approved' | 'awaiting_approval' | 'awaiting_confirmation';

interface Person {
  status: Status;
  email: string;
  title: string;
  first: string;
  last: string;
  house: string;
  yearLeft: number;
  handicap: number;
  club: string;
  county: string;
  address: string;
  postcode: string;
  /** Days since the member registered. */
  joinedDaysAgo: number;
}

// Mobile numbers are in Ofcom's 07700 900xxx range, reserved for drama and never allocated.
const PEOPLE: Person[] = [
  {
    status: 'admin',
    email: ADMIN_EMAIL,
    title: 'Mr',
    first: 'Richard',
    last: 'Ashworth',
    house: 'Allenby',
    yearLeft: 1978,
    handicap: 9.4,
    club: 'Walton Heath',
    county: 'Surrey',
    address: '4 Deans Lane, Walton on the Hill',
    postcode: 'KT20 7TR',
    joinedDaysAgo: 900,
  },
  {
    status: 'approved',
    email: DEMO_MEMBER_EMAIL,
    title: 'Mr',
    first: 'Peter',
    last: 'Holloway',
    house: 'Kipling',
    yearLeft: 1985,
    handicap: 14.2,
    club: 'Woking',
    county: 'Surrey',
    address: '17 Hook Heath Road',
    postcode: 'GU22 0LB',
    joinedDaysAgo: 700,
  },
  {
    status: 'approved',
    email: 'james.fairweather@example.com',
    title: 'Dr',
    first: 'James',
    last: 'Fairweather',
    house: 'Batten',
    yearLeft: 1972,
    handicap: 11,
    club: 'West Sussex',
    county: 'West Sussex',
    address: 'Heather Cottage, Wiggonholt',
    postcode: 'RH20 2EN',
    joinedDaysAgo: 650,
  },
  {
    status: 'approved',
    email: 'nick.cavendish@example.com',
    title: 'Sir',
    first: 'Nicholas',
    last: 'Cavendish',
    house: 'Colvin',
    yearLeft: 1963,
    handicap: 16.5,
    club: "Royal St George's",
    county: 'Kent',
    address: 'The Old Rectory, Sandwich',
    postcode: 'CT13 9NY',
    joinedDaysAgo: 620,
  },
  {
    status: 'approved',
    email: 'hugh.maitland@example.com',
    title: 'Capt',
    first: 'Hugh',
    last: 'Maitland',
    house: 'Edmonstone',
    yearLeft: 1969,
    handicap: 12.1,
    club: 'Liphook',
    county: 'Hampshire',
    address: '8 Church Street, Liphook',
    postcode: 'GU30 7AB',
    joinedDaysAgo: 600,
  },
  {
    status: 'approved',
    email: 'simon.pemberton@example.com',
    title: 'Mr',
    first: 'Simon',
    last: 'Pemberton',
    house: 'Hailey',
    yearLeft: 1991,
    handicap: 4.3,
    club: 'Sunningdale',
    county: 'Berkshire',
    address: '22 Ridgemount Road, Sunningdale',
    postcode: 'SL5 9RL',
    joinedDaysAgo: 540,
  },
  {
    status: 'approved',
    email: 'ed.lambert@example.com',
    title: 'Mr',
    first: 'Edward',
    last: 'Lambert',
    house: 'Lawrence',
    yearLeft: 1999,
    handicap: 7.8,
    club: 'Rye',
    county: 'East Sussex',
    address: '3 Mermaid Street, Rye',
    postcode: 'TN31 7ET',
    joinedDaysAgo: 480,
  },
  {
    status: 'approved',
    email: 'anthony.somerville@example.com',
    title: 'Lord',
    first: 'Anthony',
    last: 'Somerville',
    house: 'Melvill',
    yearLeft: 1958,
    handicap: 22,
    club: 'Swinley Forest',
    county: 'Berkshire',
    address: 'Swinley Lodge, Ascot',
    postcode: 'SL5 8BH',
    joinedDaysAgo: 460,
  },
  {
    status: 'approved',
    email: 'charles.wainwright@example.com',
    title: 'Mr',
    first: 'Charles',
    last: 'Wainwright',
    house: 'Thomason',
    yearLeft: 2004,
    handicap: 2.1,
    club: 'The Berkshire',
    county: 'Berkshire',
    address: '9 Swinley Road, Ascot',
    postcode: 'SL5 8AY',
    joinedDaysAgo: 400,
  },
  {
    status: 'approved',
    email: 'harriet.sinclair@example.com',
    title: 'Ms',
    first: 'Harriet',
    last: 'Sinclair',
    house: 'Trevelyan',
    yearLeft: 2012,
    handicap: 18.4,
    club: 'Hankley Common',
    county: 'Surrey',
    address: '5 Tilford Road, Farnham',
    postcode: 'GU10 2DD',
    joinedDaysAgo: 300,
  },
  {
    status: 'approved',
    email: 'oliver.kingsley@example.com',
    title: 'Mr',
    first: 'Oliver',
    last: 'Kingsley',
    house: 'Albans',
    yearLeft: 2015,
    handicap: 0,
    club: 'Royal Cinque Ports',
    county: 'Kent',
    address: '41 Golf Road, Deal',
    postcode: 'CT14 6RF',
    joinedDaysAgo: 200,
  },
  {
    status: 'approved',
    email: 'geoff.radcliffe@example.com',
    title: 'Mr',
    first: 'Geoffrey',
    last: 'Radcliffe',
    house: 'B.Frere',
    yearLeft: 1955,
    handicap: 28,
    club: 'Worplesdon',
    county: 'Surrey',
    address: '2 Heath House Road, Woking',
    postcode: 'GU22 0RD',
    joinedDaysAgo: 150,
  },
  {
    status: 'awaiting_approval',
    email: 'tom.whitaker@example.com',
    title: 'Mr',
    first: 'Thomas',
    last: 'Whitaker',
    house: 'Kipling',
    yearLeft: 2008,
    handicap: 10.2,
    club: 'Royal Ashdown Forest',
    county: 'East Sussex',
    address: '14 Chapel Lane, Forest Row',
    postcode: 'RH18 5BS',
    joinedDaysAgo: 5,
  },
  {
    status: 'awaiting_approval',
    email: 'william.forsyth@example.com',
    title: 'Mr',
    first: 'William',
    last: 'Forsyth',
    house: 'Batten',
    yearLeft: 1983,
    handicap: 15,
    club: "St George's Hill",
    county: 'Surrey',
    address: '6 Golf Club Road, Weybridge',
    postcode: 'KT13 0NL',
    joinedDaysAgo: 3,
  },
  {
    status: 'awaiting_confirmation',
    email: 'henry.blackwood@example.com',
    title: 'Mr',
    first: 'Henry',
    last: 'Blackwood',
    house: 'Colvin',
    yearLeft: 1995,
    handicap: 6.5,
    club: "Prince's",
    county: 'Kent',
    address: '11 Sandown Road, Sandwich',
    postcode: 'CT13 9NQ',
    joinedDaysAgo: 2,
  },
  {
    status: 'awaiting_confirmation',
    email: 'andrew.llewellyn@example.com',
    title: 'Dr',
    first: 'Andrew',
    last: 'Llewellyn',
    house: 'Hailey',
    yearLeft: 1977,
    handicap: 19.7,
    club: 'Liphook',
    county: 'Hampshire',
    address: '27 London Road, Liphook',
    postcode: 'GU30 7DT',
    joinedDaysAgo: 1,
  },
];

/** A demo member's name, year left and handicap, by address (the demo cards are typed for them). */
export function demoPerson(email: string): { name: string; yearLeft: number; handicap: number } {
  const p = PEOPLE.find((x) => x.email === email);
  if (!p) throw new Error(`no demo member ${email}`);
  return { name: `${p.first} ${p.last}`, yearLeft: p.yearLeft, handicap: p.handicap };
}

/** Every demo member's address: a production start refuses a database that holds any of them. */
export const DEMO_EMAILS: readonly string[] = PEOPLE.map((p) => p.email);

const HOW_HEARD = ['School newsletter', 'A friend', 'The society website', 'Old boys dinner'];

/** The demo members: the administrator first, then member@society.example, then the others. */
export function demoMembers(now: Date, adminHash: string, memberHash: string): Insertable<MembersTable>[] {
  return PEOPLE.map((p, i) => {
    const createdAt = daysAgo(now, p.joinedDaysAgo, 9);
    const confirmedAt = p.status === 'awaiting_confirmation' ? null : daysAgo(now, p.joinedDaysAgo, 11);
    const approved = p.status === 'admin' || p.status === 'approved';
    return {
      email: p.email,
      password_hash: p.status === 'admin' ? adminHash : memberHash,
      title: p.title,
      first_name: p.first,
      last_name: p.last,
      mobile_number: `+447700900${String(101 + i * 7).padStart(3, '0')}`,
      home_phone: i % 3 === 0 ? `01483${String(760100 + i * 13)}` : null,
      business_phone: null,
      address_line1: p.address,
      postcode: p.postcode,
      county: p.county,
      year_left: p.yearLeft,
      house: p.house,
      handicap: p.handicap,
      home_club: p.club,
      society: null,
      how_hear: HOW_HEARD[i % HOW_HEARD.length],
      approval: approved ? 'approved' : 'pending',
      email_confirmed_at: confirmedAt,
      is_admin: p.status === 'admin' ? 1 : 0,
      created_at: createdAt,
      approved_at: approved ? daysAgo(now, Math.max(p.joinedDaysAgo - 1, 1), 16) : null,
      updated_at: createdAt,
    };
  });
}
