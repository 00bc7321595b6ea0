import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { test } from '../helpers/harness';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';
import { okJson } from '../helpers/ok-json';

const audit = (db: Db) => auditRows(db, { entity: 'foursomes-match' });

describe('Scratch Foursomes administration', () => {
  test('refuses visitors (401) and members, including another member, (403) on every admin route', async ({
    visitor,
    member,
  }) => {
    await expectAdminOnly(visitor, member, [
      ['GET', '/api/foursomes/listforedit'],
      ['POST', '/api/foursomes/add', { year: 2025, event: 'X' }],
      ['POST', '/api/foursomes/update', { id: 1, year: 2025, event: 'X' }],
      ['DELETE', '/api/foursomes/delete/1'],
    ]);
  });

  test('adds, edits and deletes matches; the public list follows; each act is audited', async ({
    visitor,
    admin,
    db,
  }) => {
    const added = await admin.post('/api/foursomes/add', {
      year: '2025',
      event: ' Halford Hewitt ',
      opponent: 'Old Carthusians',
      result: 'Won 3–2',
    });
    expect(okJson(added)).toEqual({
      id: expect.any(Number),
      year: 2025,
      event: 'Halford Hewitt',
      opponent: 'Old Carthusians',
      result: 'Won 3–2',
      updatedAt: expect.any(String),
    });
    const older = await admin.post('/api/foursomes/add', { year: 2019, event: 'Grafton Morrish' });
    expect(older.json).toMatchObject({ opponent: null, result: null });
    expect((await visitor.get('/api/foursomes/list')).json).toEqual([
      { year: 2025, event: 'Halford Hewitt', opponent: 'Old Carthusians', result: 'Won 3–2' },
      { year: 2019, event: 'Grafton Morrish', opponent: null, result: null },
    ]);

    const edited = await admin.post('/api/foursomes/update', {
      id: added.json.id,
      year: 2025,
      event: 'Halford Hewitt',
      opponent: 'Old Carthusians',
      result: 'Lost 2–3',
    });
    expect(edited.status).toBe(200);
    expect((await admin.get('/api/foursomes/listforedit')).json[0]).toMatchObject({
      id: added.json.id,
      result: 'Lost 2–3',
    });
    expect((await admin.request('DELETE', `/api/foursomes/delete/${older.json.id}`)).status).toBe(200);
    expect((await visitor.get('/api/foursomes/list')).json).toHaveLength(1);

    const rows = await audit(db);
    expect(rows.map((r) => r.action)).toEqual(['add', 'add', 'update', 'delete']);
    expect(rows.every((r) => r.actor_id === admin.id)).toBe(true);
    expect(JSON.parse(rows[2].before_json!)).toMatchObject({ result: 'Won 3–2' });
  });

  test('refuses bad input with messages by field and writes nothing', async ({ admin }) => {
    const before = (await admin.get('/api/foursomes/listforedit')).json.length;
    await expectFieldErrors(
      admin,
      '/api/foursomes/add',
      { year: '25', event: '', opponent: 'x'.repeat(201) },
      {
        year: ['Enter a year between 1900 and 2100'],
        event: ['Event is required'],
        opponent: ['Opponent must be 200 characters or fewer'],
      },
    );
    expect((await admin.get('/api/foursomes/listforedit')).json).toHaveLength(before);
  });

  test('answers 404 for a match that does not exist', async ({ admin }) => {
    const update = await admin.post('/api/foursomes/update', { id: 999999, year: 2025, event: 'X' });
    expect(update.status).toBe(404);
    expect((await admin.request('DELETE', '/api/foursomes/delete/999999')).status).toBe(404);
    expect((await admin.request('DELETE', '/api/foursomes/delete/abc')).status).toBe(404);
  });
});
