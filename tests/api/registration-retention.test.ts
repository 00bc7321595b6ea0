import { describe, expect } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteExpiredRegistrations } from '../../src/server/modules/member-data/retention.service';
import { createMember } from '../helpers/factories';
import { daysAgo } from '../helpers/account-data';
import { test } from '../helpers/harness';
import { onlyAuditRow } from '../helpers/audit-log';

/** The retention job in a child process, on the database at `url`; answers how many it deleted. */
const retentionInAnotherProcess = async (url: string, days: number) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'tests/helpers/run-retention.ts',
    url,
    String(days),
  ]);
  return Number(stdout);
};

describe('registrations never confirmed', () => {
  test('are deleted after the retention days, once, even with two processes at it; others stay', async ({
    app,
    db,
  }) => {
    const old = await createMember(db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(31),
    });
    const recent = await createMember(db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(29),
    });
    const invited = await createMember(db, {
      approval: 'approved',
      email_confirmed_at: null,
      created_at: daysAgo(90),
    });
    const confirmed = await createMember(db, { approval: 'pending', created_at: daysAgo(90) });
    // Two processes on one database: this one and a child process started beside it.
    const [a, b] = await Promise.all([
      deleteExpiredRegistrations(db, 30),
      retentionInAnotherProcess(app.database.url, 30),
    ]);
    expect(a + b).toBe(1);
    const left = await db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', [old.id, recent.id, invited.id, confirmed.id])
      .execute();
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual([recent.id, invited.id, confirmed.id]);
    expect(await onlyAuditRow(db, { action: 'member.expire' })).toMatchObject({ entity_id: String(old.id) });
  });
});
