import { describe, expect } from 'vitest';
import { createFixture } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';

describe('GET /api/fixtures/result/{fixtureId}', () => {
  test('answers 404 for an unknown or malformed id', async ({ visitor }) => {
    for (const id of ['999999', '0', '-1', 'abc', '1e3', '99999999999999999999', "1' OR '1'='1"]) {
      const res = await visitor.get(`/api/fixtures/result/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ '': ['Fixture not found'] });
    }
  });

  test('answers the fixture with a null result when none has been posted', async ({ db, visitor }) => {
    const id = await createFixture(db, {
      start_date: '2020-05-01',
      event: 'Spring Meeting',
      location: 'Rye',
    });
    const res = await visitor.get(`/api/fixtures/result/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      fixture: {
        id,
        event: 'Spring Meeting',
        location: 'Rye',
        fixtureDate: 'Fri 1 May 2020',
        manager: expect.any(String),
        year: 2020,
        isPast: true,
      },
      result: null,
      // No cards published from this fixture.
      field: null,
    });
  });

  test('answers the placings, notes and PDF file name when recorded', async ({ db, visitor }) => {
    const id = await createFixture(db, { start_date: '2020-06-01' });
    const file = await db
      .insertInto('files')
      .values({
        file_name: 'results-2020-abc123.pdf',
        owner_kind: 'fixture_result',
        content_type: 'application/pdf',
        size_bytes: 9,
        content: Buffer.from('%PDF-1.4\n'),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fixture_results')
      .values({
        fixture_id: id,
        first_place_name: 'A Winner',
        first_place_score: '40 pts',
        second_place_name: 'B Second',
        second_place_score: null,
        third_place_name: null,
        third_place_score: null,
        notes: 'Countback',
        file_id: file.id,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await visitor.get(`/api/fixtures/result/${id}`);
    expect(res.json.result).toEqual({
      placings: [
        { place: 1, name: 'A Winner', score: '40 pts' },
        { place: 2, name: 'B Second', score: null },
      ],
      notes: 'Countback',
      fileName: 'results-2020-abc123.pdf',
    });
    const pdf = await visitor.get('/pdfs/results-2020-abc123.pdf');
    expect(pdf.status).toBe(200);
  });
});
