// The import rules hold in every client folder, features included (a later flat-config block once
// replaced the server rule there). ESLint itself lints a file in each place and must refuse it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint keeps the layers apart', () => {
  it.each([
    ['src/client/app/layout/boundary-probe.tsx', "import { buildApp } from '../../../server/app';"],
    ['src/client/components/boundary-probe.tsx', "import { buildApp } from '../../server/app';"],
    [
      'src/client/features/fixtures/components/boundary-probe.tsx',
      "import { buildApp } from '../../../../server/app';",
    ],
    ['src/client/lib/boundary-probe.ts', "import { nowIso } from '../../server/lib/clock';"],
  ])('refuses server code imported from %s', async (filePath, code) => {
    expect(await refusals(filePath, `${code}\nexport const probe = buildApp ?? nowIso;\n`)).toContainEqual(
      expect.stringContaining('The client never imports server code.'),
    );
  });

  it('refuses one feature importing another', async () => {
    const code = "import { x } from '@/features/courses';\nexport const probe = x;\n";
    expect(await refusals('src/client/features/fixtures/components/boundary-probe.tsx', code)).toContainEqual(
      expect.stringContaining('Features never import each other'),
    );
  });

  it('refuses shared code importing the server or the client', async () => {
    const code = "import { buildApp } from '../server/app';\nexport const probe = buildApp;\n";
    expect(await refusals('src/shared/boundary-probe.ts', code)).toContainEqual(
      expect.stringContaining('Shared code stands alone.'),
    );
  });

  it('accepts a feature importing shared code and components', async () => {
    const code = "import { londonToday } from '@shared/dates';\nexport const probe = londonToday;\n";
    expect(await refusals('src/client/features/fixtures/components/boundary-probe.tsx', code)).toEqual([]);
  });
});
