/**
 * iCalendar text (RFC 5545) written by hand: TEXT values escaped (§3.3.11), content lines folded at 75 octets
 * without splitting a UTF-8 character (§3.1), CRLF line ends.
 */

/** Escapes a TEXT value: backslash, semicolon, comma and new lines. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds one content line so no line is longer than 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** YYYY-MM-DD → YYYYMMDD (a DATE value). */
export const icalDate = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, '');

/** The day after a YYYY-MM-DD date (all-day events end on the following day, exclusive). */
export function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** An ISO timestamp → YYYYMMDDTHHMMSSZ (a UTC DATE-TIME value). */
export const icalDateTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD, London calendar days. */
  startDate: string;
  endDate: string | null;
  summary: string;
  location: string | null;
  description: string;
  url: string;
  sequence: number;
  lastModified: string;
  cancelled: boolean;
}

function eventLines(e: CalendarEvent, stampIso: string): string[] {
  const last = e.endDate && e.endDate > e.startDate ? e.endDate : e.startDate;
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icalDateTime(stampIso)}`,
    `DTSTART;VALUE=DATE:${icalDate(e.startDate)}`,
    `DTEND;VALUE=DATE:${icalDate(nextDay(last))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `SEQUENCE:${e.sequence}`,
    `LAST-MODIFIED:${icalDateTime(e.lastModified)}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR object; `method` PUBLISH for downloads and feeds. */
export function buildCalendar(opts: {
  name: string;
  productId: string;
  events: CalendarEvent[];
  stampIso: string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'X-WR-TIMEZONE:Europe/London',
    ...opts.events.flatMap((e) => eventLines(e, opts.stampIso)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
