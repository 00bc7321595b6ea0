import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

// The accessibility check every journey relies on must find what it is there to find.
test('the accessibility check reports a picture without words, low contrast and a field without a label', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en-GB"><head><title>Check</title></head><body><main>
    <h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Faint words</p><input type="text"></main></body></html>`);
  const found = (await axeViolations(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));
  expect((await axeViolations(page, { onlyRules: ['color-contrast'] })).map((l) => l.split(':')[0])).toEqual([
    'color-contrast',
  ]);
  expect(await axeViolations(page, { exclude: 'main' })).toEqual([]);
});
