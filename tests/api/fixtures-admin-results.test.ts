import { describe, expect } from 'vitest';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { auditRowsOf, resultForm, resultsPdfFile } from '../helpers/fixture-admin';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';

const PDF = await resultsPdfFile();

describe('fixture results (admin)', () => {
  test('records placings and a PDF for a past fixture, shown on the result page', async ({
    db,
    visitor,
    admin,
  }) => {
    const id = await createFixture(db, { start_date: dayFromToday(-10), event: 'Spring Meeting' });
    const res = await admin.post(
      '/api/fixtures/saveresult',
      resultForm(
        {
          fixtureId: String(id),
          firstPlaceName: 'A Winner',
          firstPlaceScore: '41 pts',
          secondPlaceName: 'B Runner',
          secondPlaceScore: '39 pts',
          thirdPlaceName: '',
          thirdPlaceScore: '30 pts',
          notes: 'Played in rain',
        },
        { content: PDF, name: 'results.pdf' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json.fileName).toMatch(/^spring-meeting-\d{4}-results-[0-9a-f]{6}\.pdf$/);
    const page = await visitor.get(`/api/fixtures/result/${id}`);
    expect(page.json.result).toEqual({
      placings: [
        { place: 1, name: 'A Winner', score: '41 pts' },
        { place: 2, name: 'B Runner', score: '39 pts' },
      ],
      notes: 'Played in rain',
      fileName: res.json.fileName,
    });
    const pdf = await visitor.get(`/pdfs/${res.json.fileName}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const rows = await auditRowsOf(db, 'fixture_result');
    expect(rows[rows.length - 1]).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(id) });

    // A new PDF replaces the old one; the old file goes.
    const again = await admin.post(
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'A Winner' }, { content: PDF, name: 'v2.pdf' }),
    );
    expect(again.status).toBe(200);
    expect(again.json.fileName).not.toBe(res.json.fileName);
    expect((await visitor.get(`/pdfs/${res.json.fileName}`)).status).toBe(404);
    expect((await auditRowsOf(db, 'fixture_result')).at(-1)).toMatchObject({ action: 'update' });

    // Removing the PDF keeps the placings.
    const removed = await admin.post(
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(id), firstPlaceName: 'A Winner', removePdf: 'true' }),
    );
    expect(removed.json).toEqual({ fileName: null });
    expect((await visitor.get(`/pdfs/${again.json.fileName}`)).status).toBe(404);

    const del = await admin.delete(`/api/fixtures/deleteresult/${id}`);
    expect(del.status).toBe(200);
    expect((await visitor.get(`/api/fixtures/result/${id}`)).json.result).toBeNull();
    expect((await auditRowsOf(db, 'fixture_result')).at(-1)).toMatchObject({ action: 'delete' });
    expect((await admin.delete(`/api/fixtures/deleteresult/${id}`)).status).toBe(404);
  });

  test('refuses a future fixture, a non-PDF, an oversized file, nothing to save and bad ids, writing nothing', async ({
    db,
    visitor,
    admin,
  }) => {
    const future = await createFixture(db, { start_date: dayFromToday(10) });
    const past = await createFixture(db, { start_date: dayFromToday(-10) });
    const files = async () => (await db.selectFrom('files').select('id').execute()).length;
    const before = await files();
    const auditBefore = (await auditRowsOf(db, 'fixture_result')).length;

    await expectFieldErrors(
      admin,
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: String(future), firstPlaceName: 'X' }),
      { '': ['Results can only be recorded once the fixture has taken place'] },
    );

    await expectFieldErrors(
      admin,
      '/api/fixtures/saveresult',
      resultForm(
        { fixtureId: String(past), firstPlaceName: 'X' },
        { content: Buffer.from('<html>not a pdf</html>'), name: 'fake.pdf' },
      ),
      { '': ['The file must be a PDF document'] },
    );

    let res = await admin.post(
      '/api/fixtures/saveresult',
      resultForm(
        { fixtureId: String(past), firstPlaceName: 'X' },
        { content: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]), name: 'huge.pdf' },
      ),
    );
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ '': ['The file must be 20 MB or smaller'] });

    await expectFieldErrors(admin, '/api/fixtures/saveresult', resultForm({ fixtureId: String(past) }), {
      '': ['Enter at least one placing, some notes or a PDF of the results'],
    });

    await expectFieldErrors(
      admin,
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: 'abc', firstPlaceName: 'X' }),
      { fixtureId: ['Choose a fixture'] },
    );

    res = await admin.post(
      '/api/fixtures/saveresult',
      resultForm({ fixtureId: '999999', firstPlaceName: 'X' }),
    );
    expect(res.status).toBe(404);

    await expectFieldErrors(
      admin,
      '/api/fixtures/saveresult',
      { fixtureId: past, firstPlaceName: 'X' },
      { '': ['Please send the form as a file upload (multipart/form-data)'] },
    );

    expect(await files()).toBe(before);
    expect((await auditRowsOf(db, 'fixture_result')).length).toBe(auditBefore);
    expect((await visitor.get(`/api/fixtures/result/${past}`)).json.result).toBeNull();
  });
});
