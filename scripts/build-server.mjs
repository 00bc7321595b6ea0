// `npm run build:server`: bundles the server (src/server/server.ts) with esbuild into dist/server/server.mjs, so
// production runs plain JavaScript under node: nothing is transpiled at start, and one file is read instead of
// hundreds of modules. Packages with native code (or optional native parts) stay external and load from
// node_modules. What only some sites need (the demo data, nodemailer) goes into chunks loaded on first use.
//   node scripts/build-server.mjs [--outdir DIR]   (default dist/server; the bench builds its own copy)
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// zod's `z` namespace re-exports all of its 40-odd message locales (300 KB of the bundle, parsed at every start);
// the server speaks English only, which zod configures itself from locales/en.js. The locale index is replaced by
// one that exports English alone, so in the built server z.locales holds `en` and nothing else.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist/server' } } });
const outdir = values.outdir;
const infoFile = join(outdir, 'build-info.json');

const previous = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, 'utf8')).outputs : [];

const result = await build({
  entryPoints: { server: 'src/server/server.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // V8 keeps the source text of every script for the life of the process: without comments and indentation
  // the bundle's text is about a third smaller. Identifiers are not mangled and names are kept, so stack traces
  // and logged error types read as in the sources; lines are cut at 400 characters, so the line Node prints with
  // an uncaught error stays short.
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
  lineLimit: 400,
  legalComments: 'linked',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  external: ['better-sqlite3', '@node-rs/argon2', 'pg', 'pg-native'],
  plugins: [zodEnglishOnly],
  // Bundled CommonJS packages call require() for Node's own modules and the external packages.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// Chunks of the build before stay one generation, so a server still running it can load what it has not yet
// loaded (a chunk is loaded on first use); older ones are removed.
const outputs = Object.keys(result.metafile.outputs).map((f) => relative(outdir, f));
const keep = new Set([...outputs, ...previous]);
const chunkDir = join(outdir, 'chunks');
if (existsSync(chunkDir))
  for (const f of readdirSync(chunkDir))
    if (!keep.has(join('chunks', f))) rmSync(join(chunkDir, f), { force: true });
writeFileSync(infoFile, JSON.stringify({ outputs }, null, 1) + '\n');

const main = result.metafile.outputs[join(outdir, 'server.mjs')];
console.log(`Server built: ${join(outdir, 'server.mjs')} (${Math.round(main.bytes / 1024)} KB)`);
