// `npm run build:server`: builds the server for production into dist/server:
//   bundle.cjs            src/server/server.ts and the packages it uses, bundled by esbuild into one file, so
//                         nothing is transpiled at start and one file is read instead of hundreds of modules
//   server.mjs            the entry (scripts/server-loader.mjs): runs the bundle with V8's code cache
//   bundle-<hash>.cache   that code cache, written by starting the built server once (see server-loader.mjs)
// Packages with native code stay in node_modules, and so do the ones loaded only on first use (nodemailer when
// mail is sent, pdf-lib for the demo data).
//   node scripts/build-server.mjs [--outdir DIR]   (default dist/server; the bench and the tests build their own)
import { spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist/server' } } });
const outdir = values.outdir;

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

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: ['src/server/server.ts'],
  outfile: join(outdir, 'bundle.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // import() of a bundled module becomes a call, of an external one a require(): the bundle is one script.
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
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
  external: ['better-sqlite3', '@node-rs/argon2', 'pg', 'pg-native', 'nodemailer', 'pdf-lib'],
  plugins: [zodEnglishOnly],
});
copyFileSync('scripts/server-loader.mjs', join(outdir, 'server.mjs'));
const kb = Math.round(result.metafile.outputs[join(outdir, 'bundle.cjs')].bytes / 1024);

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the built server once (production settings, an in-memory database), waits for its first answer and
 * asks it to write V8's code cache: the functions a start compiles are then read back at every start.
 */
async function writeCodeCache() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(outdir, 'server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: ':memory:',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SMTP_URL: '',
      // A production start refuses without its public address and mail addresses (src/server/production-check.ts).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Code cache <no-reply@build.localhost>',
      ADMIN_NOTIFY_EMAIL: 'no-reply@build.localhost',
      CONTACT_EMAIL: '',
      // With source maps on, the loader skips the code cache (and would not answer): build it without them.
      NODE_OPTIONS: (process.env.NODE_OPTIONS ?? '').replace(/--enable-source-maps\b/g, ''),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server stopped');
      if (Date.now() > deadline) throw new Error('no answer from the server within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not write its code cache')), 30_000);
      child.once('message', () => resolve(clearTimeout(timer)));
      child.send({ type: 'society:write-code-cache' });
    });
    return true;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

let cached = false;
try {
  cached = await writeCodeCache();
} catch (err) {
  // The server still runs without it; it only compiles at every start.
  console.warn(`Server built without a code cache: ${err.message}`);
}
console.log(
  `Server built: ${join(outdir, 'server.mjs')} (bundle ${kb} KB${cached ? ', code cache written' : ''})`,
);
