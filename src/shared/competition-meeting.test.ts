import { describe, expect, it } from 'vitest';
import { competitionMeetingType } from './competition-meeting';

describe("the Meeting Results' section of a competition", () => {
  it('puts the knockouts under Knockout Meetings and the rest under Society Matches', () => {
    for (const name of ['Halford Hewitt', 'Grafton Morrish', 'The Cyril Gray (over-55s)', 'Plate Knock-out'])
      expect(competitionMeetingType(name), name).toBe(5);
    for (const name of ['Bernard Darwin', 'Match v the Old Carthusians', 'Grayshott foursomes'])
      expect(competitionMeetingType(name), name).toBe(3);
  });
});
