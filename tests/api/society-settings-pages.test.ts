// A page rendered on the server, and the shell of a screen the browser draws, name the society as its settings do
// from the request after a save: the kept pages are dropped with the data version.
import { afterEach, expect } from 'vitest';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { clientIndexHtml, clientShell } from '../helpers/client-shell';
import { harnessWith } from '../helpers/harness';

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
  const { crestUrl: _crest, ...values } = (await visitor.get('/api/settings')).json;
  const saved = await admin.post('/api/admin/settings', {
    ...values,
    societyName: 'Old Carthusian Golfing Society',
    welcomeText: 'Welcome, Carthusians. See the [fixture list](/fixtures).',
    membershipFeeText: 'Membership costs £42 per year.',
  });
  expect(saved.status).toBe(200);
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
