import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The client does some things one way only; a screen that writes its own version again fails here, by name.
const root = join(import.meta.dirname);
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const offending = (pattern: RegExp, allowed: (path: string) => boolean = () => false) =>
  files.filter((f) => !allowed(f.path) && pattern.test(f.text)).map((f) => f.path);

describe('one way to do each thing in the client', () => {
  it("a query's loading and failure are drawn by QueryView, never by a screen of its own", () => {
    expect(offending(/from '@\/components\/loading'/, (p) => !p.startsWith('features/'))).toEqual([]);
    expect(
      offending(
        /\.isPending\s*(\?\s*\(?\s*<Loading|\)\s*(return|body\s*=)\s*<Loading)/,
        (p) => p === 'components/query-view.tsx',
      ),
    ).toEqual([]);
    expect(
      offending(
        /\b(query|list|years|result|info|user|search|players|fixture)\.isError\b/,
        (p) => p === 'components/query-view.tsx',
      ),
    ).toEqual([]);
  });

  it('there is one Notice type, in components/banner.tsx, and no look-alike written inline', () => {
    expect(
      offending(/^\s*(export\s+)?(type|interface)\s+Notice\b/m, (p) => p === 'components/banner.tsx'),
    ).toEqual([]);
    expect(offending(/kind:\s*'success'\s*\|\s*'error'/, (p) => p === 'components/banner.tsx')).toEqual([]);
  });

  it("a change is confirmed by useConfirm, never by a dialog of its own or the browser's", () => {
    expect(offending(/confirm-dialog'/, (p) => p === 'components/use-confirm.tsx')).toEqual([]);
    expect(offending(/window\.confirm\(|\bconfirm\(['`"]/)).toEqual([]);
  });

  it('a paged list keeps its page in the address, through usePageParam', () => {
    expect(offending(/get\('page'\)|set\('page'/, (p) => p === 'components/page-param.ts')).toEqual([]);
    expect(offending(/\[page, setPage\] = useState/)).toEqual([]);
  });
});
