import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import type { TestClient } from '../helpers/http-client';
import { test } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';
import { publicJson } from '../helpers/public-json';
import { okJson } from '../helpers/ok-json';

const audit = (db: Db) => auditRows(db, { entity: 'course' });

/** Three courses added by the administrator, as the screen sends them; answers the answers. */
async function addThree(admin: TestClient) {
  const walton = await admin.post('/api/courses/add', {
    club: 'Walton Heath',
    website: 'https://www.waltonheath.com',
    top100: true,
  });
  const berkshire = await admin.post('/api/courses/add', {
    club: 'berkshire, The',
    website: 'www.theberkshire.co.uk',
  });
  const addington = await admin.post('/api/courses/add', { club: 'Addington', website: '' });
  return { walton, berkshire, addington };
}

describe('roles', () => {
  test('refuses visitors (401) and members (403) on admin routes', async ({ visitor, member }) => {
    await expectAdminOnly(visitor, member, [
      ['POST', '/api/courses/add', { club: 'X' }],
      ['POST', '/api/courses/update', { id: 1, club: 'X' }],
      ['DELETE', '/api/courses/delete/1'],
    ]);
  });
});

describe('courses', () => {
  test('an empty list is an empty array, public, with an ETag', async ({ visitor }) => {
    expect(await publicJson(visitor, '/api/courses/list')).toEqual([]);
  });

  test('adds courses, lists them by club with top100 as a boolean, writes audit rows', async ({
    admin,
    visitor,
    db,
  }) => {
    const { walton, berkshire, addington } = await addThree(admin);
    expect(okJson(walton)).toEqual({
      id: expect.any(Number),
      club: 'Walton Heath',
      website: 'https://www.waltonheath.com',
      top100: true,
      updatedAt: expect.any(String),
    });
    expect(berkshire.json).toMatchObject({ website: 'https://www.theberkshire.co.uk', top100: false });
    expect(addington.json.website).toBeNull();
    const list = await publicJson(visitor, '/api/courses/list');
    expect(list.map((x: { club: string }) => x.club)).toEqual([
      'Addington',
      'berkshire, The',
      'Walton Heath',
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(['club', 'id', 'top100', 'updatedAt', 'website']);
    expect((await audit(db)).map((r) => [r.action, r.actor_id])).toEqual(Array(3).fill(['add', admin.id]));
  });

  test('refuses a missing club and a website that is not a web address, writing nothing', async ({
    admin,
    db,
  }) => {
    expect((await admin.post('/api/courses/add', { club: ' ' })).json).toEqual({
      club: ['Club is required'],
    });
    for (const website of ['javascript:alert(1)', 'not a site', 'ftp://files.example.com']) {
      const res = await admin.post('/api/courses/add', { club: 'X', website });
      expect(res.status, website).toBe(400);
      expect(res.json.website[0]).toMatch(/full address/);
    }
    expect(await audit(db)).toEqual([]);
  });

  test('updates and deletes; unknown ids are 404', async ({ admin, visitor, db }) => {
    const { addington } = await addThree(admin);
    const id = addington.json.id;
    const up = await admin.post('/api/courses/update', {
      id,
      club: 'Addington Golf Club',
      website: 'https://addington.example.com',
      top100: 'true',
    });
    expect(okJson(up)).toEqual({
      id,
      club: 'Addington Golf Club',
      website: 'https://addington.example.com',
      top100: true,
      updatedAt: expect.any(String),
    });
    expect((await admin.post('/api/courses/update', { id: 99999, club: 'X' })).status).toBe(404);
    expect((await admin.post('/api/courses/update', { id: 'abc', club: 'X' })).json).toEqual({
      id: ['Course not found'],
    });
    const del = await admin.delete(`/api/courses/delete/${id}`);
    expect(del.status).toBe(200);
    expect((await admin.delete(`/api/courses/delete/${id}`)).status).toBe(404);
    expect((await admin.delete('/api/courses/delete/x')).status).toBe(404);
    const rows = await audit(db);
    expect(rows.slice(-2).map((r) => r.action)).toEqual(['update', 'delete']);
    expect(JSON.parse(rows.at(-2)!.before_json!)).toMatchObject({ club: 'Addington' });
    expect((await visitor.get('/api/courses/list')).json).toHaveLength(2);
  });
});
