// The screens a member lands on from an e-mail (/myprofile, /enterfixture/{id}, /membersearch) arrive rendered for
// the signed-in member, with their own data only, and are never kept or served to anyone else: two members and a
// visitor over real HTTP, signed in through the login API as the browser is.
import { describe, expect } from 'vitest';
import { PAGE_DATA_ID, PAGE_SESSION_ID } from '../../src/shared/page-data';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { createMember, type TestMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { login } from '../helpers/account-helpers';
import { clientIndexHtml, clientShell } from '../helpers/client-shell';
import { harnessWith } from '../helpers/harness';

/**
 * Ann and Bob, each signed in through the login API, and a fixture on which Ann has a place and Bob none; the
 * renderer's module state (its API transport, the site's details) put back after each test, as other files of
 * the worker share the module.
 */
const test = harnessWith({
  env: { LOGIN_RATE_LIMIT: '100000' },
  clientDir: clientShell(clientIndexHtml()),
  pageRenderer: renderer,
}).extend('people', async ({ app, db }, { onCleanup }) => {
  onCleanup(() => {
    setApiTransport((input, init) => fetch(input, init));
    setServerSiteInfo(undefined);
  });
  const ann = await createMember(db, { first_name: 'Annabel', last_name: 'Ashcombe', handicap: 7.5 });
  const bob = await createMember(db, { first_name: 'Bertram', last_name: 'Bellingham', handicap: 21 });
  const fixtureId = await createFixture(db, {
    start_date: dayFromToday(40),
    event: 'Rendered Autumn Meeting',
  });
  const asAnn = app.client();
  const asBob = app.client();
  expect((await login(asAnn, ann.email, ann.password)).status).toBe(200);
  expect((await login(asBob, bob.email, bob.password)).status).toBe(200);
  expect((await asAnn.post('/api/fixtures/enter', { fixtureId, userId: ann.id })).status).toBe(200);
  return { ann, bob, asAnn, asBob, fixtureId };
});

/** The page as read: without the comments React writes between pieces of text. */
const read = (html: string) => html.replace(/<!-- -->/g, '');
const block = (html: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
const sessionOf = (html: string) =>
  JSON.parse(block(html, PAGE_SESSION_ID) ?? 'null') as { userId: number } | null;

/** What a page holds of a member: their names and their e-mail address. */
const mentions = (html: string, m: TestMember) =>
  html.includes(m.email) || html.includes(m.firstName) || html.includes(m.lastName);

function expectPrivate(res: { headers: Headers }) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('vary') ?? '').toMatch(/cookie/i);
  expect(res.headers.get('etag')).toBeNull();
}

describe("a member's screens, rendered for the signed-in member", () => {
  test('My Profile holds the member’s own profile, drawn and with its data, and nobody else’s', async ({
    people: { ann, bob, asAnn, asBob },
  }) => {
    const a = await asAnn.get('/myprofile');
    expect(a.status).toBe(200);
    expect(a.text).toMatch(/<h1>My Profile<\/h1>/);
    expect(read(a.text)).toContain(`Mr Annabel Ashcombe (${ann.email})`);
    expect(a.text).not.toContain('<p class="loading">');
    expect(mentions(a.text, bob)).toBe(false);
    expect(sessionOf(a.text)).toMatchObject({ userId: ann.id, isAdmin: false });
    expect(block(a.text, PAGE_DATA_ID)).toContain(ann.email);
    expectPrivate(a);

    const b = await asBob.get('/myprofile');
    expect(read(b.text)).toContain(`Mr Bertram Bellingham (${bob.email})`);
    expect(mentions(b.text, ann)).toBe(false);
    expect(sessionOf(b.text)).toMatchObject({ userId: bob.id });
    expectPrivate(b);
  });

  test('a section of My Profile that an e-mail links to is rendered too', async ({
    people: { ann, bob, asAnn },
  }) => {
    for (const section of ['membership', 'privacy', 'subscriptions', 'preferences', 'calendar', 'account']) {
      const res = await asAnn.get(`/myprofile/${section}`);
      expect(res.status, section).toBe(200);
      expect(read(res.text), section).toContain(`Mr Annabel Ashcombe (${ann.email})`);
      expect(res.text, section).toMatch(/<h2 id="profile-section-heading"[^>]*>/);
      expect(mentions(res.text, bob), section).toBe(false);
      expectPrivate(res);
    }
  });

  test('My Account arrives with the member’s own balance and payment reference, and nobody else’s', async ({
    db,
    people: { ann, bob, asAnn },
  }) => {
    const referenceOf = async (id: number) =>
      (
        await db
          .selectFrom('members')
          .select('payment_reference')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).payment_reference!;
    const res = await asAnn.get('/myprofile/account');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h2 id="profile-section-heading"[^>]*>My Account<\/h2>/);
    expect(read(res.text)).toContain('Nothing owed');
    expect(res.text).toContain(await referenceOf(ann.id));
    expect(res.text).not.toContain(await referenceOf(bob.id));
    expect(res.text).not.toContain('<p class="loading">');
    expectPrivate(res);
  });

  test('a fixture’s sign-up page says where that member stands, and only that member', async ({
    people: { bob, asAnn, asBob, fixtureId },
  }) => {
    const a = await asAnn.get(`/enterfixture/${fixtureId}`);
    expect(a.status).toBe(200);
    expect(a.text).toContain('Rendered Autumn Meeting');
    expect(a.text).toContain('You have a place');
    expect(a.text).toMatch(/>Leave</);
    expectPrivate(a);

    const b = await asBob.get(`/enterfixture/${fixtureId}`);
    expect(b.text).toContain('You are not registered for this fixture');
    expect(b.text).not.toContain('You have a place');
    expect(b.text).toContain('Sign Me Up');
    expect(sessionOf(b.text)).toMatchObject({ userId: bob.id });
    expectPrivate(b);
  });

  test('member search arrives with its form, and with the results its address asks for', async ({
    people: { ann, asBob },
  }) => {
    const empty = await asBob.get('/membersearch');
    expect(empty.text).toMatch(/<h1>Member Search<\/h1>/);
    expect(empty.text).toMatch(/<form[^>]*aria-label="Members"/);
    expectPrivate(empty);

    const found = await asBob.get('/membersearch?lastName=Ashcombe');
    expect(read(found.text)).toMatch(/1 member found/);
    expect(found.text).toContain(ann.email);
    // Handicaps as golfers write them.
    expect(found.text).toContain('7.5');
  });
});

describe('never served to anyone else', () => {
  test('a visitor, after two members, gets the shell the browser draws, with no member’s data in it', async ({
    app,
    people: { ann, bob, asAnn, asBob, fixtureId },
  }) => {
    for (const path of ['/myprofile', `/enterfixture/${fixtureId}`, '/membersearch?lastName=Ashcombe']) {
      await asAnn.get(path);
      await asBob.get(path);
      const visitor = await app.client().get(path);
      expect(visitor.status, path).toBe(200);
      expect(visitor.text, path).toContain('<div id="root">');
      expect(block(visitor.text, PAGE_SESSION_ID), path).toBeUndefined();
      expect(block(visitor.text, PAGE_DATA_ID), path).toBeUndefined();
      expect(mentions(visitor.text, ann) || mentions(visitor.text, bob), path).toBe(false);
      expect(visitor.headers.get('vary') ?? '', path).toMatch(/cookie/i);
      expect(visitor.headers.get('cache-control'), path).not.toMatch(/public/);
    }
  });

  test('one member’s page is never answered to another, even asked for in the same moment', async ({
    people: { ann, bob, asAnn, asBob, fixtureId },
  }) => {
    const [a, b, a2, b2] = await Promise.all([
      asAnn.get('/myprofile'),
      asBob.get('/myprofile'),
      asAnn.get(`/enterfixture/${fixtureId}`),
      asBob.get(`/enterfixture/${fixtureId}`),
    ]);
    expect(sessionOf(a.text)?.userId).toBe(ann.id);
    expect(mentions(a.text, bob)).toBe(false);
    expect(sessionOf(b.text)?.userId).toBe(bob.id);
    expect(mentions(b.text, ann)).toBe(false);
    expect(a2.text).toContain('You have a place');
    expect(b2.text).not.toContain('You have a place');
    expect(sessionOf(b2.text)?.userId).toBe(bob.id);
  });

  test('a session that has ended, or a made-up one, gets the visitor’s shell', async ({
    app,
    db,
    people: { ann },
  }) => {
    const ended = app.client();
    expect((await login(ended, ann.email, ann.password)).status).toBe(200);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const forged = app.client();
    forged.cookies.set('sid', 'not-a-session');
    for (const client of [ended, forged]) {
      const res = await client.get('/myprofile');
      expect(res.status).toBe(200);
      expect(block(res.text, PAGE_SESSION_ID)).toBeUndefined();
      expect(mentions(res.text, ann)).toBe(false);
    }
  });

  test('an administrator’s screen is not rendered on the server, even for an administrator', async ({
    people: { asAnn },
  }) => {
    const res = await asAnn.get('/admin/members');
    expect(block(res.text, PAGE_SESSION_ID)).toBeUndefined();
  });
});
