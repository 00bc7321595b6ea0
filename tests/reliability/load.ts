// Load: 200 connections for 60 s (autocannon) of public reads, logins, and fixture sign-ups and leaves,
// against a real server process whose database holds 300 extra members. Errors are 5xx answers, timeouts and
// broken connections; 429s (and 503s of the full hashing queue) are counted on their own line. Afterwards no member may be registered twice.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/lib/passwords';
import { runOnEachDatabase, startServerProcess, VERIFY_PORT } from './server-process';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ACCOUNTS = 300;
const PASSWORD = 'load-test-password';

async function prepare(databaseUrl: string) {
  const handle = openDatabase(databaseUrl);
  await migrateToLatest(handle);
  await seedDemoData(handle);
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const rows = Array.from({ length: ACCOUNTS }, (_, i) => ({
    email: `load${i}@example.com`,
    password_hash: hash,
    first_name: 'Load',
    last_name: `Member${i}`,
    approval: 'approved',
    email_confirmed_at: now,
    is_admin: 0,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await handle.db
      .insertInto('members')
      .values(rows.slice(i, i + 100))
      .execute();
  const today = now.slice(0, 10);
  const fixtures = await handle.db
    .selectFrom('fixtures')
    .select('id')
    .where('can_register', '=', 1)
    .where('start_date', '>', today)
    .execute();
  await handle.close();
  return fixtures.map((f) => f.id);
}

interface Ctx {
  account?: number;
  cookie?: string;
  xsrf?: string;
  userId?: number;
  fixtureId?: number;
}

async function runLoad(label: string, databaseUrl: string, port: number) {
  const fixtureIds = await prepare(databaseUrl);
  const server = await startServerProcess({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOGIN_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'error',
  });
  let nextAccount = 0;
  const sessionRequest = (method: string, path: string, body: (c: Ctx) => unknown) => ({
    method,
    path,
    setupRequest: (req: autocannon.Request, c: Ctx) => ({
      ...req,
      headers: { 'content-type': 'application/json', cookie: c.cookie ?? '', 'x-xsrf-token': c.xsrf ?? '' },
      body: JSON.stringify(body(c)),
    }),
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        initialContext: {},
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: (req: autocannon.Request, c: Ctx) => {
              if (c.cookie)
                return { ...req, method: 'GET', path: '/api/auth/session', headers: { cookie: c.cookie } };
              c.account ??= nextAccount++ % ACCOUNTS;
              return {
                ...req,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ username: `load${c.account}@example.com`, password: PASSWORD }),
              };
            },
            onResponse: (
              status: number,
              body: string,
              c: Ctx,
              headers: Record<string, string | string[]>,
            ) => {
              if (status !== 200 || c.cookie) return;
              const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []);
              const values = Object.fromEntries(
                setCookie.map((s) => s.split(';')[0].split('=') as [string, string]),
              );
              c.cookie = `sid=${values.sid}; XSRF-TOKEN=${values['XSRF-TOKEN']}`;
              c.xsrf = decodeURIComponent(values['XSRF-TOKEN'] ?? '');
              c.userId = JSON.parse(body).id;
              c.fixtureId = fixtureIds[(c.account ?? 0) % fixtureIds.length];
            },
          },
          { method: 'GET', path: '/api/Fixtures/List' },
          sessionRequest('POST', '/api/fixtures/enter', (c) => ({
            fixtureId: c.fixtureId,
            userId: c.userId,
          })),
          { method: 'GET', path: '/api/courses/list' },
          sessionRequest('POST', '/api/fixtures/leave', (c) => ({
            fixtureId: c.fixtureId,
            userId: c.userId,
          })),
          { method: 'GET', path: '/api/Results/ListResultsForMeeting/1' },
        ] as autocannon.Request[],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    const started = Date.now();
    const seen: string[] = [];
    instance.on('reqError', (e: Error) => {
      if (process.env.LOAD_DEBUG && seen.length < 20) seen.push(`${Date.now() - started} ms: ${e.message}`);
    });
    instance.on('done', () => {
      if (seen.length) console.error(seen.join('\n'));
    });
  });

  const handle = openDatabase(databaseUrl);
  const dupes = await sql<{
    n: number;
  }>`select count(*) as n from (select fixture_id, member_id from fixture_registrations
      group by fixture_id, member_id having count(*) > 1) d`.execute(handle.db);
  await handle.close();
  server.child.kill('SIGTERM');
  await server.exited;

  // 503 is the full password-hashing queue asking the client to come back (Retry-After): a refusal by
  // design, counted with the 429s, not an error.
  const busy = result.statusCodeStats?.['503']?.count ?? 0;
  const fiveHundreds = result['5xx'] - busy;
  const errors = fiveHundreds + result.timeouts + result.errors;
  const tooMany = result.statusCodeStats?.['429']?.count ?? 0;
  const duplicates = Number(dupes.rows[0].n);
  console.log(
    `load (${label}): ${result.requests.total} requests in ${SECONDS} s at ${CONNECTIONS} connections, ` +
      `${Math.round(result.requests.average)} req/s, errors ${errors} (5xx ${fiveHundreds}, timeouts ${result.timeouts}, broken ${result.errors}) (must be 0), ` +
      `duplicate registrations ${duplicates} (must be 0), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(`load (${label}): 429 answers ${tooMany}, 503 (hashing queue full) ${busy}`);
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => `${code}: ${v.count}`);
  console.log(`load (${label}): answers by status ${codes.join(', ')}`);
  return errors === 0 && duplicates === 0;
}

await runOnEachDatabase('load', VERIFY_PORT + 5, runLoad);
