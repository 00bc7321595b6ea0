// A page rendered on the server, and the shell of a screen the browser draws, name the society as its settings do
// from the request after a save: the kept pages are dropped with the data version.
import { afterEach, expect } from 'vitest';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { clientIndexHtml, clientShell } from '../helpers/client-shell';
import { harnessWith } from '../helpers/harness';
import { saveSettings } from '../helpers/settings';

const test = harnessWith({ clientDir: clientShell(clientIndexHtml()), pageRenderer: renderer });

// The renderer's module state (its API transport, the site's details) put back, as other files of the worker share it.
afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  setServerSiteInfo(undefined);
});

test('the home page, the register page and a screen shell change in the request after a save', async ({
  admin,
  visitor,
}) => {
  const before = await visitor.get('/home');
  expect(before.status).toBe(200);
  await saveSettings(
    admin,
    {
      societyName: 'Old Carthusian Golfing Society',
      welcomeText: 'Welcome, Carthusians. See the [fixture list](/fixtures).',
      membershipFeeText: 'Membership costs £42 per year.',
    },
    visitor,
  );
  const home = await visitor.get('/home', { 'if-none-match': before.headers.get('etag')! });
  expect(home.status).toBe(200);
  expect(home.text).toContain('<title>Home – Old Carthusian Golfing Society</title>');
  expect(home.text).toContain('Welcome to the <!-- -->Old Carthusian Golfing Society');
  expect(home.text).toContain('Welcome, Carthusians. See the <a href="/fixtures"');
  const register = await visitor.get('/loginregister');
  expect(register.text).toContain('Membership costs £42 per year.');
  const shell = await visitor.get('/myprofile');
  expect(shell.text).toContain('<meta name="society-name" content="Old Carthusian Golfing Society"');
});

test("the society's colours and crest are in the head, the header and the link preview from the request after a save", async ({
  admin,
  visitor,
}) => {
  const before = await visitor.get('/home');
  expect(before.text).toContain('<link rel="stylesheet" href="/api/settings/colours.css?v=0b3d2e8a6d0b" />');
  expect(before.text).toContain(
    '<meta property="og:image" content="http://localhost:3000/crest-card.png" />',
  );
  await saveSettings(admin, { colours: { primary: '#6b1d2a', accent: '#1f5fa8' } }, visitor);
  const form = new FormData();
  form.append('file', new Blob(['<svg viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>']), 'crest.svg');
  const { crestUrl } = (await admin.post('/api/admin/settings/crest', form)).json;

  for (const path of ['/home', '/myprofile']) {
    const page = await visitor.get(path);
    expect(page.text, path).toContain(
      '<link rel="stylesheet" href="/api/settings/colours.css?v=6b1d2a1f5fa8" />',
    );
    expect(page.text, path).toContain('<meta name="theme-color" content="#6b1d2a" />');
    expect(page.text, path).toContain(`<link rel="icon" href="${crestUrl.replace('&', '&amp;')}"`);
  }
  const home = await visitor.get('/home');
  // The header React drew, and the link preview: the society's crest.
  expect(home.text).toMatch(
    new RegExp(`<img src="${crestUrl.replace(/[?.]/g, '\\$&')}"[^>]*class="header__crest"`),
  );
  expect(home.text).toContain(`<meta property="og:image" content="http://localhost:3000${crestUrl}" />`);
  expect(home.text).toContain('<meta name="twitter:card" content="summary" />');
  // The shell of a screen the browser draws paints the new crest before its script arrives.
  const shell = await visitor.get('/myprofile');
  expect(shell.text).toContain(`<img src="${crestUrl}" alt="" width="44" height="53" class="header__crest"`);

  const sheet = await visitor.get('/api/settings/colours.css?v=6b1d2a1f5fa8');
  expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(sheet.text).toContain('--primary: #6b1d2a;');
  expect(sheet.text).toContain('--accent: #1f5fa8;');
  // An old address gets the colours as they are now, and is asked for again next time.
  const old = await visitor.get('/api/settings/colours.css?v=0b3d2e8a6d0b');
  expect(old.headers.get('cache-control')).toBe('public, no-cache');
  expect(old.text).toContain('--primary: #6b1d2a;');
});
