// The public pages' empty states, drawn by the same components on a database of their own (nothing listed yet,
// one competition with a result whose PDF is not in, one with none). A file of its own: the page renderer's API
// transport is one per loaded module, so two apps rendering in one file would answer each other's pages.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderer from '../../src/client/app/entry-server';
import { setApiTransport } from '../../src/client/lib/api-client';
import { setServerSiteInfo } from '../../src/client/lib/site-info';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, signInAs } from '../helpers/factories';

const dir = mkdtempSync(join(tmpdir(), 'society-shell-'));
writeFileSync(join(dir, 'index.html'), readFileSync('src/client/index.html', 'utf8'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  setApiTransport((input, init) => fetch(input, init));
  setServerSiteInfo(undefined);
});

describe('the empty states, drawn by the same components', () => {
  // A database of its own: nothing listed yet, one competition with a result whose PDF is not in, one with none.
  let empty: TestApp;
  beforeAll(async () => {
    empty = await startTestApp({}, { clientDir: dir, pageRenderer: renderer });
    const admin = empty.client();
    await signInAs(admin, empty.db, (await createAdmin(empty.db)).id);
    const hewitt = (await admin.post('/api/otherresults/addgrouping', { description: 'Halford Hewitt' }))
      .json;
    expect((await admin.post('/api/otherresults/addgrouping', { description: 'Empty Cup' })).status).toBe(
      200,
    );
    await empty.db
      .insertInto('other_result_items')
      .values({ grouping_id: hewitt.id, description: '2019 Results', file_id: null, sort_order: 1 })
      .execute();
  });
  afterAll(() => empty.close());

  it('say there is nothing yet, rather than showing an empty table', async () => {
    const pages: [string, string][] = [
      ['/courses', 'No courses have been listed yet.'],
      ['/results?tab=seniors', 'There are no results for Seniors Meetings'],
      ['/results?tab=other&competition=1', 'There are no results for Empty Cup yet.'],
    ];
    for (const [path, text] of pages) {
      const res = await empty.client().get(path);
      expect(res.status, path).toBe(200);
      // React marks where a text and a value meet with an empty comment.
      expect(res.text.replaceAll('<!-- -->', ''), path).toContain(text);
      expect(res.text, path).not.toContain('<table');
    }
    const other = (await empty.client().get('/results?tab=other')).text;
    expect(other).toMatch(
      /2019 Results<\/td><td[^>]*><span class="results__no-file">No document yet<\/span>/,
    );
  });
});
