import { describe, expect } from 'vitest';
import { DEFAULT_TITLES } from '../../src/shared/schemas/settings';
import { test } from '../helpers/harness';
import { currentSettings } from '../helpers/settings';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';
import { registration } from '../helpers/account-helpers';
import { publicJson } from '../helpers/public-json';

/** A tiny real PNG (1 × 1): its signature and header chunk, as the upload checks them. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf0000000301010018dd8db40000000049454e44ae426082',
  'hex',
);

const crestForm = (content: Buffer | string, name = 'crest.svg') => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(typeof content === 'string' ? Buffer.from(content) : content)]),
    name,
  );
  return form;
};

describe('GET /api/settings', () => {
  test("answers everyone with DESIGN's shape, the environment's first values and the defaults", async ({
    visitor,
    app,
  }) => {
    const settings = await publicJson(visitor, '/api/settings');
    expect(Object.keys(settings).sort()).toEqual(
      [
        'societyName',
        'shortName',
        'crestUrl',
        'colours',
        'houses',
        'titles',
        'membershipFeeText',
        'welcomeText',
        'foursomesText',
        'contactEmail',
        'subscriptionPence',
        'paymentDetails',
      ].sort(),
    );
    expect(settings).toMatchObject({
      societyName: app.config.societyName,
      contactEmail: app.config.contactEmail,
      crestUrl: '/crest.svg',
      colours: { primary: '#0b3d2e', accent: '#8a6d0b' },
      subscriptionPence: 3000,
      membershipFeeText: expect.stringContaining('£30 per year'),
    });
    expect(settings.houses).toContain('Kipling');
    for (const title of [
      'Mr',
      'Dr',
      'Rev',
      'Revd',
      'Prof',
      'Col',
      'Maj',
      'Capt',
      'Cdr',
      'Lt Col',
      'Sqn Ldr',
      'Sir',
    ])
      expect(settings.titles).toContain(title);
  });
});

describe('POST /api/admin/settings', () => {
  test('visitors are refused 401; members and fixture managers 403', async ({ visitor, member, manager }) => {
    const values = await currentSettings(visitor);
    expect((await visitor.post('/api/admin/settings', values)).status).toBe(401);
    expect((await member.post('/api/admin/settings', values)).status).toBe(403);
    expect((await manager.post('/api/admin/settings', values)).status).toBe(403);
  });

  test('the administrator saves every value; everyone reads them at once; the audit has before and after', async ({
    admin,
    visitor,
    db,
  }) => {
    const before = (await visitor.get('/api/settings')).json;
    const etag = (await visitor.get('/api/settings')).headers.get('etag')!;
    const values = await currentSettings(admin, {
      societyName: 'Old Wykehamist Golfing Society',
      shortName: 'OWGS',
      houses: [...before.houses, 'Sergeant'],
      titles: [...before.titles, 'Air Cdre'],
      membershipFeeText: 'Membership costs £35 per year.',
      subscriptionPence: 3500,
      colours: { primary: '#1A237E', accent: '#8a6d0b' },
      paymentDetails: 'OWGS\r\nSort code 12-34-56\nAccount 12345678',
    });
    const res = await admin.post('/api/admin/settings', values);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      societyName: 'Old Wykehamist Golfing Society',
      colours: { primary: '#1a237e', accent: '#8a6d0b' },
      paymentDetails: 'OWGS\nSort code 12-34-56\nAccount 12345678',
    });
    const read = await visitor.get('/api/settings', { 'if-none-match': etag });
    expect(read.status).toBe(200);
    expect(read.json).toEqual(res.json);
    const row = await onlyAuditRow(db, { entity: 'settings', action: 'update' });
    expect(row.actor_id).toBe(admin.id);
    expect(JSON.parse(row.before_json!)).toMatchObject({
      societyName: before.societyName,
      subscriptionPence: 3000,
    });
    expect(JSON.parse(row.after_json!)).toMatchObject({ societyName: 'Old Wykehamist Golfing Society' });
  });

  test('refuses bad values naming the field, and saves nothing', async ({ admin, visitor, db }) => {
    const before = (await visitor.get('/api/settings')).json;
    const good = await currentSettings(admin);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ welcomeText: 'x'.repeat(100_000) }, 'welcomeText', /5,000 characters or fewer/],
      [{ welcomeText: '  ' }, 'welcomeText', /required/],
      [{ houses: [] }, 'houses', /at least one house/],
      [{ houses: ['Kipling', ' kipling '] }, 'houses', /twice/],
      [{ titles: [] }, 'titles', /at least one title/],
      [{ colours: { primary: '#ffeb3b', accent: '#8a6d0b' } }, 'colours', /White text on the main colour/],
      [{ colours: { primary: '#0b3d2e', accent: '#c9a227' } }, 'colours', /accent colour on white.*2\.4:1/],
      [{ colours: { primary: 'green', accent: '#8a6d0b' } }, 'colours', /like #0b3d2e/],
      [{ subscriptionPence: 25.5 }, 'subscriptionPence', /whole pence/],
      [{ subscriptionPence: 100_001 }, 'subscriptionPence', /£1,000/],
      [{ subscriptionPence: -1 }, 'subscriptionPence', /£0/],
      [{ contactEmail: 'not an address' }, 'contactEmail', /e-mail address/],
      [{ societyName: 'Two\nlines' }, 'societyName', /one line/],
      [{ shortName: 'x'.repeat(31) }, 'shortName', /30 characters/],
      [{ paymentDetails: 'x'.repeat(501) }, 'paymentDetails', /500 characters/],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.post('/api/admin/settings', {
        ...good,
        ...change,
        societyName: 'Half Saved',
        ...(field === 'societyName' ? change : {}),
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.json), field).toEqual([field]);
      expect(res.json[field].join(' '), field).toMatch(message);
    }
    expect((await visitor.get('/api/settings')).json).toEqual(before);
    expect(await auditRows(db, { entity: 'settings' })).toEqual([]);
  });
});

describe('POST /api/admin/settings/crest', () => {
  test('visitors are refused 401; members and fixture managers 403', async ({ visitor, member, manager }) => {
    expect((await visitor.post('/api/admin/settings/crest', crestForm('<svg/>'))).status).toBe(401);
    expect((await member.post('/api/admin/settings/crest', crestForm('<svg/>'))).status).toBe(403);
    expect((await manager.post('/api/admin/settings/crest', crestForm('<svg/>'))).status).toBe(403);
  });

  test('an SVG is cleaned and served from a stable address with a policy that runs nothing', async ({
    admin,
    visitor,
    db,
  }) => {
    const res = await admin.post(
      '/api/admin/settings/crest',
      crestForm(
        '<svg viewBox="0 0 2 2" onload="x()"><a href="https://evil.example"><rect width="2" height="2"/></a></svg>',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json.crestUrl).toMatch(/^\/api\/settings\/crest\?v=\w+$/);
    expect((await visitor.get('/api/settings')).json.crestUrl).toBe(res.json.crestUrl);
    const crest = await visitor.get(res.json.crestUrl);
    expect(crest.status).toBe(200);
    expect(crest.headers.get('content-type')).toBe('image/svg+xml');
    expect(crest.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(crest.text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
    );
    const again = await visitor.get('/api/settings/crest', { 'if-none-match': crest.headers.get('etag')! });
    expect(again.status).toBe(304);
    const row = await onlyAuditRow(db, { entity: 'settings', action: 'crest' });
    expect(JSON.parse(row.after_json!)).toMatchObject({ crest: 'image/svg+xml' });
  });

  test('a PNG is kept as it is', async ({ admin, visitor }) => {
    const res = await admin.post('/api/admin/settings/crest', crestForm(PNG, 'crest.png'));
    expect(res.status).toBe(200);
    const crest = await visitor.get('/api/settings/crest');
    expect(crest.headers.get('content-type')).toBe('image/png');
    expect(crest.headers.get('content-security-policy')).not.toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  test('refuses what is not an image, a 5 MB crest and an SVG with a script, naming the field', async ({
    admin,
    visitor,
    db,
  }) => {
    const before = (await visitor.get('/api/settings')).json;
    const cases: [Buffer | string, RegExp][] = [
      ['just some words', /PNG or SVG/],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), /PNG or SVG/],
      [Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a png at all')]), /readable PNG/],
      [Buffer.alloc(5 * 1024 * 1024, 0x20), /500 KB/],
      ['<svg><script>alert(1)</script></svg>', /script/],
      ['<svg><foreignObject><script>alert(1)</script></foreignObject></svg>', /script/],
    ];
    for (const [content, message] of cases) {
      const res = await admin.post('/api/admin/settings/crest', crestForm(content));
      expect(res.status, String(message)).toBe(400);
      expect(Object.keys(res.json)).toEqual(['file']);
      expect(res.json.file[0]).toMatch(message);
    }
    expect((await admin.post('/api/admin/settings/crest', new FormData())).json).toEqual({
      file: ['Choose the crest, a PNG or SVG image'],
    });
    expect((await visitor.get('/api/settings')).json).toEqual(before);
    expect((await visitor.get('/api/settings/crest')).status).toBe(404);
    expect(await auditRows(db, { entity: 'settings' })).toEqual([]);
  });
});

describe('the settings where they show', () => {
  test("an e-mail sent in the request after a save names the society's new name and contact address", async ({
    admin,
    visitor,
    mail,
  }) => {
    const values = await currentSettings(admin, {
      societyName: 'Old Harrovian Golfing Society',
      contactEmail: 'hon.sec@harrovians.example',
    });
    expect((await admin.post('/api/admin/settings', values)).status).toBe(200);
    const body = registration();
    expect((await visitor.post('/api/account/register', body)).status).toBe(200);
    const message = await mail.waitFor({ to: body.email });
    expect(message.subject).toContain('Old Harrovian Golfing Society');
    expect(message.text).toContain('Thank you for registering with the Old Harrovian Golfing Society.');
    expect(message.text).toContain('hon.sec@harrovians.example');
  });

  test("an e-mail sent in the request after a save is in the society's colours, with its crest from the site", async ({
    admin,
    visitor,
    mail,
  }) => {
    const first = registration();
    expect((await visitor.post('/api/account/register', first)).status).toBe(200);
    const before = await mail.waitFor({ to: first.email });
    expect(before.html).toContain('background-color:#0b3d2e');
    // The site's own crest travels inside the message (the reader shows it by its Content-ID as data).
    expect(before.html).toMatch(/<img[^>]* src="data:image\/png;base64,/);
    expect(before.attachments.map((a) => a.contentType)).toEqual(['image/png']);

    const colours = { primary: '#6b1d2a', accent: '#1f5fa8' };
    expect((await admin.post('/api/admin/settings', await currentSettings(admin, { colours }))).status).toBe(
      200,
    );
    const { crestUrl } = (await admin.post('/api/admin/settings/crest', crestForm(PNG, 'crest.png'))).json;
    const body = registration();
    expect((await visitor.post('/api/account/register', body)).status).toBe(200);
    const message = await mail.waitFor({ to: body.email });
    const html = String(message.html);
    expect(html).toContain('background-color:#6b1d2a');
    expect(html).toContain('border-top:4px solid #1f5fa8');
    expect(html).not.toContain('#0b3d2e');
    // The society's crest, by its absolute address: nothing attached.
    expect(html).toMatch(new RegExp(`<img[^>]* src="http://localhost:3000${crestUrl.replace('?', '\\?')}"`));
    expect(message.attachments).toEqual([]);
  });

  test('a member keeps a house taken off the list when he saves his details; no one newly chooses it', async ({
    admin,
    member,
    visitor,
  }) => {
    const save = (schoolHouse: string, handicap: string) =>
      member.post('/api/account/updatemembershipdetails', {
        id: member.id,
        year: 1990,
        schoolHouse,
        handicap,
      });
    expect((await save('Kipling', '12.0')).status).toBe(200);
    const { houses } = (await visitor.get('/api/settings')).json as { houses: string[] };
    const values = await currentSettings(admin, { houses: houses.filter((h) => h !== 'Kipling') });
    expect((await admin.post('/api/admin/settings', values)).status).toBe(200);

    const kept = await save('Kipling', '11.4');
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ schoolHouse: 'Kipling', handicap: 11.4 });
    expect((await save('Batten', '11.4')).status).toBe(200);
    // Once left, it is gone for him too, and a newcomer cannot choose it.
    expect((await save('Kipling', '11.4')).json).toEqual({ schoolHouse: ['Please choose a house'] });
    const newcomer = await visitor.post('/api/account/register', registration({ house: 'Kipling' }));
    expect(newcomer.status).toBe(400);
    expect(newcomer.json).toMatchObject({ house: expect.any(Array) });
  });

  test('the titles include those old boys hold', () => {
    for (const t of [
      'Rev',
      'Revd',
      'Prof',
      'Col',
      'Maj',
      'Cdr',
      'Capt',
      'Hon',
      'Sqn Ldr',
      'Wg Cdr',
      'Brig',
      'Gen',
    ])
      expect(DEFAULT_TITLES).toContain(t);
  });
});
