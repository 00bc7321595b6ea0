import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { createWithdrawLink } from '../../src/server/modules/competitions/competition-links';
import { harnessWith } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';
import { login } from '../helpers/account-helpers';
import { createCompetition } from '../helpers/competition-factory';

const test = harnessWith({ env: { MAIL_PER_SECOND: '1000' } });

/** The one-click answers in a message's text part: 'label:\nhttp://…/act/token'. */
const actLinksIn = (message: ParsedMail) =>
  Object.fromEntries(
    [...(message.text ?? '').matchAll(/^(.+):\nhttps?:\/\/\S+\/act\/([\w-]+)$/gm)].map((m) => [m[1], m[2]]),
  );
const OFFERED = /A place in the Halford Hewitt \d+ is yours if you want it/;
const HOURS = 3_600_000;

/** A team saved by its captain and published (publishing is the team sheet's work: its stamp is set here). */
async function publishedTeam(
  db: Db,
  captain: { post: (path: string, body: unknown) => Promise<{ status: number }> },
  id: number,
  team: { pairs: [number, number][]; reserves: number[] },
) {
  expect((await captain.post(`/api/competitions/${id}/team`, team)).status).toBe(200);
  await db
    .updateTable('competitions')
    .set({ published_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

const placeHolders = (db: Db, id: number) =>
  db
    .selectFrom('competition_places')
    .select(['pair_index', 'slot', 'member_id'])
    .where('competition_id', '=', id)
    .orderBy('pair_index')
    .orderBy('slot')
    .execute()
    .then((rows) => rows.map((r) => r.member_id));

const reserveStates = (db: Db, id: number) =>
  db
    .selectFrom('competition_reserves')
    .select(['member_id', 'state'])
    .where('competition_id', '=', id)
    .orderBy('reserve_order')
    .execute()
    .then((rows) => rows.map((r) => [r.member_id, r.state]));

describe('Withdrawal: a player leaves the team and the first reserve still waiting is offered his place', () => {
  test('the player or a captain may withdraw him; others may not; a member not in the team is named', async ({
    visitor,
    member,
    otherMember,
    manager,
    admin,
    newMember,
    mail,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email] });
    const [p1, p2, p3, reserve] = await Promise.all([1, 2, 3, 4].map(() => newMember()));
    await publishedTeam(db, manager, id, {
      pairs: [
        [member.id, p1.id],
        [p2.id, p3.id],
      ],
      reserves: [reserve.id, otherMember.id],
    });
    const path = `/api/competitions/${id}/withdraw`;

    expect((await visitor.post(path, { memberId: member.id })).status).toBe(401);
    const refused = await otherMember.post(path, { memberId: member.id });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      '': ['Only the player himself or a captain of this competition can withdraw him'],
    });
    // The captain of another competition is no captain of this one.
    await createCompetition(db, { name: 'Grafton Morrish', captains: [otherMember.email] });
    expect((await otherMember.post(path, { memberId: member.id })).status).toBe(403);
    expect((await manager.post('/api/competitions/999999/withdraw', { memberId: member.id })).status).toBe(
      404,
    );
    const notInTeam = await manager.post(path, { memberId: otherMember.id });
    expect(notInTeam.status).toBe(400);
    expect(notInTeam.json).toEqual({
      '': [`${otherMember.firstName} ${otherMember.lastName} is not in the Halford Hewitt team`],
    });
    expect((await manager.post(path, {})).json).toEqual({ memberId: ['Choose a member'] });
    expect(await placeHolders(db, id)).toEqual([member.id, p1.id, p2.id, p3.id]);

    // The player himself: his place is freed and offered to the first reserve at once.
    const mine = await member.post(path, { memberId: member.id });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ withdrawn: true, offeredTo: { memberId: reserve.id } });
    expect(await placeHolders(db, id)).toEqual([null, p1.id, p2.id, p3.id]);
    const offer = await mail.waitFor({ to: reserve.email, subject: OFFERED });
    expect(offer.text).toContain(`pair 1, partnering ${p1.firstName[0]}. ${p1.lastName}`);
    expect(Object.keys(actLinksIn(offer))).toEqual(["Yes, I'll play", "No, I can't play"]);
    const notice = await mail.waitFor({ to: manager.email, subject: /has withdrawn from pair 1/ });
    expect(notice.text).toContain(
      `The place is offered to ${reserve.firstName} ${reserve.lastName}, the 1st reserve, until`,
    );

    // A captain for another player: the next reserve still waiting.
    const byCaptain = await manager.post(path, { memberId: p3.id });
    expect(byCaptain.json).toMatchObject({ withdrawn: true, offeredTo: { memberId: otherMember.id } });
    await mail.waitFor({ to: otherMember.email, subject: OFFERED });
    // An administrator too; with no reserve left, the captains hear so.
    expect((await admin.post(path, { memberId: p2.id })).json).toEqual({ withdrawn: true, offeredTo: null });
    const none = await mail.waitFor({ to: manager.email, subject: /has withdrawn from pair 2/ });
    expect(none.text).toBeTruthy();

    const team = (await member.get(`/api/competitions/${id}/team`)).json;
    expect(team.withdrawn.map((p: { memberId: number }) => p.memberId)).toEqual([member.id, p3.id, p2.id]);
    expect(team.openPlaces).toEqual([
      {
        pair: 1,
        offeredTo: expect.objectContaining({ memberId: reserve.id }),
        partner: expect.objectContaining({ memberId: p1.id }),
      },
      { pair: 2, offeredTo: null, partner: null },
      { pair: 2, offeredTo: expect.objectContaining({ memberId: otherMember.id }), partner: null },
    ]);
    expect(await reserveStates(db, id)).toEqual([
      [reserve.id, 'offered'],
      [otherMember.id, 'offered'],
    ]);
    const audit = await auditRows(db, { entity: 'competition', action: 'competition.withdraw' });
    expect(audit.map((r) => r.actor_id)).toEqual([member.id, manager.id, admin.id]);
    // Withdrawn already: not in the team.
    expect((await member.post(path, { memberId: member.id })).status).toBe(400);
  }, 90_000);

  test('before the team is published the captain changes it; after the last round nothing changes (409)', async ({
    member,
    otherMember,
    manager,
    mail,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email] });
    const path = `/api/competitions/${id}/withdraw`;
    expect(
      (
        await manager.post(`/api/competitions/${id}/team`, {
          pairs: [[member.id, manager.id]],
          reserves: [otherMember.id],
        })
      ).status,
    ).toBe(200);
    const early = await member.post(path, { memberId: member.id });
    expect(early.status).toBe(400);
    expect(early.json).toEqual({
      '': ['The team has not been published yet: the captain changes the team until then'],
    });
    const at = new Date().toISOString();
    await db
      .updateTable('competitions')
      .set({ published_at: at, finished_at: at })
      .where('id', '=', id)
      .execute();
    await mail.settled();
    const before = mail.to(otherMember.email).length;
    const late = await member.post(path, { memberId: member.id });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ '': ['The Halford Hewitt has finished: nothing can be changed now'] });
    expect((await manager.post(path, { memberId: member.id })).status).toBe(409);
    expect(await placeHolders(db, id)).toEqual([member.id, manager.id]);
    expect(await reserveStates(db, id)).toEqual([[otherMember.id, 'waiting']]);
    expect(await auditRows(db, { action: 'competition.withdraw' })).toEqual([]);
    await mail.settled();
    expect(mail.to(otherMember.email)).toHaveLength(before);
  }, 90_000);

  test("a player withdraws from his e-mail's one-click link", async ({
    app,
    visitor,
    member,
    otherMember,
    manager,
    mail,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email] });
    await publishedTeam(db, manager, id, { pairs: [[member.id, manager.id]], reserves: [otherMember.id] });
    const place = await db
      .selectFrom('competition_places')
      .select('id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const url = await createWithdrawLink(db, app.app.deps.publicUrl, {
      memberId: member.id,
      competitionId: id,
      placeId: place.id,
    });
    const token = url.split('/act/')[1];
    expect((await visitor.get(`/api/act?token=${token}`)).json).toMatchObject({
      state: 'ready',
      action: 'place-withdraw',
      firstName: member.firstName,
      competition: { id, pair: 1 },
    });
    expect((await visitor.post('/api/act', { token })).json).toEqual({
      outcome: 'withdrawn',
      waitingPosition: null,
    });
    expect(await placeHolders(db, id)).toEqual([null, manager.id]);
    await mail.waitFor({ to: otherMember.email, subject: OFFERED });
    await mail.waitFor({ to: manager.email, subject: /has withdrawn from pair 1/ });
    expect((await visitor.get(`/api/act?token=${token}`)).json.state).toBe('used');
    expect((await visitor.post('/api/act', { token })).status).toBe(400);
  }, 90_000);
});

describe('Offers: accept takes the place, decline and lapse pass it on, and the first yes wins', () => {
  test('accept by link, decline passes on, the job lapses an offer and passes it on; the captains hear each step', async ({
    app,
    visitor,
    member,
    otherMember,
    manager,
    newMember,
    mail,
    clock,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email], offerHours: 24 });
    const [partner, p2, p3, first, second, third] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => newMember()),
    );
    await publishedTeam(db, manager, id, {
      pairs: [
        [member.id, partner.id],
        [p2.id, p3.id],
      ],
      reserves: [first.id, second.id, third.id, otherMember.id],
    });
    await member.post(`/api/competitions/${id}/withdraw`, { memberId: member.id });

    // The first reserve accepts from his e-mail: the act page names the pair, and the place is his.
    const links = actLinksIn(await mail.waitFor({ to: first.email, subject: OFFERED }));
    const accept = links["Yes, I'll play"];
    expect((await visitor.get(`/api/act?token=${accept}`)).json).toMatchObject({
      state: 'ready',
      action: 'place-accept',
      competition: { id, pair: 1 },
    });
    expect((await visitor.post('/api/act', { token: accept })).json).toEqual({
      outcome: 'accepted',
      waitingPosition: null,
    });
    expect(await placeHolders(db, id)).toEqual([first.id, partner.id, p2.id, p3.id]);
    await mail.waitFor({ to: first.email, subject: /You are in the Halford Hewitt \d+ side/ });
    await mail.waitFor({ to: manager.email, subject: /has taken the place in pair 1/ });
    const decline1 = await visitor.get(`/api/act?token=${links["No, I can't play"]}`);
    expect(decline1.json).toMatchObject({
      state: 'blocked',
      reason: 'The place in pair 1 is already yours.',
    });
    const team = (await member.get(`/api/competitions/${id}/team`)).json;
    expect(team.pairs[0].map((p: { memberId: number }) => p.memberId)).toEqual([first.id, partner.id]);

    // The next withdrawal goes to the second reserve, who declines: it passes to the third at once.
    await manager.post(`/api/competitions/${id}/withdraw`, { memberId: p3.id });
    const toSecond = actLinksIn(await mail.waitFor({ to: second.email, subject: OFFERED }));
    expect((await visitor.post('/api/act', { token: toSecond["No, I can't play"] })).json.outcome).toBe(
      'declined',
    );
    await mail.waitFor({ to: third.email, subject: OFFERED });
    const declined = await mail.waitFor({ to: manager.email, subject: /has declined the place in pair 2/ });
    expect(declined.text).toContain(
      `The place is offered to ${third.firstName} ${third.lastName}, the 3rd reserve`,
    );
    // Having declined, his accept link no longer works.
    expect((await visitor.get(`/api/act?token=${toSecond["Yes, I'll play"]}`)).json).toMatchObject({
      state: 'blocked',
      reason: 'You have declined this place.',
    });

    expect((await member.post(`/api/competitions/${id}/offer`, { answer: 'accept' })).json).toEqual({
      '': ['No place in the Halford Hewitt is offered to you now'],
    });
    // The third does not answer: nothing lapses early; after 24 hours the job lapses it and offers the next.
    expect(await app.app.competitionOffers.run()).toBe(0);
    await clock.advance(23 * HOURS);
    expect(await app.app.competitionOffers.run()).toBe(0);
    await clock.advance(2 * HOURS);
    expect(await app.app.competitionOffers.run()).toBe(1);
    expect(await app.app.competitionOffers.run()).toBe(0);
    await mail.waitFor({
      to: third.email,
      subject: /The offer of a place in the Halford Hewitt \d+ has lapsed/,
    });
    await mail.waitFor({
      to: manager.email,
      subject: /did not answer the offer of the place in pair 2 in time/,
    });
    await mail.waitFor({ to: otherMember.email, subject: OFFERED });
    expect(await reserveStates(db, id)).toEqual([
      [first.id, 'playing'],
      [second.id, 'declined'],
      [third.id, 'lapsed'],
      [otherMember.id, 'offered'],
    ]);

    // otherMember answers on the site (signed in again: the clock has moved a day).
    await login(otherMember, otherMember.email, otherMember.password);
    expect((await otherMember.post(`/api/competitions/${id}/offer`, { answer: 'accept' })).json).toEqual({
      outcome: 'accepted',
    });
    expect(await placeHolders(db, id)).toEqual([first.id, partner.id, p2.id, otherMember.id]);
    const actions = (await auditRows(db, { entity: 'competition' })).map((r) => r.action);
    expect(actions.filter((a) => a !== 'competition.team')).toEqual([
      'competition.withdraw',
      'competition.offer',
      'competition.offer.accept',
      'competition.withdraw',
      'competition.offer',
      'competition.offer.decline',
      'competition.offer',
      'competition.offer.lapse',
      'competition.offer',
      'competition.offer.accept',
    ]);
  }, 90_000);

  test('two reserves accepting at once: exactly one gets the place, the other is told it has gone', async ({
    visitor,
    member,
    otherMember,
    manager,
    newMember,
    mail,
    clock,
    app,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email], offerHours: 1 });
    const [partner, late] = await Promise.all([1, 2].map(() => newMember()));
    await publishedTeam(db, manager, id, {
      pairs: [[member.id, partner.id]],
      reserves: [otherMember.id, late.id],
    });
    await member.post(`/api/competitions/${id}/withdraw`, { memberId: member.id });
    await mail.waitFor({ to: otherMember.email, subject: OFFERED });
    // The first reserve's offer lapses and goes to the next; a lapsed reserve's yes still counts while it is free.
    await clock.advance(2 * HOURS);
    expect(await app.app.competitionOffers.run()).toBe(1);
    const links = actLinksIn(await mail.waitFor({ to: late.email, subject: OFFERED }));
    await login(otherMember, otherMember.email, otherMember.password);

    const [site, link] = await Promise.all([
      otherMember.post(`/api/competitions/${id}/offer`, { answer: 'accept' }),
      visitor.post('/api/act', { token: links["Yes, I'll play"] }),
    ]);
    expect([site.status, link.status]).toEqual([200, 200]);
    const outcomes = [site.json.outcome, link.json.outcome];
    expect(outcomes.sort()).toEqual(['accepted', 'gone']);
    const winner = site.json.outcome === 'accepted' ? otherMember.id : late.id;
    expect(await placeHolders(db, id)).toEqual([winner, partner.id]);
    const states = Object.fromEntries(await reserveStates(db, id));
    expect(states[winner]).toBe('playing');
    // The other stays a reserve: the lapsed one lapsed, the one offered waiting his turn again.
    expect(states[winner === late.id ? otherMember.id : late.id]).toBe(
      winner === late.id ? 'lapsed' : 'waiting',
    );
    if (winner === otherMember.id)
      await mail.waitFor({ to: late.email, subject: /The place in the Halford Hewitt \d+ has gone/ });
    // Asked again, the loser hears the same.
    const again =
      winner === late.id
        ? (await otherMember.post(`/api/competitions/${id}/offer`, { answer: 'accept' })).json
        : (await visitor.get(`/api/act?token=${links["Yes, I'll play"]}`)).json.reason;
    expect(JSON.stringify(again)).toMatch(/gone|No place/);
  }, 90_000);
});
