import { describe, expect } from 'vitest';
import { test } from '../helpers/harness';
import { createMember } from '../helpers/factories';
import { createCompetition } from '../helpers/competition-factory';

describe('The team: the captain saves the pairs in order of play and the reserves', () => {
  test('the captain saves a team; bad teams are refused naming the player; others may not', async ({
    everyone: { visitor, member, otherMember, manager, admin },
    db,
  }) => {
    const id = await createCompetition(db, { captains: [manager.email], pairs: 2, leftSchoolBy: 1990 });
    await createCompetition(db, { name: 'Grafton Morrish', captains: [otherMember.email] });
    const young = await createMember(db, { first_name: 'Young', last_name: 'Player', year_left: 2010 });
    const a = await createMember(db, { first_name: 'John Robert', last_name: 'Smith', year_left: 1970 });
    const b = await createMember(db, { first_name: 'Peter', last_name: 'Jones', year_left: 1972 });
    await db.updateTable('members').set({ initials: 'J. R. H.' }).where('id', '=', a.id).execute();
    const path = `/api/competitions/${id}/team`;
    const team = {
      pairs: [
        [a.id, b.id],
        [member.id, otherMember.id],
      ],
      reserves: [admin.id],
    };

    expect((await visitor.post(path, team)).status).toBe(401);
    expect((await member.post(path, team)).status).toBe(403);
    // Another competition's captain is no captain of this one.
    expect((await otherMember.post(path, team)).status).toBe(403);
    expect((await member.get(path)).status).toBe(403);

    const refusals: [unknown, Record<string, string[]>][] = [
      [
        {
          pairs: [
            [a.id, b.id],
            [a.id, member.id],
          ],
        },
        { pairs: ['John Robert Smith is in the team twice'] },
      ],
      [{ pairs: [[a.id, young.id]] }, { pairs: ['Young Player may not play in the Halford Hewitt'] }],
      [
        {
          pairs: [
            [a.id, b.id],
            [member.id, otherMember.id],
            [admin.id, manager.id],
          ],
        },
        { pairs: ['The Halford Hewitt has 2 pairs; this team has 3'] },
      ],
      [
        { pairs: [[a.id, b.id]], reserves: [member.id, b.id] },
        { reserves: ['Peter Jones is a reserve and also in a pair'] },
      ],
      [{ pairs: [[a.id]] }, { pairs: ['Each pair needs two players'] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await manager.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await db.selectFrom('competition_places').select('id').execute()).toEqual([]);

    const saved = await manager.post(path, team);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      competitionId: id,
      status: 'selected',
      publishedAt: null,
      pairs: [
        [
          { memberId: a.id, sheetName: 'J. R. H. Smith' },
          { memberId: b.id, sheetName: 'P. Jones' },
        ],
        [{ memberId: member.id }, { memberId: otherMember.id }],
      ],
      reserves: [{ memberId: admin.id, order: 1, state: 'waiting', offerExpiresAt: null }],
      withdrawn: [],
      openPlaces: [],
    });
    expect((await admin.post(path, team)).status).toBe(200);
    expect((await manager.get(path)).json.pairs).toHaveLength(2);
    expect((await member.get('/api/competitions')).json.find((c: { id: number }) => c.id === id).status).toBe(
      'selected',
    );
    expect((await manager.post('/api/competitions/999999/team', team)).status).toBe(404);
  });
});
