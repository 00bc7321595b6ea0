import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_LOOK } from '../layout/compose-mail';
import { competitionTeamOutcomeMessage, type TeamOutcome } from './competition-team-outcome';

const base = {
  societyName: 'Old Boys Golf Society',
  publicUrl: 'https://golf.example.org',
  contactEmail: 'secretary@example.org',
  look: DEFAULT_MAIL_LOOK,
  firstName: 'John',
  competition: 'Halford Hewitt 2026',
  firstDay: 'Thursday 9 April 2026',
  link: 'https://golf.example.org/competitions',
};
const mailFor = (outcome: TeamOutcome) => competitionTeamOutcomeMessage({ ...base, outcome });

describe('the published team, as each member is told it', () => {
  it('tells a player his place in the order of play and his partner, and how to withdraw', () => {
    const m = mailFor({ kind: 'pair', pair: 2, partner: 'P. A. Jones' });
    expect(m.subject).toBe('You are selected for the Halford Hewitt 2026 – Old Boys Golf Society');
    expect(m.text).toContain('first day Thursday 9 April 2026');
    expect(m.text).toContain('You are in pair 2 in the order of play, partnering P. A. Jones.');
    expect(m.text).toContain('say so at once with the button above or on the website');
  });

  it("gives a player the one-click 'I can no longer play' beside the team's page", () => {
    const withdrawLink = 'https://golf.example.org/act/abc123';
    const m = competitionTeamOutcomeMessage({
      ...base,
      outcome: { kind: 'pair', pair: 1, partner: 'P. A. Jones' },
      withdrawLink,
    });
    expect(m.html).toContain(`href="${withdrawLink}"`);
    expect(m.html).toContain('I can no longer play');
    expect(m.text).toContain(withdrawLink);
  });

  it('tells a reserve his place among the reserves', () => {
    const m = mailFor({ kind: 'reserve', order: 2 });
    expect(m.subject).toBe('You are a reserve for the Halford Hewitt 2026 – Old Boys Golf Society');
    expect(m.text).toContain('You are the 2nd reserve');
    expect(m.text).not.toContain('I can no longer play');
  });

  it('thanks one not chosen this time', () => {
    const m = mailFor({ kind: 'none' });
    expect(m.subject).toBe('The Halford Hewitt 2026: not chosen this time – Old Boys Golf Society');
    expect(m.text).toContain('You have not been chosen this time. Thank you for making yourself available.');
    expect(m.html).toContain('href="https://golf.example.org/competitions"');
  });
});
