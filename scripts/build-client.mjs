// Builds the client (Vite, dist/client) and the renderer of the public pages (`vite build --ssr`, dist/render)
// for production, whatever NODE_ENV says: `npm start` and `npm run build` serve React's production build (hot
// reload is `npm run dev`). Each is built into a folder of its own and then moved into place, so a running site
// never loses a file it names: the previous build's hashed assets are kept until the build after, because the
// server that is still running (until its restart) serves pages that name them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { readBuildRecord, updateBuildRecord } from './build-record.mjs';

/** Where the renderer goes beside a client: dist/client → dist/render (src/server/modules/pages/load-renderer.ts). */
export const renderDirFor = (clientDir) =>
  join(dirname(clientDir), basename(clientDir).replace(/^client/, 'render'));

/** Why the client in `clientDir` and its renderer must be built again, or undefined when they are fine as they are. */
export function whyRebuildClient(clientDir) {
  const renderDir = renderDirFor(clientDir);
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(join(renderDir, 'entry-server.cjs')))
    return 'not built yet';
  for (const dir of [clientDir, renderDir]) {
    const record = readBuildRecord(dir);
    if (!record) return `${dir} does not say how it was built`;
    if (record.production !== true)
      return `${dir} is a development build (NODE_ENV=${record.nodeEnv ?? 'unset'} when it was built)`;
  }
  return undefined;
}

function filesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else files.push(path);
  }
  return files;
}

function vite(args) {
  const res = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--mode', 'production', ...args],
    // React, the JSX transform and Vite itself choose their production build by NODE_ENV.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (res.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/** Moves every file of `from` into `to` (the same relative path), the files `last` names after all the others. */
function moveInto(from, to, last = []) {
  const files = filesUnder(from).map((f) => relative(from, f));
  const ordered = [...files.filter((f) => !last.includes(f)), ...files.filter((f) => last.includes(f))];
  for (const file of ordered) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    // A rename replaces the file in one step: a request reads the old file or the new one, never half of one.
    renameSync(join(from, file), join(to, file));
  }
  return files;
}

/** Builds the client into `clientDir` and the page renderer beside it, for production. */
export function buildClient(clientDir = 'dist/client') {
  const renderDir = renderDirFor(clientDir);
  const nextClient = `${clientDir}.next`;
  const nextRender = `${renderDir}.next`;
  rmSync(nextClient, { recursive: true, force: true });
  rmSync(nextRender, { recursive: true, force: true });
  vite(['--outDir', relative('src/client', nextClient)]);
  vite(['--ssr', 'app/entry-server.tsx', '--outDir', relative('src/client', nextRender)]);

  // The assets of the build before this one (all of the assets there when that build left no list).
  const assetsDir = join(clientDir, 'assets');
  const previous =
    readBuildRecord(clientDir)?.assets ?? (existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const assets = existsSync(join(nextClient, 'assets')) ? readdirSync(join(nextClient, 'assets')) : [];
  updateBuildRecord(nextClient, { assets });

  // Hashed assets first, then the files that name them: index.html and the manifest last.
  if (existsSync(clientDir) && !statSync(clientDir).isDirectory()) rmSync(clientDir, { force: true });
  moveInto(nextClient, clientDir, ['.vite/manifest.json', '.vite/society-build.json', 'index.html']);
  moveInto(nextRender, renderDir, ['.vite/society-build.json']);
  rmSync(nextClient, { recursive: true, force: true });
  rmSync(nextRender, { recursive: true, force: true });

  // Older assets than the previous build's are no longer named by any running server.
  const keep = new Set([...assets, ...previous]);
  for (const file of readdirSync(assetsDir))
    if (!keep.has(file)) rmSync(join(assetsDir, file), { force: true });
}
