import ICAL from 'ical.js';

/** Parses an iCalendar file with ical.js (a maintained parser) and answers its events' fields. */
export function parseEvents(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      description: e.description,
      start: e.startDate.toString(),
      startIsDate: e.startDate.isDate,
      end: e.endDate.toString(),
      sequence: e.sequence,
      status: String(v.getFirstPropertyValue('status')),
      lastModified: String(v.getFirstPropertyValue('last-modified')),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

/** Every content line of the file is at most 75 octets and ends in CRLF. */
export function wellFormedLines(text: string): boolean {
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) return false;
  return text.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75);
}
