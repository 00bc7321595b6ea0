/** The calendar files' addresses (served by the calendar module; linked from the fixture screens). */
export const PUBLIC_CALENDAR_PATH = '/calendar/fixtures.ics';
export const fixtureCalendarPath = (id: number) => `/calendar/fixtures/${id}.ics`;
