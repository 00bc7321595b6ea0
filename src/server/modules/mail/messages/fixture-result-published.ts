import { randomBytes } from 'node:crypto';
import { composeMail, type Mail } from '../layout/compose-mail';
import { fixtureWhere, type FixtureMemberNotice } from '../fixture-member-notice';

/** What one player is told of a published result: their place and score, and the prizes they won. */
export interface PlayerResult {
  firstName: string;
  /** 'You finished =2nd of 24 with 38 pts (c/b).' */
  line: string;
  /** 'You won a prize: Stableford Cup. Congratulations!', or where to find the prize winners. */
  prizes: string;
}

/** The fixture's part of the message; `link` is the fixture's result page. */
export type ResultNotice = Omit<FixtureMemberNotice, 'firstName'>;

/** To each member who played, when a fixture's cards are published (and again when their result changes). */
export function fixtureResultPublishedMessage(n: ResultNotice & PlayerResult): Mail {
  return composeMail(n, {
    title: `Results: ${n.event}`,
    greeting: `Dear ${n.firstName},`,
    intro: [`The results of ${fixtureWhere(n)} are published.`, n.line, n.prizes],
    action: { label: 'See the results', url: n.link },
    reason: `You are receiving this e-mail because you played in a golf day of the ${n.societyName}.`,
  });
}

/** Text as React writes it into HTML (react-dom's escaping), so a filled-in copy is the copy React would make. */
const asReactHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/**
 * One message per player, laid out once: a whole field's messages cost one render, not one each (publishing a
 * 120-player field stays well inside its time budget). Each copy differs from the others only in the player's
 * name, line and prizes, put where the placeholders stand (escaped for the HTML part as React escapes text).
 */
export function fixtureResultPublishedMessages(n: ResultNotice, players: readonly PlayerResult[]): Mail[] {
  const slot = `SLOT${randomBytes(9).toString('hex')}`;
  const fields = { firstName: `${slot}N`, line: `${slot}L`, prizes: `${slot}P` } as const;
  const template = fixtureResultPublishedMessage({ ...n, ...fields });
  return players.map((p) => {
    const fill = (s: string, escape: (v: string) => string) =>
      s
        .replaceAll(fields.firstName, escape(p.firstName))
        .replaceAll(fields.line, escape(p.line))
        .replaceAll(fields.prizes, escape(p.prizes));
    return {
      subject: template.subject,
      text: fill(template.text, (v) => v),
      html: fill(template.html, asReactHtml),
    };
  });
}
