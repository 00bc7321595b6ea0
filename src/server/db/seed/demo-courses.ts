import type { Insertable } from 'kysely';
import type { CoursesTable } from '../types';

/**
 * Courses of southern England the society plays. top100 = 1 for courses in the UK & Ireland top-100
 * rankings; the last two are fine courses outside them.
 */
type Course = [club: string, website: string, top100: 0 | 1];

const COURSES: Course[] = [
  ['Sunningdale Golf Club (Old Course)', 'https://www.sunningdale-golfclub.co.uk', 1],
  ['Sunningdale Golf Club (New Course)', 'https://www.sunningdale-golfclub.co.uk', 1],
  ['Wentworth Club (West Course)', 'https://www.wentworthclub.com', 1],
  ['Swinley Forest Golf Club', 'https://www.swinleyforest.co.uk', 1],
  ['Walton Heath Golf Club (Old Course)', 'https://www.waltonheath.com', 1],
  ['The Berkshire Golf Club (Red Course)', 'https://www.theberkshire.co.uk', 1],
  ["Royal St George's Golf Club", 'https://www.royalstgeorges.com', 1],
  ['Rye Golf Club', 'https://www.ryegolfclub.co.uk', 1],
  ['Royal Cinque Ports Golf Club', 'https://www.royalcinqueports.com', 1],
  ["Prince's Golf Club", 'https://www.princesgolfclub.co.uk', 1],
  ['West Sussex Golf Club', 'https://www.westsussexgolf.co.uk', 1],
  ['Royal Ashdown Forest Golf Club (Old Course)', 'https://www.royalashdown.co.uk', 1],
  ["St George's Hill Golf Club", 'https://www.stgeorgeshillgolfclub.co.uk', 1],
  ['Woking Golf Club', 'https://www.wokinggolfclub.co.uk', 1],
  ['Worplesdon Golf Club', 'https://www.worplesdongc.co.uk', 1],
  ['Hankley Common Golf Club', 'https://www.hankley.co.uk', 1],
  ['Liphook Golf Club', 'https://www.liphookgolfclub.com', 1],
  ['The Addington Golf Club', 'https://www.addingtongolf.com', 1],
  ['Tandridge Golf Club', 'https://www.tandridgegolfclub.com', 0],
  ['The Dyke Golf Club', 'https://www.dykegolf.com', 0],
];

/** Every course as a row of the courses table. */
export const DEMO_COURSES: Insertable<CoursesTable>[] = COURSES.map(([club, website, top100]) => ({
  club,
  website,
  top100,
}));
