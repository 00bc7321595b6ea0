import { MeetingType, type MeetingTypeId } from './constants';

/**
 * The sections of Meeting Results, each at its own address (/results?tab=<key>; the first at /results): the spec's
 * three named tabs first, then the sections it leaves without a tab (DESIGN.md departures). The page and the
 * sitemap both list them from here.
 */
export const RESULT_TABS: { key: string; label: string; meetingType: MeetingTypeId | null }[] = [
  { key: 'spring', label: 'Spring Meeting', meetingType: MeetingType.Spring },
  { key: 'autumn', label: 'Autumn Meeting', meetingType: MeetingType.Autumn },
  { key: 'seniors', label: 'Seniors Meeting', meetingType: MeetingType.Seniors },
  { key: 'society', label: 'Society Matches', meetingType: MeetingType.Society },
  { key: 'knockout', label: 'Knockout Meetings', meetingType: MeetingType.KO },
  { key: 'other', label: 'Other Results', meetingType: null },
];

/** The address of a section of Meeting Results. */
export const resultTabPath = (key: string) =>
  key === RESULT_TABS[0].key ? '/results' : `/results?tab=${key}`;
