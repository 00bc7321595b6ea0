// The entry of the built server: copied by scripts/build-server.mjs to dist/server/server.mjs, beside the bundle
// (bundle.cjs) and V8's code cache for it (bundle-<hash>.cache, written by the build).
//
// Compiling the 2.7 MB bundle is the largest part of the start (about a third of its CPU time). V8 can save the
// compiled code and read it back instead of compiling again; Node 20 offers that only for scripts (vm.Script
// with cachedData), so the bundle is CommonJS and run here as Node runs a CommonJS module. The cache is named by
// a hash of the bundle and of the Node version: a cache that does not belong to this bundle is never offered to
// V8, and one V8 refuses (another Node version or V8 flags) only costs the compile it would have saved; the server
// then writes a fresh one for the next start when it can.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const dir = dirname(fileURLToPath(import.meta.url));
const file = join(dir, 'bundle.cjs');
const require = createRequire(file);

if (process.sourceMapsEnabled) {
  // --enable-source-maps: Node maps stack traces only for modules it loads itself.
  require(file);
} else {
  const source = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(process.version).update(source).digest('hex').slice(0, 16);
  const cacheFile = join(dir, `bundle-${hash}.cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // no cache yet
  }
  // The wrapper Node puts around a CommonJS module, on the bundle's first line (line numbers stay the bundle's).
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${source}\n});`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;

  /** Writes V8's code cache for the bundle (with every function compiled so far) and removes older ones. */
  const writeCache = () => {
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, script.createCachedData());
    renameSync(tmp, cacheFile);
    for (const f of readdirSync(dir))
      if (/^bundle-[0-9a-f]+\.cache$/.test(f) && join(dir, f) !== cacheFile)
        rmSync(join(dir, f), { force: true });
  };
  // The build starts the server once with an IPC channel and asks for the cache when it has answered a request.
  if (process.send)
    process.on('message', (message) => {
      if (message?.type !== 'society:write-code-cache') return;
      writeCache();
      process.send({ type: 'society:code-cache-written' });
    });
  // Missing or refused: write one for the next start once this one is over (best effort; dist may be read-only).
  if (!cacheUsed)
    setTimeout(() => {
      try {
        writeCache();
      } catch {
        // not writable: every start compiles
      }
    }, 10_000).unref();

  const module = { exports: {}, filename: file, id: file, loaded: false };
  script.runInThisContext()(module.exports, require, module, file, dir);
}
