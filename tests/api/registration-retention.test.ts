import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { deleteExpiredRegistrations } from '../../src/server/modules/member-data/retention.service';
import type { TestApp } from '../helpers/test-app';
import { createMember } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import { daysAgo } from '../helpers/account-data';
import { startWithMailSink } from '../helpers/start-app-with';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  ({ t, sink } = await startWithMailSink());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const retentionInAnotherProcess = async (days: number) => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'tests/helpers/run-retention.ts',
    t.database.url,
    String(days),
  ]);
  return Number(stdout);
};

describe('registrations never confirmed', () => {
  it('are deleted after the retention days, once, even with two processes at it; others stay', async () => {
    const old = await createMember(t.db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(31),
    });
    const recent = await createMember(t.db, {
      approval: 'pending',
      email_confirmed_at: null,
      created_at: daysAgo(29),
    });
    const invited = await createMember(t.db, {
      approval: 'approved',
      email_confirmed_at: null,
      created_at: daysAgo(90),
    });
    const confirmed = await createMember(t.db, { approval: 'pending', created_at: daysAgo(90) });
    // Two processes on one database: this one and a child process started beside it.
    const [a, b] = await Promise.all([deleteExpiredRegistrations(t.db, 30), retentionInAnotherProcess(30)]);
    expect(a + b).toBe(1);
    const left = await t.db
      .selectFrom('members')
      .select('id')
      .where('id', 'in', [old.id, recent.id, invited.id, confirmed.id])
      .execute();
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual([recent.id, invited.id, confirmed.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.expire')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].entity_id).toBe(String(old.id));
  });
});
