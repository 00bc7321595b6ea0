import type { Insertable } from 'kysely';
import type { FixtureRegistrationsTable } from '../types';
import { addDays, daysAgo } from './demo-dates';
import { DEMO_MEMBER_EMAIL } from './demo-members';

interface FixtureRef {
  id: number;
  year: number;
  event: string;
  start_date: string;
  end_date: string | null;
  can_register: number;
}

interface MemberRef {
  id: number;
  email: string;
  approval: string;
  is_admin: number;
}

/**
 * Approved members signed up for the next open fixtures and for some already played. The demo member is
 * on the second open fixture to come (so both Register/View and Leave/View show) and on last year's Spring Meeting.
 */
export function demoRegistrations(
  fixtures: FixtureRef[],
  members: MemberRef[],
  today: string,
  now: Date,
): Insertable<FixtureRegistrationsTable>[] {
  const year = Number(today.slice(0, 4));
  const byDate = [...fixtures].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const isPast = (f: FixtureRef) => (f.end_date ?? f.start_date) < today;
  const others = members.filter(
    (m) => m.approval === 'approved' && !m.is_admin && m.email !== DEMO_MEMBER_EMAIL,
  );
  const admin = members.find((m) => m.is_admin === 1);
  const demoMember = members.find((m) => m.email === DEMO_MEMBER_EMAIL);

  const rows: Insertable<FixtureRegistrationsTable>[] = [];
  const seen = new Set<string>();
  const register = (f: FixtureRef | undefined, m: MemberRef | undefined, createdAt: string) => {
    if (!f || !m || seen.has(`${f.id}|${m.id}`)) return;
    seen.add(`${f.id}|${m.id}`);
    rows.push({ fixture_id: f.id, member_id: m.id, created_at: createdAt });
  };
  const registerOthers = (f: FixtureRef | undefined, from: number, count: number, createdAt: string) => {
    for (let j = 0; j < count && others.length > 0; j += 1)
      register(f, others[(from + j) % others.length], createdAt);
  };
  const before = (f: FixtureRef) => `${addDays(f.start_date, -14)}T09:00:00.000Z`;

  const comingOpen = byDate.filter((f) => f.year >= year && !isPast(f) && f.can_register === 1);
  comingOpen.slice(0, 3).forEach((f, i) => registerOthers(f, i * 2, 5 - i, daysAgo(now, 2 + i)));
  register(comingOpen[0], admin, daysAgo(now, 4));
  register(comingOpen[1], demoMember, daysAgo(now, 1));

  const played = byDate.filter((f) => isPast(f) && f.can_register === 1);
  const lastYearSpring = played.find((f) => f.year === year - 1 && f.event === 'Spring Meeting');
  const lastYearAutumn = played.find((f) => f.year === year - 1 && f.event === 'Autumn Meeting');
  registerOthers(lastYearSpring, 0, 6, lastYearSpring ? before(lastYearSpring) : '');
  register(lastYearSpring, demoMember, lastYearSpring ? before(lastYearSpring) : '');
  registerOthers(lastYearAutumn, 3, 6, lastYearAutumn ? before(lastYearAutumn) : '');
  played
    .filter((f) => f.year === year)
    .slice(-2)
    .forEach((f, i) => registerOthers(f, 1 + i * 3, 4, before(f)));
  return rows;
}
