import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_LOOK } from '../layout/compose-mail';
import { fixtureResultPublishedMessage, fixtureResultPublishedMessages } from './fixture-result-published';

const fixture = {
  societyName: 'Old Boys & <Friends> Golf Society',
  publicUrl: 'https://golf.example.org',
  contactEmail: 'secretary@example.org',
  look: DEFAULT_MAIL_LOOK,
  event: 'Spring Meeting',
  fixtureDate: 'Sat 10 May 2025',
  location: "St George's Hill",
  link: 'https://golf.example.org/fixtureresult/7',
};

describe("a published result's messages, laid out once for the whole field", () => {
  it('is, for each player, the very message laid out for them alone', () => {
    const players = [
      {
        firstName: "Peter O'Brien",
        line: 'You finished =2nd of 24 with 38 pts (c/b).',
        prizes: 'No prize & "none" <here>.',
      },
      {
        firstName: 'Hugh',
        line: 'Your card was a no return, so it has no place in the field.',
        prizes: 'See the field.',
      },
    ];
    const together = fixtureResultPublishedMessages(fixture, players);
    expect(together).toHaveLength(2);
    players.forEach((p, i) => {
      const alone = fixtureResultPublishedMessage({ ...fixture, ...p });
      expect(together[i].subject).toBe(alone.subject);
      expect(together[i].text).toBe(alone.text);
      expect(together[i].html).toBe(alone.html);
    });
    expect(together[0].text).toContain("Dear Peter O'Brien,");
    expect(together[0].html).not.toContain('SLOT');
  });
});
