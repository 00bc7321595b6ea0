// Builds the client for the bench (the project's vite.config.ts, production) and records which package each
// chunk's code comes from, so the bench can say what the first load of a page is made of (decision 0008).
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { renderDirFor } from '../../src/server/modules/pages/load-renderer';
import { productionBuild } from '../helpers/production-build';

export interface PackageShare {
  name: string;
  /** Minified bytes (esbuild), and gzip -9 of that code on its own. */
  raw: number;
  gzip: number;
}

/** Each output chunk ('assets/index-abc.js'): its code by package, as rendered into the chunk before minifying. */
export type BundleReport = Map<string, Map<string, string>>;

/** Which package a module belongs to: its npm package, or the part of the site's own code. */
export function packageOf(id: string): string {
  const npm = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (npm) return npm[1].replace('\\', '/');
  if (id.startsWith('\0') || id.includes('vite/') || id.includes('rolldown'))
    return 'vite / rolldown runtime';
  const own = /src[\\/](client[\\/](?:features[\\/][^\\/]+|[^\\/]+)|shared)/.exec(id);
  return own ? `site: ${own[1].replace(/\\/g, '/').replace(/\.tsx?$/, '')}` : 'site: other';
}

function recorder(report: BundleReport): Plugin {
  return {
    name: 'bench:bundle-report',
    generateBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const byPackage = new Map<string, string>();
        for (const [id, m] of Object.entries(chunk.modules)) {
          const name = packageOf(id);
          byPackage.set(name, (byPackage.get(name) ?? '') + (m.code ?? '') + '\n');
        }
        report.set(file, byPackage);
      }
    },
  };
}

/**
 * `vite build` into outDir, as `npm run build` builds it, with the report of what each chunk holds; and the page
 * renderer beside it.
 */
export async function buildClientWithReport(outDir: string): Promise<BundleReport> {
  const report: BundleReport = new Map();
  await productionBuild({
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [recorder(report)],
  });
  // The renderer of the public pages, beside the client as the server looks for it (decision 0009).
  await productionBuild({
    logLevel: 'warn',
    build: { ssr: 'app/entry-server.tsx', outDir: renderDirFor(outDir), emptyOutDir: true },
  });
  return report;
}

/** The packages of the given files ('/assets/index-abc.js', as the browser asked for them), largest first. */
export function packagesOf(report: BundleReport, files: string[]): PackageShare[] {
  const code = new Map<string, string>();
  for (const file of files)
    for (const [name, c] of report.get(file.replace(/^\//, '')) ?? [])
      code.set(name, (code.get(name) ?? '') + c);
  return [...code]
    .map(([name, c]) => {
      const min = transformSync(c, { minify: true, loader: 'js', logLevel: 'silent' }).code;
      return { name, raw: Buffer.byteLength(min), gzip: gzipSync(min, { level: 9 }).length };
    })
    .filter((p) => p.raw > 0)
    .sort((a, b) => b.gzip - a.gzip);
}
