import type { ParsedMail } from 'mailparser';
import { describe, expect } from 'vitest';
import { harnessWith } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';
import { createCompetition } from '../helpers/competition-factory';

const test = harnessWith({ env: { MAIL_PER_SECOND: '1000' } });

/** The one-click answers in a message's text part: 'label:\nhttp://…/act/token'. */
const actLinksIn = (message: ParsedMail) =>
  [...(message.text ?? '').matchAll(/^(.+):\nhttps?:\/\/\S+\/act\/([\w-]+)$/gm)].map((m) => ({
    label: m[1],
    token: m[2],
  }));

describe('Availability: members answer, the captain polls, reminds and reads the answers', () => {
  test('a member answers for himself; one who may not play is refused; bad input is 400', async ({
    visitor,
    member,
    otherMember,
    db,
  }) => {
    const id = await createCompetition(db);
    const over50s = await createCompetition(db, { name: 'Cyril Gray', leftSchoolBy: 1970 });
    const answer = {
      competitionId: id,
      answer: 'reserve',
      unavailableDates: ['2026-04-10'],
      note: 'Away the 10th',
    };
    expect((await visitor.post('/api/competitions/availability', answer)).status).toBe(401);
    const res = await member.post('/api/competitions/availability', answer);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...answer });
    expect(
      (await member.get('/api/competitions')).json.find((c: { id: number }) => c.id === id),
    ).toMatchObject({
      eligible: true,
      myAvailability: { answer: 'reserve', unavailableDates: ['2026-04-10'], note: 'Away the 10th' },
    });
    // Another member's answer is his own; the first member's stays.
    expect(
      (await otherMember.post('/api/competitions/availability', { ...answer, answer: 'available' })).status,
    ).toBe(200);
    expect((await member.get('/api/competitions')).json[0].myAvailability?.answer ?? 'reserve').toBe(
      'reserve',
    );

    // Peter Holloway left school in 1985: the over-50s side (left by 1970) is not his to answer.
    const refused = await member.post('/api/competitions/availability', {
      ...answer,
      competitionId: over50s,
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ '': ['You may not play in the Cyril Gray'] });
    expect(
      (await member.post('/api/competitions/availability', { ...answer, competitionId: 999999 })).status,
    ).toBe(404);
    const bad = await member.post('/api/competitions/availability', {
      competitionId: id,
      answer: 'maybe',
      unavailableDates: ['soon'],
      note: 'x'.repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      answer: ['Choose available, reserve or unavailable'],
      unavailableDates: ['Date must be a real date'],
      note: ['Note must be 500 characters or fewer'],
    });
  });

  test('the captain polls every eligible member with three one-click answers; a link answers once; the list shows it', async ({
    app,
    visitor,
    member,
    otherMember,
    manager,
    admin,
    mail,
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email] });
    const another = await createCompetition(db, { name: 'Grafton Morrish', captains: [otherMember.email] });
    const path = `/api/competitions/${id}`;
    // Visitor 401; a member, and another competition's captain, 403; the captain and an administrator may.
    expect((await visitor.post(`${path}/poll`, {})).status).toBe(401);
    for (const who of [member, otherMember]) {
      expect((await who.post(`${path}/poll`, {})).status).toBe(403);
      expect((await who.post(`${path}/remind`, {})).status).toBe(403);
      expect((await who.get(`${path}/availability`)).status).toBe(403);
    }
    expect((await otherMember.get(`/api/competitions/${another}/availability`)).status).toBe(200);
    expect((await manager.post('/api/competitions/999999/poll', {})).status).toBe(404);
    expect((await manager.post('/api/competitions/x/poll', {})).status).toBe(404);

    const eligible = await db
      .selectFrom('members')
      .select('email')
      .where('approval', '=', 'approved')
      .execute();
    const polled = await manager.post(`${path}/poll`, {});
    expect(polled.status).toBe(200);
    expect(polled.json).toEqual({ sent: eligible.length });

    const toMember = await mail.waitFor({
      to: member.email,
      subject: /Are you available for the Halford Hewitt/,
    });
    const links = actLinksIn(toMember);
    expect(links.map((l) => l.label)).toEqual([
      "I'm available",
      'Reserve if you are short',
      "I'm not available",
    ]);

    const view = await visitor.get(`/api/act?token=${links[1].token}`);
    expect(view.json).toMatchObject({
      state: 'ready',
      action: 'team-reserve',
      firstName: member.firstName,
      fixture: null,
      competition: { id, name: 'Halford Hewitt', pair: null },
    });
    const pressed = await visitor.post('/api/act', { token: links[1].token });
    expect(pressed.json).toEqual({ outcome: 'answered', waitingPosition: null });
    const again = await visitor.post('/api/act', { token: links[1].token });
    expect(again.status).toBe(400);
    expect((await visitor.get(`/api/act?token=${links[1].token}`)).json.state).toBe('used');

    const list = await manager.get(`${path}/availability`);
    expect(list.status).toBe(200);
    expect(list.json.polledAt).toEqual(expect.any(String));
    const row = list.json.rows.find((r: { memberId: number }) => r.memberId === member.id);
    expect(row).toEqual({
      memberId: member.id,
      name: `${member.firstName} ${member.lastName}`,
      sheetName: `${member.firstName[0]}. ${member.lastName}`,
      answer: 'reserve',
      answeredAt: expect.any(String),
      unavailableDates: [],
      note: null,
      handicap: expect.any(Number),
      yearLeft: 1985,
      lastScores: [],
      asked: true,
      noEmail: false,
    });
    expect((await admin.get(`${path}/availability`)).json.rows).toHaveLength(eligible.length);

    // The reminder goes only to those who have not answered.
    await mail.settled();
    const before = mail.to(member.email).length;
    const reminded = await manager.post(`${path}/remind`, {});
    expect(reminded.json).toEqual({ sent: eligible.length - 1 });
    await mail.waitFor({ to: otherMember.email, subject: /Reminder: are you available/ });
    await mail.settled();
    expect(mail.to(member.email)).toHaveLength(before);

    const audit = await auditRows(db, { entity: 'competition' });
    expect(audit.map((r) => r.action)).toEqual([
      'competition.poll',
      'competition.answer',
      'competition.remind',
    ]);
    void app;
  });
});
