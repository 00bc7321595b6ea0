// The built client runs on React 19 (react-dom's production build) and holds no Preact (decision 0008); the build
// refuses a React look-alike. Builds the real client with the project's vite.config.ts into a folder of its own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PARTS_ID } from '../../src/shared/page-data';
import {
  filesLoadedBy,
  holdsPhoneMetadata,
  holdsReactHookForm,
  holdsZod,
  keysLoadedBy,
  readClientRuntime,
  type BuildManifest,
  type ClientRuntime,
} from './client-runtime';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { login } from '../helpers/account-helpers';
import { createMember } from '../helpers/factories';
import { createFixture, dayFromToday } from '../helpers/fixture-factory';
import { startTestApp } from '../helpers/test-app';
import type { TestClient } from '../helpers/http-client';
import { productionBuild } from '../helpers/production-build';

const dir = mkdtempSync(join(tmpdir(), 'society-client-build-'));
let runtime: ClientRuntime;
let outDir: string;
let manifest: BuildManifest;
const code = (file: string) => readFileSync(join(outDir, file), 'utf8');

const buildClient = (outDir: string, extra: InlineConfig = {}) =>
  productionBuild({ logLevel: 'silent', ...extra, build: { outDir, emptyOutDir: true } });

beforeAll(async () => {
  outDir = join(dir, 'client');
  await buildClient(outDir);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  const assets = join(outDir, 'assets');
  runtime = readClientRuntime(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') })),
  );
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built client', () => {
  it("runs on React 19's react-dom, production build", () => {
    expect(runtime.reactDomVersion).toMatch(/^19\./);
    expect(runtime.reactDomProduction).toBe(true);
  });

  it('holds no Preact', () => {
    expect(runtime.preactFiles).toEqual([]);
  });

  // A public page reads data and validates nothing: Zod (86 KB) would only lengthen its first load on a phone.
  it.each(['home', 'fixtures', 'results', 'foursomes', 'courses', 'fixture-result', 'competition-page'])(
    'loads no Zod for the public page app/routes/%s.tsx',
    (route) => {
      const files = filesLoadedBy(manifest, `app/routes/${route}.tsx`);
      expect(files.length).toBeGreaterThan(1);
      expect(files.filter((file) => holdsZod(code(file)))).toEqual([]);
    },
  );

  // The mobile number's rules (libphonenumber-js and its metadata, about 100 KB) belong to the member forms only.
  it.each(['home', 'fixtures', 'results', 'foursomes', 'courses', 'fixture-result'])(
    'loads no phone number metadata for the public page app/routes/%s.tsx',
    (route) => {
      const files = filesLoadedBy(manifest, `app/routes/${route}.tsx`);
      expect(files.filter((file) => holdsPhoneMetadata(code(file)))).toEqual([]);
    },
  );

  // Member search's results write handicaps and nothing more: the member fields' schemas (the phone number rules
  // with them) stay with the forms that edit a member.
  it('loads no phone number metadata for member search', () => {
    const files = filesLoadedBy(manifest, 'app/routes/member-search.tsx');
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => holdsPhoneMetadata(code(file)))).toEqual([]);
  });

  // Registration and My Profile check a mobile number: the rules come when the form is first checked, from a chunk
  // one of the route's own chunks imports on demand (the check can see the metadata there). My Profile opens on
  // Contact Details, whose British mobile is written without them: its screen is interactive without evaluating
  // them (decision 0043).
  it.each(['login-register', 'my-profile'])(
    'app/routes/%s.tsx loads the phone number metadata on demand, not before',
    (route) => {
      const keys = keysLoadedBy(manifest, `app/routes/${route}.tsx`);
      const first = keys.map((key) => manifest[key].file);
      expect(first.filter((file) => holdsPhoneMetadata(code(file)))).toEqual([]);
      const onDemand = new Set(
        keys
          .flatMap((key) => manifest[key].dynamicImports ?? [])
          .flatMap((key) => filesLoadedBy(manifest, key))
          .filter((file) => !first.includes(file)),
      );
      expect([...onDemand].filter((file) => holdsPhoneMetadata(code(file))).length).toBe(1);
    },
  );

  it('loads Zod for the forms that validate (the check can see it)', () => {
    const files = filesLoadedBy(manifest, 'app/routes/login-register.tsx');
    expect(files.filter((file) => holdsZod(code(file))).length).toBe(1);
  });

  // The page a member reaches from an e-mail: a plain golf day is Sign Me Up alone. The booking form (guests and
  // dinners) is a chunk the screen imports on demand, with React Hook Form and the schemas (decision 0051).
  it('loads neither Zod nor React Hook Form for /enterfixture/{id} until the booking form is wanted', () => {
    const first = filesLoadedBy(manifest, 'app/routes/enter-fixture.tsx');
    expect(first.length).toBeGreaterThan(1);
    expect(first.filter((file) => holdsZod(code(file)) || holdsReactHookForm(code(file)))).toEqual([]);
    const onDemand = keysLoadedBy(manifest, 'app/routes/enter-fixture.tsx').flatMap(
      (key) => manifest[key].dynamicImports ?? [],
    );
    expect(onDemand).toEqual(expect.arrayContaining([ENTER_BOOKING_FORM, CHANGE_BOOKING_FORM]));
    for (const form of [ENTER_BOOKING_FORM, CHANGE_BOOKING_FORM]) {
      const files = filesLoadedBy(manifest, form).filter((file) => !first.includes(file));
      expect(files.filter((file) => holdsZod(code(file))).length).toBe(1);
      expect(files.filter((file) => holdsReactHookForm(code(file))).length).toBe(1);
    }
  });
});

const ENTER_BOOKING_FORM = 'features/fixtures/components/enter-booking-form.tsx';
const CHANGE_BOOKING_FORM = 'features/fixtures/components/change-booking-form.tsx';

// The page rendered for the member (decision 0032) fetches its code after the paint (0013): the booking form's
// chunks come with it only where the page drew the form, and the page names the form so that the browser loads it
// before hydrating (decision 0051).
describe('the fixture page rendered for a member', () => {
  it('brings the booking form only for a fixture with guests or a dinner', async () => {
    const app = await startTestApp({}, { clientDir: outDir, pageRenderer: renderer });
    try {
      const member = await createMember(app.db);
      const client = app.client();
      expect((await login(client, member.email, member.password)).status).toBe(200);
      const day = dayFromToday(30);
      const plain = await createFixture(app.db, { start_date: day, member_fee_pence: 3000 });
      const dinner = await createFixture(app.db, {
        start_date: day,
        guests_per_member: 1,
        dinner_choices: JSON.stringify(['Beef', 'Salmon']),
      });
      const page = async (id: number) => {
        const html = (await client.get(`/enterfixture/${id}`)).text;
        expect(html).toContain('Sign Me Up</button>');
        const preload = /data-preload="([^"]*)"/
          .exec(html)![1]
          .split(' ')
          .map((f) => f.slice(1));
        const parts = new RegExp(`id="${PAGE_PARTS_ID}">([^<]*)<`).exec(html)?.[1];
        return { html, preload, parts: parts ? (JSON.parse(parts) as string[]) : [] };
      };

      const entry = filesLoadedBy(
        manifest,
        Object.keys(manifest).find((key) => manifest[key].isEntry)!,
      );
      /** The files `module` needs beyond the entry's that the page does not preload. */
      const missing = (preload: string[], module: string) =>
        filesLoadedBy(manifest, module).filter((f) => !entry.includes(f) && !preload.includes(f));

      const plainPage = await page(plain);
      expect(plainPage.html).toContain('What it will cost');
      expect(plainPage.parts).toEqual([]);
      expect(missing(plainPage.preload, 'app/routes/enter-fixture.tsx')).toEqual([]);
      expect(plainPage.preload.filter((f) => holdsZod(code(f)) || holdsReactHookForm(code(f)))).toEqual([]);

      const dinnerPage = await page(dinner);
      expect(dinnerPage.html).toContain('<h2>Your booking</h2>');
      expect(dinnerPage.parts).toEqual([ENTER_BOOKING_FORM]);
      expect(missing(dinnerPage.preload, ENTER_BOOKING_FORM)).toEqual([]);
      expect(dinnerPage.preload.filter((f) => holdsZod(code(f))).length).toBe(1);
    } finally {
      await app.close();
      setApiTransport((input, init) => fetch(input, init));
      setServerSiteInfo(undefined);
    }
  });
});

// A member's screen is drawn by the browser from the shell: the shell sent for its address names every chunk the
// screen needs, so the browser asks for them all beside the entry instead of finding them one level at a time.
describe('the shell of a screen the browser draws', () => {
  const screens: [string, string][] = [
    ['/myprofile', 'my-profile'],
    ['/enterfixture/7', 'enter-fixture'],
    ['/membersearch', 'member-search'],
    ['/fixtureplayers/7', 'fixture-players'],
    ['/admin/members', 'admin'],
  ];

  it.each(screens)(
    'preloads every chunk %s needs (app/routes/%s.tsx and its imports)',
    async (path, route) => {
      const app = await startTestApp({}, { clientDir: outDir, pageRenderer: renderer });
      try {
        const { preloaded, missing } = await preloadsOf(app.client(), path, route);
        expect(missing).toEqual([]);
        // Each file once.
        expect(new Set(preloaded).size).toBe(preloaded.length);
      } finally {
        await app.close();
      }
    },
  );

  it('the login page preloads the code of the page it returns to, and of no page off the site', async () => {
    const app = await startTestApp({}, { clientDir: outDir, pageRenderer: renderer });
    try {
      const visitor = app.client();
      const admin = await preloadsOf(visitor, '/loginregister?next=%2Fadmin%2Fmembers&why=admin', 'admin');
      expect(admin.missing).toEqual([]);
      const plain = await preloadsOf(visitor, '/loginregister', 'admin');
      expect(plain.preloaded).not.toContain(manifest['app/routes/admin.tsx'].file);
      const away = await preloadsOf(visitor, '/loginregister?next=https%3A%2F%2Fevil.example', 'admin');
      expect(away.preloaded).toEqual(plain.preloaded);
    } finally {
      await app.close();
    }
  });
});

/**
 * The chunks a page's answer preloads, and those of app/routes/<route>.tsx it leaves out (beside the entry): a shell
 * names them in its head, a rendered page in its boot script's data.
 */
async function preloadsOf(client: TestClient, path: string, route: string) {
  const html = (await client.get(path)).text;
  const boot = /<script data-entry="\/([^"]+)" data-preload="([^"]*)"/.exec(html);
  const preloaded = boot
    ? boot[2].split(' ').flatMap((href) => (href ? [href.slice(1)] : []))
    : [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
  const entry = boot ? boot[1] : /<script type="module"[^>]* src="\/([^"]+)"/.exec(html)![1];
  const needed = filesLoadedBy(manifest, `app/routes/${route}.tsx`);
  expect(needed.length).toBeGreaterThan(1);
  return { preloaded, missing: needed.filter((file) => file !== entry && !preloaded.includes(file)) };
}

describe('reading a build', () => {
  it("tells react-dom's development build from its production build", () => {
    const dev = readClientRuntime([
      { name: 'a.js', code: 'var x={bundleType:1,version:"19.3.1",rendererPackageName:"react-dom"};' },
    ]);
    expect(dev).toMatchObject({ reactDomVersion: '19.3.1', reactDomProduction: false });
  });

  it("finds Preact's virtual node in a minified file", () => {
    const code =
      'function m(r,u,i,f,o){var e={type:r,props:u,key:i,ref:f,__k:null,__:null,__b:0,__e:null,__c:null};return e}';
    expect(readClientRuntime([{ name: 'p.js', code }]).preactFiles).toEqual(['p.js']);
  });
});

describe('the build guard', () => {
  it('fails the build when react would be handed to a look-alike', async () => {
    // A stand-in package named preact, installed in a throwaway node_modules, with react aliased to it.
    const fake = join(dir, 'node_modules', 'preact');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, 'compat.js'), 'export const StrictMode = () => null; export default {};');
    await expect(
      buildClient(join(dir, 'refused'), {
        resolve: { alias: [{ find: /^react$/, replacement: join(fake, 'compat.js') }] },
      }),
    ).rejects.toThrow(/React look-alike/);
  }, 180_000);
});
