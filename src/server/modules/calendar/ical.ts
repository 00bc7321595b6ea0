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
  /** Not yet certain (a place on the waiting list): STATUS:TENTATIVE. */
  tentative?: boolean;
}

function eventLines(e: CalendarEvent, stampIso: string, organizer?: Organizer): string[] {
  const last = e.endDate && e.endDate > e.startDate ? e.endDate : e.startDate;
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icalDateTime(stampIso)}`,
    ...(organizer ? [`ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${organizer.email}`] : []),
    `DTSTART;VALUE=DATE:${icalDate(e.startDate)}`,
    `DTEND;VALUE=DATE:${icalDate(nextDay(last))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `SEQUENCE:${e.sequence}`,
    `LAST-MODIFIED:${icalDateTime(e.lastModified)}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : e.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** Who sends a cancellation (RFC 5546 requires an ORGANIZER on CANCEL): the society and its contact address. */
export interface Organizer {
  name: string;
  email: string;
}

/** A parameter value in double quotes, without the characters a quoted value cannot hold. */
const paramValue = (v: string) =>
  `"${[...v].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c !== '\u007f').join('')}"`;

/**
 * A whole VCALENDAR object: METHOD:PUBLISH for downloads, feeds and e-mails that add an event; METHOD:CANCEL
 * (RFC 5546 3.2.5, with its ORGANIZER) for an e-mail that takes the event out of the member's calendar.
 */
export function buildCalendar(opts: {
  name: string;
  productId: string;
  events: CalendarEvent[];
  stampIso: string;
  method?: 'PUBLISH' | 'CANCEL';
  organizer?: Organizer;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${opts.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${opts.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'X-WR-TIMEZONE:Europe/London',
    ...opts.events.flatMap((e) => eventLines(e, opts.stampIso, opts.organizer)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
