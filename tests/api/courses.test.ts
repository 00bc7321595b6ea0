import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { startWithAdminAndMember } from '../helpers/start-app-with';
import type { TestMember } from '../helpers/factories';
import type { TestClient } from '../helpers/http-client';

let t: TestApp;
let admin: TestMember;
let a: TestClient;
let m: TestClient;

beforeAll(async () => {
  ({ t, admin, a, m } = await startWithAdminAndMember());
});
afterAll(() => t.close());

const audit = () =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'course').orderBy('id').execute();

describe('roles', () => {
  it('refuses visitors (401) and members (403) on admin routes', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/courses/add', { club: 'X' }],
      ['POST', '/api/courses/update', { id: 1, club: 'X' }],
      ['DELETE', '/api/courses/delete/1', undefined],
    ] as const) {
      expect((await t.client().request(method, path, body)).status).toBe(401);
      expect((await m.request(method, path, body)).status).toBe(403);
    }
  });
});

describe('courses', () => {
  it('an empty list is an empty array, public, with an ETag', async () => {
    const res = await t.client().get('/api/courses/list');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('adds courses, lists them by club with top100 as a boolean, writes audit rows', async () => {
    const w = await a.post('/api/courses/add', {
      club: 'Walton Heath',
      website: 'https://www.waltonheath.com',
      top100: true,
    });
    expect(w.status).toBe(200);
    expect(w.json).toEqual({
      id: expect.any(Number),
      club: 'Walton Heath',
      website: 'https://www.waltonheath.com',
      top100: true,
      updatedAt: expect.any(String),
    });
    const b = await a.post('/api/courses/add', { club: 'berkshire, The', website: 'www.theberkshire.co.uk' });
    expect(b.json).toMatchObject({ website: 'https://www.theberkshire.co.uk', top100: false });
    const c = await a.post('/api/courses/add', { club: 'Addington', website: '' });
    expect(c.json.website).toBeNull();
    const list = await t.client().get('/api/courses/list');
    expect(list.json.map((x: { club: string }) => x.club)).toEqual([
      'Addington',
      'berkshire, The',
      'Walton Heath',
    ]);
    expect(Object.keys(list.json[0]).sort()).toEqual(['club', 'id', 'top100', 'updatedAt', 'website']);
    expect((await audit()).map((r) => r.action)).toEqual(['add', 'add', 'add']);
    expect((await audit())[0].actor_id).toBe(admin.id);
  });

  it('refuses a missing club and a website that is not a web address', async () => {
    expect((await a.post('/api/courses/add', { club: ' ' })).json).toEqual({ club: ['Club is required'] });
    for (const website of ['javascript:alert(1)', 'not a site', 'ftp://files.example.com']) {
      const res = await a.post('/api/courses/add', { club: 'X', website });
      expect(res.status, website).toBe(400);
      expect(res.json.website[0]).toMatch(/full address/);
    }
    expect((await audit()).length).toBe(3);
  });

  it('updates and deletes; unknown ids are 404', async () => {
    const list = (await t.client().get('/api/courses/list')).json;
    const id = list[0].id;
    const up = await a.post('/api/courses/update', {
      id,
      club: 'Addington Golf Club',
      website: 'https://addington.example.com',
      top100: 'true',
    });
    expect(up.status).toBe(200);
    expect(up.json).toEqual({
      id,
      club: 'Addington Golf Club',
      website: 'https://addington.example.com',
      top100: true,
      updatedAt: expect.any(String),
    });
    expect((await a.post('/api/courses/update', { id: 99999, club: 'X' })).status).toBe(404);
    expect((await a.post('/api/courses/update', { id: 'abc', club: 'X' })).json).toEqual({
      id: ['Course not found'],
    });
    const del = await a.delete(`/api/courses/delete/${id}`);
    expect(del.status).toBe(200);
    expect((await a.delete(`/api/courses/delete/${id}`)).status).toBe(404);
    expect((await a.delete('/api/courses/delete/x')).status).toBe(404);
    const rows = await audit();
    expect(rows.slice(-2).map((r) => r.action)).toEqual(['update', 'delete']);
    expect(JSON.parse(rows.at(-2)!.before_json!)).toMatchObject({ club: 'Addington' });
    expect((await t.client().get('/api/courses/list')).json).toHaveLength(2);
  });
});
