import type { Insertable } from 'kysely';
import type { CoursesTable } from '../types';

/**
 * Courses of southern England the society plays. top100 = 1 for courses in the UK & Ireland top-100
 * rankings; the last two are fine courses outside them.
 */
export const DEMO_COURSES: Insertable<CoursesTable>[] = [
  {
    club: 'Sunningdale Golf Club (Old Course)',
    website: 'https://www.sunningdale-golfclub.co.uk',
    top100: 1,
  },
  {
    club: 'Sunningdale Golf Club (New Course)',
    website: 'https://www.sunningdale-golfclub.co.uk',
    top100: 1,
  },
  { club: 'Wentworth Club (West Course)', website: 'https://www.wentworthclub.com', top100: 1 },
  { club: 'Swinley Forest Golf Club', website: 'https://www.swinleyforest.co.uk', top100: 1 },
  { club: 'Walton Heath Golf Club (Old Course)', website: 'https://www.waltonheath.com', top100: 1 },
  { club: 'The Berkshire Golf Club (Red Course)', website: 'https://www.theberkshire.co.uk', top100: 1 },
  { club: "Royal St George's Golf Club", website: 'https://www.royalstgeorges.com', top100: 1 },
  { club: 'Rye Golf Club', website: 'https://www.ryegolfclub.co.uk', top100: 1 },
  { club: 'Royal Cinque Ports Golf Club', website: 'https://www.royalcinqueports.com', top100: 1 },
  { club: "Prince's Golf Club", website: 'https://www.princesgolfclub.co.uk', top100: 1 },
  { club: 'West Sussex Golf Club', website: 'https://www.westsussexgolf.co.uk', top100: 1 },
  {
    club: 'Royal Ashdown Forest Golf Club (Old Course)',
    website: 'https://www.royalashdown.co.uk',
    top100: 1,
  },
  { club: "St George's Hill Golf Club", website: 'https://www.stgeorgeshillgolfclub.co.uk', top100: 1 },
  { club: 'Woking Golf Club', website: 'https://www.wokinggolfclub.co.uk', top100: 1 },
  { club: 'Worplesdon Golf Club', website: 'https://www.worplesdongc.co.uk', top100: 1 },
  { club: 'Hankley Common Golf Club', website: 'https://www.hankley.co.uk', top100: 1 },
  { club: 'Liphook Golf Club', website: 'https://www.liphookgolfclub.com', top100: 1 },
  { club: 'The Addington Golf Club', website: 'https://www.addingtongolf.com', top100: 1 },
  { club: 'Tandridge Golf Club', website: 'https://www.tandridgegolfclub.com', top100: 0 },
  { club: 'The Dyke Golf Club', website: 'https://www.dykegolf.com', top100: 0 },
];
