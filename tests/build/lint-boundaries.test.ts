// The layers of the site are kept apart by where an import lands, however it is spelled (decision 0035). ESLint
// itself lints probe code, in memory, as if it sat in each folder the rules guard, and must refuse each crossing
// and pass the imports the layout allows. The cycle's two files must exist on disk for the rule to follow them, so
// they are written into a folder of their own beside this test for the run, never into src.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// no-unresolved too: an import the resolver cannot follow is passed over by the other rules, so a probe that
// missed its file would prove nothing.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'import-x/no-unresolved',
]);

async function complaints(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId));
}

const importing = (spec: string) => `import * as probed from '${spec}';\nexport const probe = probed;\n`;

const FEATURE = 'src/client/features/fixtures/components/boundary-probe.tsx';
const OTHER_FEATURE_FILE = 'courses/api/get-courses';

describe('lint keeps the layers apart, however an import is spelled', () => {
  it.each([
    [
      'a feature importing another feature by alias',
      FEATURE,
      `@/features/${OTHER_FEATURE_FILE}`,
      'Features never import each other',
    ],
    [
      'a feature importing another feature by relative path',
      FEATURE,
      `../../${OTHER_FEATURE_FILE}`,
      'Features never import each other',
    ],
    [
      'a feature importing server code',
      FEATURE,
      '../../../../server/lib/clock',
      'The client never imports server code.',
    ],
    [
      'a feature importing the app layer by alias',
      FEATURE,
      '@/app/lazy-page',
      'Features never import the app layer.',
    ],
    [
      'a feature importing the app layer by relative path',
      FEATURE,
      '../../../app/lazy-page',
      'Features never import the app layer.',
    ],
    [
      'components importing a feature',
      'src/client/components/boundary-probe.tsx',
      `@/features/${OTHER_FEATURE_FILE}`,
      'never imports a feature',
    ],
    [
      'lib importing a feature',
      'src/client/lib/boundary-probe.ts',
      `../features/${OTHER_FEATURE_FILE}`,
      'never imports a feature',
    ],
    [
      'the app layer importing server code',
      'src/client/app/layout/boundary-probe.tsx',
      '../../../server/lib/clock',
      'The client never imports server code.',
    ],
    [
      'lib importing server code',
      'src/client/lib/boundary-probe.ts',
      '../../server/lib/clock',
      'The client never imports server code.',
    ],
    [
      'shared code importing client code by alias',
      'src/shared/boundary-probe.ts',
      '@/lib/endpoint',
      'Shared code stands alone.',
    ],
    [
      'shared code importing client code by relative path',
      'src/shared/boundary-probe.ts',
      '../client/lib/endpoint',
      'Shared code stands alone.',
    ],
    [
      'shared code importing server code',
      'src/shared/boundary-probe.ts',
      '../server/lib/clock',
      'Shared code stands alone.',
    ],
    [
      'the server importing client code by alias',
      'src/server/modules/boundary-probe.ts',
      '@/lib/endpoint',
      'The server never imports client code.',
    ],
    [
      'the server importing client code by relative path',
      'src/server/modules/boundary-probe.ts',
      '../../client/components/pager',
      'The server never imports client code.',
    ],
    [
      'a route importing a repository',
      'src/server/modules/courses/boundary-probe.routes.ts',
      './courses.repository',
      'A route calls a service',
    ],
  ])('refuses %s', async (_name, filePath, spec, message) => {
    const found = await complaints(filePath, importing(spec));
    expect(found.map((m) => [m.ruleId, m.message])).toEqual([
      ['import-x/no-restricted-paths', expect.stringContaining(message)],
    ]);
  });

  it.each([
    ['a feature importing its own files', FEATURE, '../api/get-fixtures'],
    ['a feature importing shared client code', FEATURE, '@/components/pager'],
    ['a feature importing client lib code', FEATURE, '../../../lib/endpoint'],
    ['a feature importing shared code', FEATURE, '@shared/dates'],
    [
      'the app layer importing a feature',
      'src/client/app/layout/boundary-probe.tsx',
      `@/features/${OTHER_FEATURE_FILE}`,
    ],
    ['the server importing shared code', 'src/server/modules/boundary-probe.ts', '@shared/dates'],
    [
      'a route importing its service',
      'src/server/modules/courses/boundary-probe.routes.ts',
      './courses.service',
    ],
    ['shared code importing shared code', 'src/shared/boundary-probe.ts', './dates'],
  ])('passes %s', async (_name, filePath, spec) => {
    expect(await complaints(filePath, importing(spec))).toEqual([]);
  });

  describe('cycles', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(path.join(root, 'tests/build/cycle-probe-'));
      writeFileSync(
        path.join(dir, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second;\n",
      );
      writeFileSync(
        path.join(dir, 'second.ts'),
        "import { first } from './first';\nexport const second = () => first;\n",
      );
      writeFileSync(path.join(dir, 'leaf.ts'), 'export const leaf = 1;\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses two files that import each other', async () => {
      const [result] = await eslint.lintFiles([path.join(dir, 'first.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    });

    it('passes an import that leads nowhere back', async () => {
      const code = "import { leaf } from './leaf';\nexport const probe = leaf;\n";
      const [result] = await eslint.lintText(code, { filePath: path.join(dir, 'trunk.ts') });
      expect(result.messages).toEqual([]);
    });
  });
});
