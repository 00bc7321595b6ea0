// The public pages' empty states, drawn by the same components on a database of their own (nothing listed yet,
// one competition with a result whose PDF is not in, one with none).
import { describe, expect } from 'vitest';
import { pageRendering } from '../helpers/client-dir';
import { harnessWith } from '../helpers/harness';

/** Nothing listed yet, one competition with a result whose PDF is not in, one with none. */
const test = harnessWith(pageRendering()).extend('rows', { auto: true }, async ({ admin, db }) => {
  const hewitt = (await admin.post('/api/otherresults/addgrouping', { description: 'Halford Hewitt' })).json;
  expect((await admin.post('/api/otherresults/addgrouping', { description: 'Empty Cup' })).status).toBe(200);
  await db
    .insertInto('other_result_items')
    .values({ grouping_id: hewitt.id, description: '2019 Results', file_id: null, sort_order: 1 })
    .execute();
});

describe('the empty states, drawn by the same components', () => {
  test('say there is nothing yet, rather than showing an empty table', async ({ visitor }) => {
    const pages: [string, string][] = [
      ['/courses', 'No courses have been listed yet.'],
      ['/results?tab=seniors', 'There are no results for Seniors Meetings'],
      ['/results?tab=other&competition=1', 'There are no results for Empty Cup yet.'],
    ];
    for (const [path, text] of pages) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      // React marks where a text and a value meet with an empty comment.
      expect(res.text.replaceAll('<!-- -->', ''), path).toContain(text);
      expect(res.text, path).not.toContain('<table');
    }
    const other = (await visitor.get('/results?tab=other')).text;
    expect(other).toMatch(
      /2019 Results<\/td><td[^>]*><span class="results__no-file">No document yet<\/span>/,
    );
  });
});
