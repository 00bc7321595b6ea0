// Durability: a real server process takes registrations and fixture sign-ups, is killed with SIGKILL part-way,
// restarted, and every write it acknowledged must still be there; the database must pass its integrity check.
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { TestClient } from '../helpers/http-client';
import { runOnEachDatabase, startServerProcess, VERIFY_PORT } from './server-process';

const WRITES = Number(process.env.DURABILITY_WRITES ?? 1000);
const KILL_AFTER = Math.floor(WRITES * 0.6);
const CONCURRENCY = 8;

interface Ack {
  kind: 'registration' | 'signup';
  email?: string;
  fixtureId?: number;
  memberId?: number;
}

async function runOnce(label: string, databaseUrl: string, port: number) {
  const env = {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT: '1000000',
  };
  let server = await startServerProcess(env);
  const handle = openDatabase(databaseUrl);
  const db = handle.db;
  const today = new Date().toISOString().slice(0, 10);
  const members = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('approval', '=', 'approved')
    .execute();
  const fixtures = await db
    .selectFrom('fixtures')
    .select('id')
    .where('can_register', '=', 1)
    .where('start_date', '>', today)
    .execute();
  const already = await db.selectFrom('fixture_registrations').select(['fixture_id', 'member_id']).execute();
  const taken = new Set(already.map((r) => `${r.fixture_id}:${r.member_id}`));
  const signups = members.flatMap((m) =>
    fixtures
      .filter((f) => !taken.has(`${f.id}:${m.id}`))
      .map((f) => ({ memberId: m.id, email: m.email, fixtureId: f.id })),
  );

  const sessions = new Map<number, TestClient>();
  async function clientFor(memberId: number, email: string) {
    let c = sessions.get(memberId);
    if (!c) {
      c = new TestClient(server.baseUrl);
      const res = await c.post('/api/auth/login', { username: email, password: 'member-password' });
      if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.text}`);
      sessions.set(memberId, c);
    }
    return c;
  }

  const acked: Ack[] = [];
  let sent = 0;
  let killed = false;
  let next = 0;
  const jobs: (() => Promise<void>)[] = [];
  for (let i = 0; i < WRITES; i++) {
    const s = signups[i % 5 === 4 ? Math.floor(i / 5) : -1];
    if (s) {
      jobs.push(async () => {
        const c = await clientFor(s.memberId, s.email);
        const res = await c.post('/api/fixtures/enter', { fixtureId: s.fixtureId, userId: s.memberId });
        if (res.status === 200) acked.push({ kind: 'signup', fixtureId: s.fixtureId, memberId: s.memberId });
      });
    } else {
      const email = `durable.${label}.${i}.${Date.now()}@example.com`;
      jobs.push(async () => {
        const c = new TestClient(server.baseUrl);
        const res = await c.post(
          '/api/account/register',
          {
            title: 'Mr',
            email,
            firstName: 'Durable',
            lastName: `Writer${i}`,
            mobileNumber: '07700900123',
            yearLeft: '1990',
            house: 'Kipling',
            handicap: '12',
            password: 'durable-password',
            confirmPassword: 'durable-password',
          },
          { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        );
        if (res.status === 200) acked.push({ kind: 'registration', email });
      });
    }
  }

  let afterRestart = false;
  async function worker() {
    while (next < jobs.length && (afterRestart || !killed)) {
      const job = jobs[next++];
      sent += 1;
      try {
        await job();
      } catch {
        // A request cut off by the kill was never acknowledged.
      }
      if (!afterRestart && !killed && acked.length >= KILL_AFTER) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (!killed) server.child.kill('SIGKILL');
  await server.exited;
  const ackedBeforeKill = acked.length;

  // The restarted server takes the rest of the writes; then every acknowledged one must be there.
  server = await startServerProcess(env);
  afterRestart = true;
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  let lost = 0;
  for (const a of acked) {
    if (a.kind === 'registration') {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('email', '=', a.email!)
        .executeTakeFirst();
      if (!row) lost += 1;
    } else {
      const row = await db
        .selectFrom('fixture_registrations')
        .select('id')
        .where('fixture_id', '=', a.fixtureId!)
        .where('member_id', '=', a.memberId!)
        .executeTakeFirst();
      if (!row) lost += 1;
    }
  }
  let integrity: string;
  if (handle.dialect === 'sqlite') {
    const r = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    integrity = r.rows[0].integrity_check;
  } else {
    const orphans = await sql<{ n: number }>`select count(*)::int as n from fixture_registrations r
      left join members m on m.id = r.member_id where m.id is null`.execute(db);
    integrity = orphans.rows[0].n === 0 ? 'ok' : `${orphans.rows[0].n} orphaned registrations`;
  }
  server.child.kill('SIGTERM');
  await server.exited;
  await handle.close();
  const signupsAcked = acked.filter((a) => a.kind === 'signup').length;
  console.log(
    `durability (${label}): ${sent} writes sent, ${acked.length} acknowledged (${signupsAcked} fixture sign-ups), killed with SIGKILL after ${ackedBeforeKill} and restarted, lost ${lost} (must be 0), integrity ${integrity}`,
  );
  return lost === 0 && integrity === 'ok' && sent >= WRITES;
}

await runOnEachDatabase('durability', VERIFY_PORT, runOnce);
