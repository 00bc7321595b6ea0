/**
 * The one harness for API tests: every test gets the real app on a database of its own, signed-in clients for
 * each kind of user and the SMTP sink the app sends to, and the harness takes all of it down after the test, even
 * when the test fails. No test file starts the app, a database or a sink itself.
 *
 * What a test file writes:
 *
 *   import { describe, expect } from 'vitest';
 *   import { test } from '../helpers/harness';
 *
 *   test('a member signs up and the manager is told', async ({ member, manager, mail, db }) => {
 *     const res = await member.post('/api/fixtures/enter', { fixtureId: manager.fixtureId, userId: member.id });
 *     expect(res.status).toBe(200);
 *     await mail.waitFor({ to: manager.email, subject: /has signed up/ });
 *     await expect.poll(() => db.selectFrom('fixture_registrations').select('member_id').execute()).toHaveLength(1);
 *   });
 *
 * A test names the fixtures it uses, and pays only for those (and what they need); each is its own for the test:
 *   app          the real app (TestApp: app, db, config, baseUrl, client()) listening on a loopback port, on a
 *                database copied from a template migrated once per worker process (SQLite: a file copy; on the
 *                PostgreSQL server of TEST_DATABASE_URL: `create database … template …`)
 *   db           app.db
 *   visitor      a client that is not signed in (app.client() gives more)
 *   member       Peter Holloway, signed in: a TestClient (get/post/delete/request) that also carries his row's
 *                id, email, firstName, lastName and password
 *   otherMember  Geoffrey Marsh, likewise
 *   manager      Martin Greaves, likewise, plus `fixtureId`: a fixture made for the test whose manager address is
 *                his (a member manages a fixture when his address is one of its manager addresses)
 *   admin        Richard Ashworth, an administrator, likewise
 *   everyone     { visitor, member, otherMember, manager, admin } at once (the same clients), for a test that tries
 *                a route as each kind of user
 *   newMember    (overrides?) => one more member (factories.createMember's overrides), signed in
 *   mail         the SMTP sink the app sends to (see Mailbox below): waitFor(match, { timeoutMs }) for a message
 *                that must arrive, settled() before asserting that nothing more was sent, serverDown() and
 *                serverUp() for an SMTP outage
 *   clock        moves the server's clock (set(iso), advance(ms)) instead of sleeping; put back after the test
 *   secondApp    a second app (TestApp, as `app`) on the same database, through connections of its own, with the
 *                same settings and SMTP sink: the site run as two server processes (decision 0052). Its clients
 *                come from secondApp.client(), and `member.at(secondApp.baseUrl)` is the same browser (its cookies)
 *                talking to the second process (see tests/api/two-processes.test.ts)
 *   smtp         the SMTP sink alone, with no app, for a test whose mail comes from a command or a server process
 *                of its own: `url` to give it, and waitFor, to and messages as mail's (no settled: no outbox)
 *
 * A file whose app needs other settings declares them once, at its top:
 *
 *   const test = harnessWith({ env: { ADMIN_NOTIFY_EMAIL: 'notify@society.example' }, mailPollMs: 50 });
 *
 * (options: env, mailRetryBaseMs, mailPollMs, pageRenderer, clientDir, logLines, logLevel, addRoutes — as
 * startTestApp's).
 * A file's own fixtures (rows every test of the file starts from) are `test.extend('name', async ({ db }) => …)`
 * on that; they are built per test, so no test leans on another's rows.
 *
 * Waiting, one way each, always with a deadline, never a fixed sleep:
 *   - a message arrives:          await mail.waitFor({ to, subject })
 *   - nothing more is sent:       await mail.settled(), then count mail.to(address)
 *   - a row (or anything) changes: await expect.poll(() => query, { timeout: 5_000 }).toEqual(…)
 *
 * Pitfalls:
 *   - Never call `test.override` at the top level of a file: vitest runs with isolate:false, so this module (and
 *     its `test`) is shared by every file of a worker, and a top-level override changes it for the files that
 *     run after. Use harnessWith, which makes a new `test`. (Inside a describe, override is per suite and safe.)
 *   - Rows made in beforeAll do not exist: each test has a new database. Make them in the test or in a fixture.
 *   - mail.messages holds only this test's messages; the sink and the outbox are the test's own.
 */
import type { ParsedMail } from 'mailparser';
import { test as base } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { MembersTable } from '../../src/server/db/types';
import { setClockOffsetForTests } from '../../src/server/lib/clock';
import { createMember, signInAs, type TestMember } from './factories';
import { createFixture, dayFromToday } from './fixture-factory';
import { TestClient } from './http-client';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type StartOptions, type TestApp } from './test-app';
import { copyOfTemplate, removeTemplate, type TestDatabase } from './test-database';
import { openDatabase } from '../../src/server/db/database';

/** The app's settings for a file: startTestApp's options, and its settings as `env`. */
export interface AppOptions extends Omit<StartOptions, 'database'> {
  /** Settings (environment variables) added to or replacing the test defaults; SMTP_URL is the harness's. */
  env?: Record<string, string>;
}

/** A signed-in client that carries its member's row. */
export class MemberClient extends TestClient implements TestMember {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  constructor(baseUrl: string, row: TestMember) {
    super(baseUrl);
    this.id = row.id;
    this.email = row.email;
    this.password = row.password;
    this.firstName = row.firstName;
    this.lastName = row.lastName;
  }
}

/** A message is wanted when it went to `to` (any case) and its subject is, or matches, `subject`. */
export type MailMatch = { to?: string; subject?: string | RegExp } | ((mail: ParsedMail) => boolean);

const DEADLINE_MS = 10_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The test's SMTP sink, and the app's outbox behind it. */
export class Mailbox {
  constructor(
    private readonly sink: SmtpSink,
    private readonly db: Db,
  ) {}

  /** Every message received so far, in order of arrival. */
  get messages(): ParsedMail[] {
    return this.sink.messages;
  }

  /** The SMTP server stops answering (an outage): the app's mail waits in the outbox until `serverUp`. */
  async serverDown(): Promise<void> {
    await this.sink.stop();
  }

  /** The SMTP server answers again, at the address the app sends to. */
  async serverUp(): Promise<void> {
    await this.sink.start(this.sink.port);
  }

  /** The messages received so far that went to the address. */
  to(address: string): ParsedMail[] {
    return this.sink.to(address);
  }

  /** The first message that matches, waiting for it to arrive until the deadline. */
  async waitFor(match: MailMatch, { timeoutMs = DEADLINE_MS } = {}): Promise<ParsedMail> {
    const wanted = typeof match === 'function' ? match : matcher(match);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.sink.messages.find(wanted);
      if (found) return found;
      if (Date.now() > deadline) {
        const got = this.sink.messages.map((m) => `${JSON.stringify(m.to?.valueOf())}: ${m.subject}`);
        throw new Error(
          `No e-mail ${typeof match === 'function' ? 'matching' : JSON.stringify(match, regexpText)} within ${timeoutMs} ms; received: ${got.join('; ') || 'none'}`,
        );
      }
      await pause(20);
    }
  }

  /**
   * Waits until the outbox holds no message waiting to go (each is sent, or failed for good): then the sink holds
   * everything the app has sent, and a count of mail.to(address) is final. A message waiting for a retry keeps it
   * waiting until the deadline.
   */
  async settled({ timeoutMs = DEADLINE_MS } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const waiting = await this.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'status'])
        .where('status', 'in', ['pending', 'sending'])
        .execute();
      if (waiting.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(
          `${waiting.length} message(s) still in the outbox after ${timeoutMs} ms: ${JSON.stringify(waiting)}`,
        );
      await pause(20);
    }
  }
}

const regexpText = (_key: string, value: unknown) => (value instanceof RegExp ? String(value) : value);

function matcher({ to, subject }: { to?: string; subject?: string | RegExp }) {
  return (m: ParsedMail) =>
    (to === undefined ||
      JSON.stringify(m.to ?? '')
        .toLowerCase()
        .includes(to.toLowerCase())) &&
    (subject === undefined ||
      (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')));
}

/** The SMTP sink of a test that starts no app: where to send, and what has arrived. */
export type SmtpAlone = Pick<Mailbox, 'messages' | 'to' | 'waitFor'> & { url: string };

/** Moves the server's clock (src/server/lib/clock.ts) for one test. */
export interface Clock {
  /** The server's clock reads this instant now (and runs on from it). */
  set: (iso: string) => void;
  /** The server's clock jumps forward (or back, when negative) by `ms`. */
  advance: (ms: number) => void;
}

interface HarnessFixtures {
  appOptions: AppOptions;
  app: TestApp;
  secondApp: TestApp;
  db: Db;
  visitor: TestClient;
  member: MemberClient;
  otherMember: MemberClient;
  manager: MemberClient & { fixtureId: number };
  admin: MemberClient;
  everyone: Everyone;
  newMember: (overrides?: Partial<Insertable<MembersTable>>) => Promise<MemberClient>;
  mail: Mailbox;
  clock: Clock;
  smtp: SmtpAlone;
  // The harness's own: not for test files.
  template: { copy: () => Promise<TestDatabase> };
  database: TestDatabase;
  sink: SmtpSink;
}

/** Every kind of user at once: the clients of the fixtures of the same names (the same objects). */
export interface Everyone {
  visitor: TestClient;
  member: MemberClient;
  otherMember: MemberClient;
  manager: MemberClient & { fixtureId: number };
  admin: MemberClient;
}

async function signedIn(app: TestApp, overrides: Partial<Insertable<MembersTable>>) {
  const row = await createMember(app.db, overrides);
  const client = new MemberClient(app.baseUrl, row);
  await signInAs(client, app.db, row.id);
  return client;
}

/** The harness's `test`: vitest's, with the fixtures above. */
export const test = base.extend<HarnessFixtures>({
  appOptions: {},

  template: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first parameter
    async ({}, use) => {
      await use({ copy: copyOfTemplate });
      await removeTemplate();
    },
    { scope: 'worker' },
  ],

  database: async ({ template }, use) => {
    const database = await template.copy();
    try {
      await use(database);
    } finally {
      await database.drop();
    }
  },

  // eslint-disable-next-line no-empty-pattern -- as above
  sink: async ({}, use) => {
    const sink = await new SmtpSink().start();
    try {
      await use(sink);
    } finally {
      await sink.stop();
    }
  },

  app: async ({ appOptions, database, sink }, use) => {
    // Another file of this worker may have moved the clock and not put it back (the module is shared).
    setClockOffsetForTests(0);
    const { env, ...extra } = appOptions;
    const app = await startTestApp({ ...env, SMTP_URL: sink.url }, { ...extra, database });
    try {
      await use(app);
    } finally {
      await app.close();
      setClockOffsetForTests(0);
    }
  },

  secondApp: async ({ app, appOptions, database, sink }, use) => {
    // Its own handle on the same database: its own pool (PostgreSQL) or connection (SQLite), as another process has.
    const handle = openDatabase(database.url);
    const { env, ...extra } = appOptions;
    const second = await startTestApp(
      { ...env, SMTP_URL: sink.url },
      { ...extra, database: { handle, url: database.url, drop: () => handle.close() } },
    );
    try {
      await use(second);
    } finally {
      await second.close();
      await handle.close();
      void app;
    }
  },

  db: async ({ app }, use) => use(app.db),

  visitor: async ({ app }, use) => use(app.client()),

  member: async ({ app }, use) => use(await signedIn(app, { first_name: 'Peter', last_name: 'Holloway' })),

  otherMember: async ({ app }, use) =>
    use(await signedIn(app, { first_name: 'Geoffrey', last_name: 'Marsh' })),

  manager: async ({ app }, use) => {
    const manager = await signedIn(app, { first_name: 'Martin', last_name: 'Greaves' });
    const fixtureId = await createFixture(app.db, {
      start_date: dayFromToday(30),
      event: 'Summer Meeting',
      manager: 'Martin Greaves',
      manager_email_addresses: manager.email,
    });
    await use(Object.assign(manager, { fixtureId }));
  },

  admin: async ({ app }, use) =>
    use(await signedIn(app, { first_name: 'Richard', last_name: 'Ashworth', is_admin: 1 })),

  everyone: async ({ visitor, member, otherMember, manager, admin }, use) =>
    use({ visitor, member, otherMember, manager, admin }),

  newMember: async ({ app }, use) => use((overrides = {}) => signedIn(app, overrides)),

  mail: async ({ app, sink }, use) => use(new Mailbox(sink, app.db)),

  smtp: async ({ sink }, use) => {
    // settled() alone reads the outbox; without an app there is none, and it is left out of the type.
    const mailbox = new Mailbox(sink, undefined as unknown as Db);
    await use({
      url: sink.url,
      get messages() {
        return mailbox.messages;
      },
      to: (address) => mailbox.to(address),
      waitFor: (match, options) => mailbox.waitFor(match, options),
    });
  },

  // eslint-disable-next-line no-empty-pattern -- as above
  clock: async ({}, use) => {
    let offset = 0;
    try {
      await use({
        set: (iso) => setClockOffsetForTests((offset = Date.parse(iso) - Date.now())),
        advance: (ms) => setClockOffsetForTests((offset += ms)),
      });
    } finally {
      setClockOffsetForTests(0);
    }
  },
});

/** The harness with other app settings, for a whole file: `const test = harnessWith({ env: { … } })`. */
export const harnessWith = (appOptions: AppOptions) => test.extend({ appOptions });
