import { describe, expect } from 'vitest';
import { test } from '../helpers/harness';
import { derive, tokenSecret, unseal } from '../../src/server/lib/site-secret';
import { unsubscribeToken } from '../../src/server/modules/preferences/unsubscribe-token';
import { onlyAuditRow } from '../helpers/audit-log';

describe('GetUser preferences and POST /api/account/preferences', () => {
  test('answers both preferences on by default, and keeps the member’s choice', async ({ member }) => {
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.preferences).toEqual({
      announcements: true,
      reminders: true,
    });
    const res = await member.post('/api/account/preferences', {
      id: member.id,
      announcements: false,
      reminders: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ announcements: false, reminders: true });
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.preferences).toEqual({
      announcements: false,
      reminders: true,
    });
  });

  test('lets a member change only their own; an administrator may change anyone’s, audited', async ({
    app,
    db,
    admin,
    member,
    otherMember,
  }) => {
    const body = { id: otherMember.id, announcements: false, reminders: false };
    expect((await member.post('/api/account/preferences', body)).status).toBe(403);
    expect((await app.client().post('/api/account/preferences', body)).status).toBe(401);
    expect((await admin.post('/api/account/preferences', body)).status).toBe(200);
    expect(await onlyAuditRow(db, { action: 'preferences' })).toMatchObject({
      entity_id: String(otherMember.id),
    });
    expect((await admin.post('/api/account/preferences', { ...body, id: 999999 })).status).toBe(404);
  });

  test('refuses bad input with a 400', async ({ member }) => {
    for (const body of [{}, { id: member.id, announcements: 'yes', reminders: true }, { id: -1 }]) {
      expect((await member.post('/api/account/preferences', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('unsubscribe links: GET and POST /api/unsubscribe', () => {
  test('tells what the link is for, then turns that kind off without signing in', async ({ app, member }) => {
    const token = unsubscribeToken(tokenSecret(), member.id, 'reminders');
    const info = await app.client().get(`/api/unsubscribe?token=${token}`);
    expect(info.status).toBe(200);
    expect(info.json).toEqual({ kind: 'reminders' });
    const res = await app.client().post('/api/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ kind: 'reminders', unsubscribed: true });
    expect((await member.get(`/api/Account/GetUser/${member.id}`)).json.preferences.reminders).toBe(false);
    // Twice is harmless.
    expect((await app.client().post('/api/unsubscribe', { token })).status).toBe(200);
  });

  test('accepts the one-click POST as multipart/form-data, as RFC 8058 asks mail providers to send it', async ({
    app,
    admin,
    otherMember,
  }) => {
    const token = unsubscribeToken(tokenSecret(), otherMember.id, 'announcements');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const res = await app.client().post(`/api/unsubscribe?token=${token}`, form);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ kind: 'announcements', unsubscribed: true });
    const boundary = 'XX';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const again = await app.client().post(`/api/unsubscribe?token=${token}`, raw, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(again.status, again.text).toBe(200);
    expect((await admin.get(`/api/Account/GetUser/${otherMember.id}`)).json.preferences.announcements).toBe(
      false,
    );
    // A stray file part is read and dropped, never kept.
    const withFile = new FormData();
    withFile.set('List-Unsubscribe', 'One-Click');
    withFile.set('file', new Blob(['x'.repeat(1000)]), 'x.txt');
    expect((await app.client().post(`/api/unsubscribe?token=${token}`, withFile)).status).toBe(200);
    // A broken form is the sender's fault: 400 with a message, never a server error.
    const cut = await app
      .client()
      .post(`/api/unsubscribe?token=${token}`, `--XX\r\nContent-Disposition: form`, {
        'content-type': 'multipart/form-data; boundary=XX',
      });
    expect(cut.status, cut.text).toBe(400);
  });

  test('answers 404, never 500, for a missing, wrong, tampered or foreign token', async ({
    app,
    otherMember,
  }) => {
    const secret = tokenSecret();
    const good = unsubscribeToken(secret, otherMember.id, 'announcements');
    const tampered = good.slice(0, 20) + (good[20] === 'A' ? 'B' : 'A') + good.slice(21);
    const gone = unsubscribeToken(secret, 999999, 'announcements');
    // A control character is refused before the token is read (400), as on every route.
    expect((await app.client().get('/api/unsubscribe?token=%00')).status).toBe(400);
    for (const token of ['', 'x', tampered, gone, 'A'.repeat(60), good + 'x']) {
      expect((await app.client().get(`/api/unsubscribe?token=${token}`)).status, token).toBe(404);
      expect((await app.client().post('/api/unsubscribe', { token })).status, token).toBe(404);
    }
    expect((await app.client().post('/api/unsubscribe', {})).status).toBe(404);
  });
});

describe('a copy of the database alone rebuilds no link', () => {
  test('holds no secret from which a calendar-feed or unsubscribe link can be made', async ({
    app,
    db,
    member,
  }) => {
    const feed = new URL((await member.get('/api/calendar/feed')).json.url);
    const feedToken = feed.pathname.split('/').pop()!.replace('.ics', '');
    expect((await app.client().get(feed.pathname)).status).toBe(200);
    const unsubscribe = unsubscribeToken(tokenSecret(), member.id, 'reminders');
    expect((await app.client().get(`/api/unsubscribe?token=${unsubscribe}`)).status).toBe(200);

    // Every text value of the tables that held or could hold a key, tried as the key.
    const stored = await db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    const secrets = await db.selectFrom('site_secrets').selectAll().execute();
    const candidates = [...secrets.map((s) => s.value), ...stored.flatMap((f) => [f.salt, f.token_hash])];
    for (const value of candidates) {
      const key = Buffer.from(value, 'base64url');
      const salt = stored[0].salt;
      expect(derive(key, `calendar:${member.id}:${salt}`)).not.toBe(feedToken);
      expect(unsubscribeToken(key, member.id, 'reminders')).not.toBe(unsubscribe);
      expect(unseal(key, 'unsubscribe', unsubscribe)).toBeNull();
    }
    expect(secrets).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain(feedToken);
  });
});
