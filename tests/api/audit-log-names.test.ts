// The audit log names what a change was about: the fixture by its event, the members by their names, never ids.
import { expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { test } from '../helpers/harness';

test('names the fixture a change was about and the members it mentions, not their ids', async ({
  db,
  admin: a,
}) => {
  const fixtureId = await createFixture(db, { event: 'v Old Tonbridgians', start_date: dayFromToday(30) });
  const player = await createMember(db, { first_name: 'Ann', last_name: 'Lee' });
  expect((await a.post('/api/fixtures/players/add', { fixtureId, memberId: player.id })).status).toBe(200);
  const [row] = (await a.get('/api/admin/auditlog?action=add-player')).json.items;
  expect(row).toMatchObject({ entity: 'fixture_registration', entityName: 'v Old Tonbridgians' });
  expect(row.names).toEqual({ [String(player.id)]: 'Ann Lee' });
});
