import { describe, expect } from 'vitest';
import { expectFieldErrors } from '../helpers/field-errors';
import { test } from '../helpers/harness';
import {
  courseWithTees,
  enterCard,
  fixtureBody,
  plainScoredFixture,
  plainScoring,
  roundOf,
  scoredFixture,
} from '../helpers/scoring';
import { auditRows } from '../helpers/audit-log';

describe("a fixture's scoring in Add Fixture, GetForEdit and Edit Fixture", () => {
  test('is saved with the fixture, answered for edit with its defaults, and audited', async ({
    admin,
    db,
  }) => {
    const courseId = await courseWithTees(admin);
    const id = await scoredFixture(admin, {
      courseId,
      tee: 'white',
      format: 'medal',
      prizes: [
        { event: 'Scratch Prize', eligible: { kind: 'all' }, places: 1 },
        { event: 'Under 18', eligible: { kind: 'handicap', from: '+2.0', to: '18.0' }, places: 2 },
        { event: 'Old Boys before 1970', eligible: { kind: 'leftSchoolBy', year: 1969 }, places: 1 },
        { event: 'Guests', eligible: { kind: 'guests' }, places: 1 },
      ],
    });
    const got = await admin.get(`/api/Fixtures/GetForEdit/${id}`);
    expect(got.status).toBe(200);
    expect(got.json.scoring).toEqual({
      courseId,
      tee: 'White',
      format: 'medal',
      allowancePercent: 95,
      prizes: [
        { event: 'Scratch Prize', eligible: { kind: 'all' }, places: 1 },
        { event: 'Under 18', eligible: { kind: 'handicap', from: -2, to: 18 }, places: 2 },
        { event: 'Old Boys before 1970', eligible: { kind: 'leftSchoolBy', year: 1969 }, places: 1 },
        { event: 'Guests', eligible: { kind: 'guests' }, places: 1 },
      ],
      onePrizeEach: true,
    });
    const audit = await auditRows(db, { action: 'scoring.set' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, entity: 'fixture', entity_id: String(id) });

    // The whole fixture sent back as answered keeps it; a fixture without scoring answers null.
    expect((await admin.post('/api/fixtures/updatefixture', got.json)).status).toBe(200);
    expect((await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json.scoring).toEqual(got.json.scoring);
    expect(await auditRows(db, { action: 'scoring.set' })).toHaveLength(1);
    const plain = await scoredFixture(admin, null);
    expect((await admin.get(`/api/Fixtures/GetForEdit/${plain}`)).json.scoring).toBeNull();
  });

  test('Edit Fixture without `scoring` keeps it; null removes it, unless cards are on the fixture', async ({
    admin,
    member,
  }) => {
    const { fixtureId: id } = await plainScoredFixture(admin);
    const { scoring: _kept, ...withoutScoring } = fixtureBody(null);
    expect((await admin.post('/api/fixtures/updatefixture', { id, ...withoutScoring })).status).toBe(200);
    expect((await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json.scoring).toMatchObject({
      tee: 'Standard',
    });

    await enterCard(admin, id, { memberId: member.id }, roundOf(36));
    await expectFieldErrors(
      admin,
      '/api/fixtures/updatefixture',
      { id, ...fixtureBody(null) },
      {
        scoring: ['This fixture has 1 card: take them off before removing its scoring'],
      },
    );
    await admin.post('/api/fixtures/scores/delete', { fixtureId: id, memberId: member.id });
    expect((await admin.post('/api/fixtures/updatefixture', { id, ...fixtureBody(null) })).status).toBe(200);
    expect((await admin.get(`/api/Fixtures/GetForEdit/${id}`)).json.scoring).toBeNull();
  });

  test('changing the allowance or the tees after cards exist works every card out again', async ({
    admin,
    member,
  }) => {
    const { courseId, fixtureId: id } = await plainScoredFixture(admin);
    await enterCard(admin, id, { memberId: member.id }, roundOf(36), 20);
    const scores = async () => (await admin.get(`/api/fixtures/scores/${id}`)).json.cards[0];
    expect(await scores()).toMatchObject({ playingHandicap: 20, total: 56 });
    await admin.post('/api/fixtures/updatefixture', {
      id,
      ...fixtureBody(plainScoring(courseId, { allowancePercent: 85 })),
    });
    expect(await scores()).toMatchObject({ playingHandicap: 17, total: 53 });
    // The White tees (Slope 125, Course Rating 71.2, par 72): 20.0 × 125 ÷ 113 − 0.8 = 21.32; at 85%, 18.1 → 18.
    await admin.post('/api/fixtures/updatefixture', {
      id,
      ...fixtureBody(plainScoring(courseId, { allowancePercent: 85, tee: 'White' })),
    });
    expect(await scores()).toMatchObject({ courseHandicap: 21, playingHandicap: 18 });
  });
});

describe('bad scoring is refused with the field named', () => {
  test('in Edit Fixture, under `scoring`', async ({ admin, db }) => {
    const courseId = await courseWithTees(admin);
    const id = await scoredFixture(admin, null);
    const path = '/api/fixtures/updatefixture';
    const edit = (scoring: unknown) => ({ id, ...fixtureBody(null), scoring });
    await expectFieldErrors(admin, path, edit({ ...plainScoring(courseId), format: 'matchplay' }), {
      scoring: ['Choose Stableford or medal'],
    });
    await expectFieldErrors(admin, path, edit({ ...plainScoring(courseId), allowancePercent: 120 }), {
      scoring: ['Give the handicap allowance as a per cent from 0 to 100, such as 95'],
    });
    await expectFieldErrors(
      admin,
      path,
      edit(plainScoring(courseId, { prizes: [{ event: 'Cup', eligible: { kind: 'all' }, places: 4 }] })),
      { scoring: ['A prize has 1 to 3 places'] },
    );
    await expectFieldErrors(
      admin,
      path,
      edit(
        plainScoring(courseId, {
          prizes: [{ event: 'Cup', eligible: { kind: 'handicap', from: 20, to: 60 }, places: 1 }],
        }),
      ),
      { scoring: ["The band's highest: Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4"] },
    );
    await expectFieldErrors(
      admin,
      path,
      edit(
        plainScoring(courseId, {
          prizes: [
            { event: 'Cup', eligible: { kind: 'all' }, places: 1 },
            { event: 'cup', eligible: { kind: 'guests' }, places: 1 },
          ],
        }),
      ),
      { scoring: ['The prize "cup" is listed twice: give each prize its own name'] },
    );
    await expectFieldErrors(admin, path, edit(plainScoring(courseId, { tee: 'Purple' })), {
      scoring: ['Walton Heath has no tees named Purple: add them in Courses, or choose tees it has'],
    });
    await expectFieldErrors(admin, path, edit(plainScoring(999999)), {
      scoring: ['Choose the course played from the courses list'],
    });
    expect(await auditRows(db, { action: 'scoring.set' })).toHaveLength(0);
  });

  test('in Add Fixture, under `addfixture` as its other messages are, and no fixture is added', async ({
    admin,
    db,
  }) => {
    const courseId = await courseWithTees(admin);
    await expectFieldErrors(
      admin,
      '/api/fixtures/addfixture',
      fixtureBody({ ...plainScoring(courseId), format: 'x' as 'medal' }),
      {
        addfixture: ['Choose Stableford or medal'],
      },
    );
    await expectFieldErrors(
      admin,
      '/api/fixtures/addfixture',
      fixtureBody(plainScoring(courseId, { tee: 'Purple' })),
      {
        addfixture: ['Walton Heath has no tees named Purple: add them in Courses, or choose tees it has'],
      },
    );
    expect(await db.selectFrom('fixtures').select('id').execute()).toEqual([]);
  });
});
