import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, nextDay } from './ical';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const l of folded) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });

  it('ends an all-day event on the next day, across month, year and clock changes', () => {
    expect(nextDay('2026-03-28')).toBe('2026-03-29');
    expect(nextDay('2026-03-31')).toBe('2026-04-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('writes a calendar that ical.js reads back field for field', () => {
    const text = buildCalendar({
      name: 'Society, fixtures',
      productId: '-//Test//EN',
      stampIso: '2026-11-23T10:00:00.000Z',
      events: [
        {
          uid: 'fixture-1@example.org',
          startDate: '2026-10-24',
          endDate: '2026-10-25',
          summary: 'Autumn Meeting; day 1, day 2 \\ 😀',
          location: 'Royal St George’s, Sandwich',
          description: `Manager: A. Smith\n${'long text '.repeat(30)}`,
          url: 'https://golf.example.org/enterfixture/1',
          sequence: 3,
          lastModified: '2026-11-20T09:08:07.000Z',
          cancelled: true,
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const cal = new ICAL.Component(ICAL.parse(text));
    const ev = cal.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(ev);
    expect(event.uid).toBe('fixture-1@example.org');
    expect(event.summary).toBe('Autumn Meeting; day 1, day 2 \\ 😀');
    expect(event.location).toBe('Royal St George’s, Sandwich');
    expect(event.description).toContain('Manager: A. Smith\nlong text');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-10-24');
    expect(event.endDate.toString()).toBe('2026-10-26');
    expect(event.sequence).toBe(3);
    expect(ev.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(ev.getFirstPropertyValue('last-modified'))).toBe('2026-11-20T09:08:07Z');
  });
});
