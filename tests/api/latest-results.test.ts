import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'latest_result').orderBy('id').execute();

describe('roles', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/LatestResults/ListForEdit'],
    ['POST', '/api/latestresults/add', { description: 'x' }],
    ['DELETE', '/api/latestresults/delete/1'],
  ];
  it('refuses visitors (401) and members (403) on admin routes, whatever they send', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await m.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const broken = await m.request('POST', '/api/latestresults/add', '{nope', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(403);
  });
});

/** Each test starts from no latest results, removed through the API so the cached answers follow. */
async function clearLatestResults() {
  const all = await a.get('/api/LatestResults/ListForEdit');
  for (const r of all.json as { id: number }[]) await a.delete(`/api/latestresults/delete/${r.id}`);
}

const addResult = (description: string) => a.post('/api/latestresults/add', { description });

describe('latest results', () => {
  beforeEach(clearLatestResults);

  it('starts empty, with an ETag that answers 304 on a repeat visit', async () => {
    const res = await t.client().get('/api/LatestResults/List');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const again = await t.client().get('/api/latestresults/list', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('adds a result (trimmed), lists it first, and writes an audit row', async () => {
    const first = await a.post('/api/latestresults/add', { description: 'Spring Meeting: won by A. Smith' });
    expect(first.status).toBe(200);
    const res = await a.post('/api/latestresults/add', {
      description: '  Autumn Meeting: won by B. Jones  ',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: expect.any(Number),
      description: 'Autumn Meeting: won by B. Jones',
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const list = await t.client().get('/api/LatestResults/List');
    expect(list.json.map((r: { description: string }) => r.description)).toEqual([
      'Autumn Meeting: won by B. Jones',
      'Spring Meeting: won by A. Smith',
    ]);
    expect(Object.keys(list.json[0]).sort()).toEqual(['createdDate', 'description', 'id']);
    const rows = await audit();
    expect(rows.at(-1)).toMatchObject({ actor_id: admin.id, action: 'add', entity_id: String(res.json.id) });
  });

  it('requires a description, of 500 characters at most', async () => {
    const before = (await audit()).length;
    for (const body of [{}, { description: '' }, { description: '   ' }, { description: 42 }]) {
      const res = await a.post('/api/latestresults/add', body);
      if (typeof body.description === 'number') {
        expect(res.status).toBe(200); // a number is read as its text
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ description: ['Description is required'] });
    }
    const long = await a.post('/api/latestresults/add', { description: 'x'.repeat(501) });
    expect(long.json).toEqual({ description: ['Description must be 500 characters or fewer'] });
    expect((await audit()).length).toBe(before + 1);
  });

  it('the home list holds the newest ten; ListForEdit holds all', async () => {
    for (let i = 0; i < 12; i += 1) await addResult(`Result ${i}`);
    const home = await t.client().get('/api/LatestResults/List');
    expect(home.json).toHaveLength(10);
    expect(home.json[0].description).toBe('Result 11');
    const all = await a.get('/api/LatestResults/ListForEdit');
    expect(all.status).toBe(200);
    expect(all.json.length).toBe(12);
    expect(all.headers.get('cache-control')).toContain('no-store');
  });

  it('deletes one, with an audit row; an unknown or malformed id is 404 and writes nothing', async () => {
    await addResult('Winter Foursomes: won by C. Brown');
    await addResult('Summer Meeting: won by D. Green');
    const all = await a.get('/api/LatestResults/ListForEdit');
    const victim = all.json[0];
    const res = await a.delete(`/api/latestresults/delete/${victim.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toBe(true);
    const after = await a.get('/api/LatestResults/ListForEdit');
    expect(after.json.some((r: { id: number }) => r.id === victim.id)).toBe(false);
    const rows = await audit();
    expect(rows.at(-1)).toMatchObject({ action: 'delete', entity_id: String(victim.id) });
    expect(JSON.parse(rows.at(-1)!.before_json!)).toMatchObject({ description: victim.description });
    const count = rows.length;
    for (const id of [victim.id, 999999, 0, -1, 'abc', '1.5', '99999999999']) {
      const r = await a.delete(`/api/latestresults/delete/${id}`);
      expect(r.status, String(id)).toBe(404);
      expect(r.json).toEqual({ '': ['Latest result not found'] });
    }
    expect((await audit()).length).toBe(count);
  });
});
