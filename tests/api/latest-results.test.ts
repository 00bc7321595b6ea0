import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from '../helpers/http-client';
import { test } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';

const audit = (db: Db) => auditRows(db, { entity: 'latest_result' });

describe('roles', () => {
  test('refuses visitors (401) and members (403) on admin routes, whatever they send', async ({
    visitor,
    member,
  }) => {
    await expectAdminOnly(visitor, member, [
      ['GET', '/api/LatestResults/ListForEdit'],
      ['POST', '/api/latestresults/add', { description: 'x' }],
      ['DELETE', '/api/latestresults/delete/1'],
    ]);
  });
});

const addResult = (admin: TestClient, description: string) =>
  admin.post('/api/latestresults/add', { description });

describe('latest results', () => {
  test('starts empty, with an ETag that answers 304 on a repeat visit', async ({ visitor }) => {
    const res = await visitor.get('/api/LatestResults/List');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const again = await visitor.get('/api/latestresults/list', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  test('adds a result (trimmed), lists it first, and writes an audit row', async ({ visitor, admin, db }) => {
    const first = await admin.post('/api/latestresults/add', {
      description: 'Spring Meeting: won by A. Smith',
    });
    expect(first.status).toBe(200);
    const res = await admin.post('/api/latestresults/add', {
      description: '  Autumn Meeting: won by B. Jones  ',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      description: 'Autumn Meeting: won by B. Jones',
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const list = await visitor.get('/api/LatestResults/List');
    expect(list.json.map((r: { description: string }) => r.description)).toEqual([
      'Autumn Meeting: won by B. Jones',
      'Spring Meeting: won by A. Smith',
    ]);
    expect(Object.keys(list.json[0]).sort()).toEqual(['createdDate', 'description', 'id']);
    const rows = await audit(db);
    expect(rows.at(-1)).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(res.json.id) });
  });

  test('requires a description, of 500 characters at most', async ({ admin, db }) => {
    const before = (await audit(db)).length;
    for (const body of [{}, { description: '' }, { description: '   ' }, { description: 42 }]) {
      const res = await admin.post('/api/latestresults/add', body);
      if (typeof body.description === 'number') {
        expect(res.status).toBe(200); // a number is read as its text
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ description: ['Description is required'] });
    }
    const long = await admin.post('/api/latestresults/add', { description: 'x'.repeat(501) });
    expect(long.json).toEqual({ description: ['Description must be 500 characters or fewer'] });
    expect((await audit(db)).length).toBe(before + 1);
  });

  test('the home list holds the newest ten; ListForEdit holds all', async ({ visitor, admin }) => {
    for (let i = 0; i < 12; i += 1) await addResult(admin, `Result ${i}`);
    const home = await visitor.get('/api/LatestResults/List');
    expect(home.json).toHaveLength(10);
    expect(home.json[0].description).toBe('Result 11');
    const all = await admin.get('/api/LatestResults/ListForEdit');
    expect(all.status).toBe(200);
    expect(all.json.length).toBe(12);
    expect(all.headers.get('cache-control')).toContain('no-store');
  });

  test('deletes one, with an audit row; an unknown or malformed id is 404 and writes nothing', async ({
    admin,
    db,
  }) => {
    await addResult(admin, 'Winter Foursomes: won by C. Brown');
    await addResult(admin, 'Summer Meeting: won by D. Green');
    const all = await admin.get('/api/LatestResults/ListForEdit');
    const victim = all.json[0];
    const res = await admin.delete(`/api/latestresults/delete/${victim.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    const after = await admin.get('/api/LatestResults/ListForEdit');
    expect(after.json.some((r: { id: number }) => r.id === victim.id)).toBe(false);
    const rows = await audit(db);
    expect(rows.at(-1)).toMatchObject({ action: 'delete', entity_id: String(victim.id) });
    expect(JSON.parse(rows.at(-1)!.before_json!)).toMatchObject({ description: victim.description });
    const count = rows.length;
    for (const id of [victim.id, 999999, 0, -1, 'abc', '1.5', '99999999999']) {
      const r = await admin.delete(`/api/latestresults/delete/${id}`);
      expect(r.status, String(id)).toBe(404);
      expect(r.json).toEqual({ '': ['Latest result not found'] });
    }
    expect((await audit(db)).length).toBe(count);
  });
});
