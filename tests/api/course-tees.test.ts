import { describe, expect } from 'vitest';
import { expectFieldErrors } from '../helpers/field-errors';
import { test } from '../helpers/harness';
import {
  courseWithTees,
  enterCard,
  plainScoredFixture,
  roundOf,
  standardTee,
  teeBody,
  whiteTee,
} from '../helpers/scoring';
import { auditRows } from '../helpers/audit-log';

describe('a course with its tees', () => {
  test('answers the course and its tees to anyone, in the order saved', async ({ admin, visitor }) => {
    const courseId = await courseWithTees(admin);
    const res = await visitor.get(`/api/courses/${courseId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: courseId,
      club: 'Walton Heath',
      website: null,
      top100: false,
      updatedAt: expect.any(String),
      tees: [teeBody(whiteTee), teeBody(standardTee)],
    });
    expect((await visitor.get('/api/courses/999999')).status).toBe(404);
    expect((await visitor.get('/api/courses/abc')).status).toBe(404);
  });

  test('a course without tees answers an empty list', async ({ admin, visitor }) => {
    const course = await admin.post('/api/courses/add', { club: 'Rye', website: '' });
    expect((await visitor.get(`/api/courses/${course.json.id}`)).json.tees).toEqual([]);
  });

  test('the administrator saves the whole list, which replaces the last, and the save is audited', async ({
    admin,
    db,
  }) => {
    const courseId = await courseWithTees(admin);
    const yellow = { ...teeBody(whiteTee), name: 'Yellow', courseRating: 69.8, slope: 121 };
    const res = await admin.post('/api/admin/courses/tees', { courseId, tees: [yellow] });
    expect(res.status).toBe(200);
    expect(res.json.tees).toEqual([yellow]);
    const audit = await auditRows(db, { action: 'course.tees' });
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1].after_json!)).toEqual([yellow]);
    expect(JSON.parse(audit[1].before_json!)).toHaveLength(2);
    expect(audit[1].actor_id).toBe(admin.id);
  });

  test('saves of the same course at once each succeed, and the course ends with one of the lists', async ({
    admin,
    db,
  }) => {
    const courseId = await courseWithTees(admin);
    const lists = [[whiteTee], [standardTee], [whiteTee, standardTee], [standardTee, whiteTee]].map((l) =>
      l.map(teeBody),
    );
    const answers = await Promise.all(
      lists.map((tees) => admin.post('/api/admin/courses/tees', { courseId, tees })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await db
      .selectFrom('course_tees')
      .select('name')
      .where('course_id', '=', courseId)
      .execute();
    expect(lists.map((l) => l.length)).toContain(rows.length);
  });

  test('refuses visitors (401) and members (403)', async ({ admin, visitor, member }) => {
    const courseId = await courseWithTees(admin);
    const body = { courseId, tees: [teeBody(whiteTee)] };
    expect((await visitor.post('/api/admin/courses/tees', body)).status).toBe(401);
    expect((await member.post('/api/admin/courses/tees', body)).status).toBe(403);
  });
});

describe('bad tees are refused with the field named', () => {
  test('a slope of 200, a stroke index that repeats, a par of 7, a rating with two decimals', async ({
    admin,
  }) => {
    const courseId = await courseWithTees(admin);
    const path = '/api/admin/courses/tees';
    const white = teeBody(whiteTee);
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, slope: 200 }] },
      {
        tees: ['White tees: Give a Slope Rating from 55 to 155'],
      },
    );
    const repeated = [...white.strokeIndex.slice(0, 17), white.strokeIndex[0]];
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, strokeIndex: repeated }] },
      {
        tees: ['White tees: Give each of the stroke indexes 1 to 18 to exactly one hole'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, par: [7, ...white.par.slice(1)] }] },
      {
        tees: ['White tees: Give a par of 3 to 6 for each of the 18 holes'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, par: white.par.slice(1) }] },
      {
        tees: ['White tees: Give a par of 3 to 6 for each of the 18 holes'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, courseRating: 71.25 }] },
      {
        tees: ['White tees: Give the Course Rating with at most one decimal place, such as 71.2'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, courseRating: 7.2 }] },
      {
        tees: ['White tees: Give the Course Rating for 18 holes, from 50.0 to 90.0'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [white, { ...white, name: 'white' }] },
      {
        tees: ['The white tees are listed twice: give each set of tees its own name'],
      },
    );
    await expectFieldErrors(
      admin,
      path,
      { courseId, tees: [{ ...white, name: ' ' }] },
      {
        tees: ['Give each tee a name, such as White or Yellow'],
      },
    );
    // Nothing was changed by the refusals.
    expect((await admin.get(`/api/courses/${courseId}`)).json.tees).toEqual([
      teeBody(whiteTee),
      teeBody(standardTee),
    ]);
  });

  test('an unknown course is 404', async ({ admin }) => {
    const res = await admin.post('/api/admin/courses/tees', { courseId: 999999, tees: [] });
    expect(res.status).toBe(404);
  });
});

describe('tees that score a fixture', () => {
  test('cannot be removed, nor their course deleted, while a fixture is scored on them', async ({
    admin,
  }) => {
    const { courseId } = await plainScoredFixture(admin);
    const res = await admin.post('/api/admin/courses/tees', { courseId, tees: [teeBody(whiteTee)] });
    expect(res.status).toBe(400);
    expect(res.json.tees[0]).toMatch(
      /^The Standard tees score Spring Meeting \d{4}: keep them, or choose other tees/,
    );
    const del = await admin.delete(`/api/courses/delete/${courseId}`);
    expect(del.status).toBe(400);
    expect(del.json[''][0]).toMatch(/^This course's tees score Spring Meeting/);
  });

  test('a change of their figures works every card out again and marks the published result as old', async ({
    admin,
    member,
  }) => {
    const { courseId, fixtureId } = await plainScoredFixture(admin);
    expect((await enterCard(admin, fixtureId, { memberId: member.id }, roundOf(36), 10)).status).toBe(200);
    expect(
      (await admin.post('/api/fixtures/results/publish', { fixtureId, meeting: 'Spring Meetings' })).status,
    ).toBe(200);
    const before = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
    expect(before.cards[0]).toMatchObject({ courseHandicap: 10, playingHandicap: 10, total: 46 });
    expect(before.changedSincePublished).toBe(false);

    // A harder slope: 10.0 × 135 ÷ 113 = 11.9, so 12 strokes.
    const harder = { ...teeBody(standardTee), slope: 135 };
    expect(
      (await admin.post('/api/admin/courses/tees', { courseId, tees: [teeBody(whiteTee), harder] })).status,
    ).toBe(200);
    const after = (await admin.get(`/api/fixtures/scores/${fixtureId}`)).json;
    expect(after.cards[0]).toMatchObject({ courseHandicap: 12, playingHandicap: 12, total: 48 });
    expect(after.changedSincePublished).toBe(true);
  });
});
