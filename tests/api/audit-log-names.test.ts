// The audit log names what a change was about: the fixture by its event, the members by their names, never ids.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { startWithAdminAndMember } from '../helpers/start-app-with';

let t: TestApp;
let a: TestClient;

beforeAll(async () => {
  ({ t, a } = await startWithAdminAndMember());
});
afterAll(() => t.close());

it('names the fixture a change was about and the members it mentions, not their ids', async () => {
  const fixtureId = await createFixture(t.db, { event: 'v Old Tonbridgians', start_date: dayFromToday(30) });
  const player = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' });
  expect((await a.post('/api/fixtures/players/add', { fixtureId, memberId: player.id })).status).toBe(200);
  const [row] = (await a.get('/api/admin/auditlog?action=add-player')).json.items;
  expect(row).toMatchObject({ entity: 'fixture_registration', entityName: 'v Old Tonbridgians' });
  expect(row.names).toEqual({ [String(player.id)]: 'Ann Lee' });
});
