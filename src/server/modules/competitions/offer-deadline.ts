import { TIME_ZONE } from '@shared/constants';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When an offer lapses, in London, as the e-mails write it: 'Friday 3 April 2026 at 14:00'. */
export function offerDeadlineText(iso: string): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute}`;
}
