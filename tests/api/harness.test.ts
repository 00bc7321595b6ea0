// The harness itself (tests/helpers/harness.ts): what every other API test leans on.
import { describe, expect } from 'vitest';
import { now } from '../../src/server/lib/clock';
import { createMember } from '../helpers/factories';
import { test } from '../helpers/harness';

describe('the harness', () => {
  // Two alike tests: whichever runs second would see the first one's member if the database were shared.
  for (const name of ['one', 'another'])
    test(`gives ${name} test a database of its own`, async ({ db, visitor }) => {
      expect(await db.selectFrom('members').select('id').execute()).toEqual([]);
      await createMember(db, { last_name: 'Solitary' });
      expect((await visitor.get('/healthz')).status).toBe(200);
    });

  test('signs in a member, another member, a fixture manager and an administrator', async ({ everyone }) => {
    const { visitor, member, otherMember, manager, admin } = everyone;
    const players = `/api/fixtures/players/${manager.fixtureId}`;
    expect((await visitor.get(players)).status).toBe(401);
    expect((await member.get(players)).status).toBe(403);
    expect((await otherMember.get(players)).status).toBe(403);
    expect((await manager.get(players)).status).toBe(200);
    expect((await admin.get(players)).status).toBe(200);
    expect(new Set([member.id, otherMember.id, manager.id, admin.id]).size).toBe(4);
  });

  test('settled() waits until the outbox has sent everything it holds', async ({ member, manager, mail }) => {
    const res = await member.post('/api/fixtures/enter', { fixtureId: manager.fixtureId, userId: member.id });
    expect(res.status).toBe(200);
    await mail.settled();
    expect(mail.to(manager.email)).toHaveLength(1);
    expect(mail.to(member.email)).toHaveLength(1);
  });

  // Alike again: the second would start a year on if the clock were not put back.
  for (const name of ['one', 'another'])
    test(`puts the server's clock back after ${name} test`, ({ clock }) => {
      expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1_000);
      clock.advance(365 * 86_400_000);
      expect(now().getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    });
});
