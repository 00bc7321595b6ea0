import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChange, auditMemberIds, auditRecordedName, auditWhat } from './audit-labels';

describe('the audit log in plain words', () => {
  it('names what was done to what', () => {
    expect(auditWhat('update', 'fixture')).toBe('Fixture edited');
    expect(auditWhat('add', 'course')).toBe('Course added');
    expect(auditWhat('delete', 'foursomes-match')).toBe('Scratch foursomes match deleted');
    expect(auditWhat('add-player', 'fixture_registration')).toBe('Player added by a manager');
    expect(auditWhat('member.suspend', 'member')).toBe('Member suspended');
    // An action nobody has named yet still reads as words, never as a code.
    expect(auditWhat('member.some_new_thing', 'member')).toBe('Member some new thing');
    expect(auditActionLabel('add')).toBe('Anything added');
    expect(auditActionLabel('join-waiting-list')).toBe('Joined a waiting list');
  });

  it('an edit shows only the fields that changed, with the forms’ labels and UK dates', () => {
    const before = JSON.stringify({
      event: 'v Old Tonbridgians',
      start_date: '2026-12-15',
      location: 'Rye',
      can_register: 0,
      sort_order: 3,
      updated_at: '2026-11-25T12:02:06.536Z',
    });
    const after = JSON.stringify({
      event: 'v Old Tonbridgians',
      start_date: '2026-12-15',
      location: 'Deal',
      can_register: 1,
      sort_order: 4,
    });
    expect(auditChange(before, after)).toBe('Location: Rye → Deal; Users Can Register: No → Yes');
    expect(auditChange(null, JSON.stringify({ start_date: '2025-05-10' }))).toBe(
      'Start Date: Sat 10 May 2025',
    );
  });

  it('members mentioned by id are named, and amounts are in pounds', () => {
    const after = JSON.stringify({ selected: [5, 6], reserves: [], memberId: 4, list: 'waiting' });
    expect(auditMemberIds(after).sort()).toEqual([4, 5, 6]);
    expect(auditChange(null, after, { '4': 'Ann Lee', '5': 'Bob Hart', '6': 'Cy Dunn' })).toBe(
      'Selected: Bob Hart, Cy Dunn; Reserves: nobody; Member: Ann Lee; List: waiting list',
    );
    expect(auditChange(null, JSON.stringify({ amountPence: 3000 }))).toBe('Amount: £30.00');
  });

  it('names the thing from its record when its row has gone', () => {
    expect(auditRecordedName(JSON.stringify({ club: 'Rye Golf Club', top100: 1 }), null)).toBe(
      'Rye Golf Club',
    );
    expect(auditRecordedName(null, null)).toBeNull();
  });
});
