import { describe, expect, it } from 'vitest';
import { meetingFor } from './meeting-choice';

describe("the meeting a fixture's results most likely go into", () => {
  it.each([
    ['Spring Meeting', 'Spring Meetings'],
    ['The AUTUMN meeting at Woking', 'Autumn Meetings'],
    ['Seniors Day', 'Seniors Meetings'],
    ['Veterans Stableford', 'Seniors Meetings'],
    ['Halford Hewitt trial', 'Knockout Meetings'],
    ['Match v. Old Harrovians', 'Society Matches'],
    ['Summer Stableford', ''],
    ['Springfield Open', ''],
  ])('%s → %s', (event, meeting) => {
    expect(meetingFor(event)).toBe(meeting);
  });
});
