// Lint's no-cycle follows one file to the next; two server modules can still lean on each other through different
// files (accounts' routes used member-data while member-data read accounts' repository). This test draws the graph
// of src/server/modules/<module> folders, type imports included, and wants no cycle in it (decision 0035).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const modulesDir = fileURLToPath(new URL('../../src/server/modules', import.meta.url));

/** module → the modules it imports, each with one file that does it. */
function moduleGraph(dir: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(dir, file).split(path.sep)[0];
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    for (const { fileName } of imported) {
      if (!fileName.startsWith('.')) continue;
      const target = path.relative(dir, path.resolve(entry.parentPath, fileName));
      const to = target.split(path.sep)[0];
      if (target.startsWith('..') || to === from || !existsSync(path.join(dir, to))) continue;
      if (!edges.has(to)) edges.set(to, path.relative(dir, file));
    }
  }
  return graph;
}

/** Every pair of modules that reach each other, as 'a ↔ b (a's file, b's file)' (Tarjan's strongly connected parts). */
function moduleCycles(graph: Map<string, Map<string, string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        part.push(w);
      } while (w !== v);
      if (part.length > 1) parts.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return parts.map((part) =>
    part
      .flatMap((a) =>
        [...(graph.get(a) ?? [])].filter(([b]) => part.includes(b)).map(([b, f]) => `${a} → ${b} (${f})`),
      )
      .join('; '),
  );
}

describe('server modules', () => {
  it('import one another without a cycle', () => {
    expect(moduleCycles(moduleGraph(modulesDir))).toEqual([]);
  });

  it('would name a cycle between two modules', () => {
    const graph = new Map([
      ['accounts', new Map([['auth', 'accounts/a.ts']])],
      ['auth', new Map([['accounts', 'auth/b.ts']])],
      ['mail', new Map<string, string>()],
    ]);
    expect(moduleCycles(graph)).toEqual(['accounts → auth (accounts/a.ts); auth → accounts (auth/b.ts)']);
  });
});
