import { describe, expect, it } from 'vitest';
import { blockedReason, linkExpired, type LinkFixture } from './act-rules';

const fixture = (over: Partial<LinkFixture> = {}): LinkFixture => ({
  event: 'Spring Meeting',
  startDate: '2026-05-12',
  canRegister: true,
  manager: 'John Smith',
  managerEmails: 'john@example.com; jane@example.com',
  signupOpens: null,
  signupCloses: null,
  withdrawBy: '2026-05-05',
  ...over,
});
const lists = { places: 2, registered: [1, 2], waiting: [3, 4] };
const why = (action: Parameters<typeof blockedReason>[0], id: number, today: string, f = fixture()) =>
  blockedReason(action, id, true, f, lists, today, 'secretary@example.com');

describe('what a one-click link may do, by the site’s rules', () => {
  it('works until the fixture’s first day', () => {
    expect(linkExpired({ startDate: '2026-05-12' }, '2026-05-11')).toBe(false);
    expect(linkExpired({ startDate: '2026-05-12' }, '2026-05-12')).toBe(true);
  });

  it('gives up a place until withdraw-by; after it, names the manager', () => {
    expect(why('cannot-play', 1, '2026-05-05')).toBeNull();
    expect(why('cannot-play', 1, '2026-05-06')).toBe(
      "The last day to withdraw from Spring Meeting was Tue 5 May 2026. Please contact the fixture's manager, John Smith (john@example.com, jane@example.com).",
    );
    expect(why('cannot-play', 1, '2026-05-06', fixture({ manager: null, managerEmails: null }))).toMatch(
      /manager, the society at secretary@example\.com\.$/,
    );
    expect(why('still-playing', 1, '2026-05-06')).toBeNull();
  });

  it('acts only on the list it names', () => {
    expect(why('cannot-play', 3, '2026-05-01')).toMatch(/do not have a place/);
    expect(why('keep-waiting', 1, '2026-05-01')).toMatch(/^Good news: you now have a place/);
    expect(why('leave-waiting', 9, '2026-05-01')).toMatch(/not on the waiting list/);
    expect(why('keep-waiting', 4, '2026-05-06')).toBeNull();
    expect(why('leave-waiting', 4, '2026-05-06')).toMatch(/last day to withdraw/);
  });

  it('counts a member in only where the site would', () => {
    expect(why('count-me-in', 9, '2026-05-01')).toBeNull();
    expect(why('count-me-in', 1, '2026-05-01')).toBe('You already have a place in Spring Meeting.');
    expect(why('count-me-in', 4, '2026-05-01')).toBe(
      'You are already number 2 on the waiting list for Spring Meeting.',
    );
    expect(why('count-me-in', 9, '2026-05-01', fixture({ signupCloses: '2026-04-30' }))).toBe(
      'Sign-up closed on Thu 30 Apr 2026.',
    );
    expect(why('count-me-in', 9, '2026-05-01', fixture({ canRegister: false }))).toMatch(/not open/);
    expect(blockedReason('count-me-in', 9, false, fixture(), lists, '2026-05-01', 'x@y')).toMatch(
      /Only approved members/,
    );
  });
});
