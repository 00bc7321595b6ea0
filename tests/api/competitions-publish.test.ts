import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { test, type Everyone } from '../helpers/harness';
import { linkIn } from '../helpers/smtp-sink';
import { hashToken } from '../../src/server/lib/tokens';
import { createMember } from '../helpers/factories';
import { createCompetition } from '../helpers/competition-factory';
import { onlyAuditRow } from '../helpers/audit-log';

/** Members' answers to the poll, written as the poll's links would. */
async function answered(db: Db, competitionId: number, answers: [number, string][]) {
  for (const [memberId, answer] of answers)
    await db
      .insertInto('competition_availability')
      .values({
        competition_id: competitionId,
        member_id: memberId,
        answer,
        answered_at: new Date().toISOString(),
      })
      .execute();
}

/** The side of the tests: two pairs, a reserve and members who answered the poll but were not chosen. */
async function side(db: Db) {
  const smith = await createMember(db, {
    first_name: 'John Robert',
    last_name: 'Smith',
    initials: 'J. R. H.',
  });
  const jones = await createMember(db, { first_name: 'Peter Adam', last_name: 'Jones' });
  const brown = await createMember(db, { first_name: 'Hugh', last_name: 'Brown' });
  const green = await createMember(db, { first_name: 'Ian', last_name: 'Green' });
  const reserve = await createMember(db, { first_name: 'Rupert', last_name: 'Reeve' });
  const keen = await createMember(db, { first_name: 'Keith', last_name: 'Keen' });
  const away = await createMember(db, { first_name: 'Alan', last_name: 'Away' });
  return { smith, jones, brown, green, reserve, keen, away };
}

/**
 * The manager's competition (two pairs; another, the Grafton Morrish, is the other member's), the side, and the
 * team the manager saves: Smith and Jones, Brown and Green, and the reserve.
 */
async function captainsTeam(db: Db, { manager, otherMember }: Everyone) {
  const id = await createCompetition(db, { captains: [manager.email], pairs: 2 });
  await createCompetition(db, { name: 'Grafton Morrish', captains: [otherMember.email] });
  const s = await side(db);
  const team = {
    pairs: [
      [s.smith.id, s.jones.id],
      [s.brown.id, s.green.id],
    ],
    reserves: [s.reserve.id],
  };
  return { id, s, team };
}

describe('Publishing the team: each player, reserve and member not chosen is told', () => {
  test('the captain publishes; each is e-mailed his news; again only the changed news; others may not', async ({
    everyone,
    db,
    mail,
  }) => {
    const { visitor, member, otherMember, manager, admin } = everyone;
    const { id, s, team } = await captainsTeam(db, everyone);
    await answered(db, id, [
      [s.smith.id, 'available'],
      [s.keen.id, 'available'],
      [s.reserve.id, 'reserve'],
      [s.away.id, 'unavailable'],
    ]);
    const path = `/api/competitions/${id}/team/publish`;

    expect((await visitor.post(path)).status).toBe(401);
    expect((await member.post(path)).status).toBe(403);
    // Another competition's captain is no captain of this one.
    expect((await otherMember.post(path)).status).toBe(403);
    expect((await manager.post('/api/competitions/999999/team/publish')).status).toBe(404);
    const early = await manager.post(path);
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ '': ['Save the team before you publish it'] });

    expect((await manager.post(`/api/competitions/${id}/team`, team)).status).toBe(200);
    const published = await manager.post(path);
    expect(published.status).toBe(200);
    expect(published.json).toEqual({ sent: 6 });

    const smithMail = await mail.waitFor({
      to: s.smith.email,
      subject: /You are selected for the Halford Hewitt/,
    });
    expect(smithMail.text).toContain('Dear John Robert,');
    expect(smithMail.text).toContain('You are in pair 1 in the order of play, partnering P. A. Jones.');
    // His one-click 'I can no longer play': a single-use withdrawal of his own place.
    const withdraw = linkIn(smithMail, '/act/');
    const token = await db
      .selectFrom('competition_action_tokens')
      .select(['member_id', 'action', 'place_id'])
      .where('token_hash', '=', hashToken(withdraw.split('/act/')[1]))
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ member_id: s.smith.id, action: 'place-withdraw' });
    expect(token.place_id).not.toBeNull();
    const greenMail = await mail.waitFor({ to: s.green.email, subject: /You are selected/ });
    expect(greenMail.text).toContain('You are in pair 2 in the order of play, partnering H. Brown.');
    const reserveMail = await mail.waitFor({
      to: s.reserve.email,
      subject: /You are a reserve for the Halford Hewitt/,
    });
    expect(reserveMail.text).toContain('You are the 1st reserve');
    const keenMail = await mail.waitFor({ to: s.keen.email, subject: /not chosen this time/ });
    expect(keenMail.text).toContain('You have not been chosen this time.');
    await mail.settled();
    // He said he could not play, and was not asked about a place: no e-mail.
    expect(mail.to(s.away.email)).toHaveLength(0);
    expect(mail.to(member.email)).toHaveLength(0);

    const read = await member.get(`/api/competitions/${id}/team`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const audit = await onlyAuditRow(db, { action: 'competition.publish', entityId: id });
    expect(audit.actor_id).toBe(manager.id);
    expect(JSON.parse(audit.after_json!)).toEqual({ players: 4, reserves: 1, notChosen: 1, sent: 6 });

    // Nothing changed: nobody is told the same news twice.
    expect((await manager.post(path)).json).toEqual({ sent: 0 });

    // The pairs change places and the reserve is dropped for one who was not chosen: those six are told.
    const changed = {
      pairs: [
        [s.brown.id, s.green.id],
        [s.smith.id, s.jones.id],
      ],
      reserves: [s.keen.id],
    };
    expect((await admin.post(`/api/competitions/${id}/team`, changed)).status).toBe(200);
    const again = await admin.post(path);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ sent: 6 });
    await mail.waitFor({ to: s.keen.email, subject: /You are a reserve/ });
    await mail.waitFor({ to: s.reserve.email, subject: /not chosen this time/ });
    await mail.settled();
    const smithMails = mail.to(s.smith.email);
    expect(smithMails).toHaveLength(2);
    expect(smithMails.map((m) => m.text).join()).toContain(
      'You are in pair 2 in the order of play, partnering P. A. Jones.',
    );
    expect(mail.to(s.away.email)).toHaveLength(0);
  });
});

describe('The team sheet: a printable A4 page for the captains', () => {
  test('shows the society, competition, round, date and pairs with initials; others are refused', async ({
    everyone,
    db,
  }) => {
    const { visitor, member, otherMember, manager, admin } = everyone;
    const { id, team } = await captainsTeam(db, everyone);
    const path = `/competitions/${id}/teamsheet`;
    expect((await manager.post(`/api/competitions/${id}/team`, team)).status).toBe(200);

    // A visitor is taken to the login page, which brings him back here.
    const asVisitor = await visitor.get(path);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.headers.get('content-type')).toMatch(/^text\/html/);
    expect(asVisitor.text).toContain(
      `<meta http-equiv="refresh" content="0;url=/loginregister?next=%2Fcompetitions%2F${id}%2Fteamsheet&amp;why=login">`,
    );
    for (const someone of [member, otherMember]) {
      const refused = await someone.get(path);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Only this competition&#39;s captains can do that');
    }
    const missing = await manager.get('/competitions/999999/teamsheet');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Competition not found');

    const society = (await visitor.get('/api/settings')).json.societyName as string;
    const year = new Date().getUTCFullYear();
    for (const captainOrAdmin of [manager, admin]) {
      const sheet = await captainOrAdmin.get(path);
      expect(sheet.status).toBe(200);
      expect(sheet.headers.get('content-type')).toMatch(/^text\/html/);
      expect(sheet.headers.get('cache-control')).toBe('private, no-store');
      expect(sheet.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[^']+'; img-src/);
      expect(sheet.text).toContain('@page{size:A4');
      expect(sheet.text).toContain(society.replace(/&/g, '&amp;'));
      expect(sheet.text).toContain(`<h1>Halford Hewitt ${year}</h1>`);
      // The next day of play, written out, and the pairs in order with each player's initials and surname.
      expect(sheet.text).toMatch(new RegExp(`First round: \\w+day 9 April ${year + 1}`));
      expect(sheet.text).toContain(
        '<tr><th scope="row">1</th><td>J. R. H. Smith &amp; P. A. Jones</td></tr><tr><th scope="row">2</th><td>H. Brown &amp; I. Green</td></tr>',
      );
      expect(sheet.text).not.toContain('<script');
    }

    const second = await manager.get(`${path}?round=Second%20round`);
    expect(second.status).toBe(200);
    expect(second.text).toMatch(new RegExp(`Second round: \\w+day 10 April ${year + 1}`));
    const final = await manager.get(`${path}?round=Final`);
    expect(final.status).toBe(404);
    expect(final.text).toContain(`The Halford Hewitt ${year} has no round called &#39;Final&#39;`);
  });
});

describe('Initials in Contact Details', () => {
  test('a member saves his initials as the sheet writes them, clears them, and bad ones are refused', async ({
    member,
  }) => {
    const details = {
      id: member.id,
      email: member.email,
      mobileNumber: '07700900999',
    };
    const saved = await member.post('/api/account/updatecontactdetails', { ...details, initials: 'j.r h' });
    expect(saved.status).toBe(200);
    expect(saved.json.initials).toBe('J. R. H.');
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.initials).toBe('J. R. H.');
    // Absent: kept as they are.
    expect((await member.post('/api/account/updatecontactdetails', details)).json.initials).toBe('J. R. H.');

    for (const [initials, message] of [
      ['J1', 'Initials may hold only letters, full stops and spaces'],
      ['ABCDEFGHIJKLM', 'Initials must be 12 letters or fewer'],
      ['A'.repeat(41), 'Initials must be 12 letters or fewer'],
    ]) {
      const res = await member.post('/api/account/updatecontactdetails', { ...details, initials });
      expect(res.status, initials).toBe(400);
      expect(res.json).toEqual({ initials: [message] });
    }
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.initials).toBe('J. R. H.');

    const cleared = await member.post('/api/account/updatecontactdetails', { ...details, initials: '  ' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.initials).toBeNull();
  });
});
