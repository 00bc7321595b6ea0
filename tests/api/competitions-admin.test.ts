import { describe, expect } from 'vitest';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';
import { createCompetition } from '../helpers/competition-factory';

const year = new Date().getUTCFullYear();
const FIRST_ROUND = { date: `${year}-05-13`, label: 'First round' };
const LATER_ROUNDS = { date: `${year}-05-14`, label: 'Later rounds' };
/** The competition as the form sends it: its days out of order (the answer sorts them). */
const body = (captains: string) => ({
  name: ' Cyril Gray ',
  year,
  pairs: 3,
  reservesWanted: 2,
  dates: [LATER_ROUNDS, FIRST_ROUND],
  captainEmailAddresses: captains,
  eligibility: { leftSchoolBy: 1976 },
});

describe('Competitions: the administrator keeps them, members read them', () => {
  test('refuses visitors (401) and members, a captain too, (403) on every admin route', async ({
    visitor,
    member,
    manager,
    db,
  }) => {
    await createCompetition(db, { captains: [manager.email] });
    for (const client of [member, manager]) {
      await expectAdminOnly(visitor, client, [
        ['GET', '/api/admin/competitions'],
        ['POST', '/api/admin/competitions', body('a@b.example')],
        ['POST', '/api/admin/competitions/edit', { id: 1, ...body('a@b.example') }],
        ['POST', '/api/admin/competitions/delete', { id: 1 }],
      ]);
    }
    expect((await visitor.get('/api/competitions')).status).toBe(401);
  });

  test('adds, edits and deletes a competition, captains named by address; each act is audited', async ({
    admin,
    member,
    otherMember,
    manager,
    db,
  }) => {
    const added = await admin.post(
      '/api/admin/competitions',
      body(`${manager.email.toUpperCase()}; new@x.example`),
    );
    expect(added.status).toBe(200);
    expect(added.json).toEqual({
      id: expect.any(Number),
      name: 'Cyril Gray',
      year,
      pairs: 3,
      reservesWanted: 2,
      dates: [FIRST_ROUND, LATER_ROUNDS],
      captains: ['Martin Greaves', 'new@x.example'],
      captainEmailAddresses: [manager.email.toLowerCase(), 'new@x.example'],
      status: 'polling',
      eligibility: { leftSchoolBy: 1976 },
      offerHours: 24,
      updatedAt: expect.any(String),
    });

    // Members see it, each with what he is to it: the captain, and who may play (Peter Holloway left in 1985 in
    // the factory's defaults or later, so the over-50s side is closed to him unless he left by 1976).
    const seen = await manager.get('/api/competitions');
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual([
      expect.objectContaining({ id: added.json.id, isCaptain: true, myAvailability: null }),
    ]);
    const byMember = (await member.get('/api/competitions')).json[0];
    expect(byMember).toMatchObject({ isCaptain: false, captains: ['Martin Greaves', 'new@x.example'] });
    expect(byMember).not.toHaveProperty('captainEmailAddresses');
    expect((await otherMember.get('/api/competitions')).json[0].isCaptain).toBe(false);

    const edited = await admin.post('/api/admin/competitions/edit', {
      id: added.json.id,
      ...body(otherMember.email),
      pairs: 2,
      eligibility: null,
      offerHours: 12,
      updatedAt: added.json.updatedAt,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      pairs: 2,
      eligibility: null,
      offerHours: 12,
      captains: ['Geoffrey Marsh'],
    });
    expect((await otherMember.get('/api/competitions')).json[0]).toMatchObject({
      isCaptain: true,
      eligible: true,
    });

    // A save from the copy read before the edit is refused: someone has changed it since.
    const stale = await admin.post('/api/admin/competitions/edit', {
      id: added.json.id,
      ...body(otherMember.email),
      updatedAt: added.json.updatedAt,
    });
    expect(stale.status).toBe(409);

    expect((await admin.post('/api/admin/competitions/delete', { id: added.json.id })).json).toEqual({
      deleted: true,
    });
    expect((await member.get('/api/competitions')).json).toEqual([]);
    expect((await admin.post('/api/admin/competitions/delete', { id: added.json.id })).status).toBe(404);
    expect((await admin.post('/api/admin/competitions/edit', { id: 999999, ...body('') })).status).toBe(404);

    const rows = await auditRows(db, { entity: 'competition' });
    expect(rows.map((r) => r.action)).toEqual(['add', 'update', 'delete']);
    expect(rows.every((r) => r.actor_id === admin.id)).toBe(true);
  });

  test('refuses bad input with messages by field and writes nothing', async ({ admin, db }) => {
    await expectFieldErrors(
      admin,
      '/api/admin/competitions',
      {
        name: '',
        year: 'x',
        pairs: 11,
        reservesWanted: -1,
        dates: [{ date: '2026-02-30', label: '' }],
        captainEmailAddresses: 'captain@;ok@x.example',
        eligibility: { leftSchoolBy: 'soon' },
        offerHours: 0,
      },
      {
        name: ['Name is required'],
        year: ['Enter a year between 1900 and 2100'],
        pairs: ['Pairs must be a whole number from 1 to 10'],
        reservesWanted: ['Reserves wanted must be a whole number from 0 to 10'],
        dates: ['Date must be a real date', 'Label is required'],
        captainEmailAddresses: ['captain@ is not a valid email address'],
        eligibility: ['Left school by must be a whole number from 1900 to 2100'],
        offerHours: ['Offer hours must be a whole number from 1 to 168'],
      },
    );
    expect(await db.selectFrom('competitions').select('id').execute()).toEqual([]);
  });
});
