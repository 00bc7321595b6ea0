// `npm start`: builds the client and the server when they are missing or older than their sources, then runs the
// built server (dist/server/server.mjs, see scripts/build-server.mjs) in this process.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const builtClient = 'dist/client/index.html';
const builtRenderer = 'dist/render/entry-server.cjs';
const builtServer = 'dist/server/server.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path))
    if (!entry.endsWith('.test.ts')) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const newerThan = (sources, built) => Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;

function run(what, args) {
  console.log(`Building the ${what}…`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// The client, as before: built when missing, and rebuilt outside production when its sources changed.
// With it, the renderer of the public pages (decision 0009).
if (
  !existsSync(builtClient) ||
  !existsSync(builtRenderer) ||
  (process.env.NODE_ENV !== 'production' && newerThan(['src/client', 'src/shared', 'public'], builtClient))
) {
  run('client', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  run('page renderer', [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--ssr',
    'app/entry-server.tsx',
  ]);
}

// The server is rebuilt whenever its sources, its dependencies or the build itself changed (esbuild is a
// dependency, so this works on a production install too).
const serverSources = [
  'src/server',
  'src/shared',
  'scripts/build-server.mjs',
  'scripts/server-loader.mjs',
  'tsconfig.json',
  'package.json',
  'node_modules/.package-lock.json',
];
if (!existsSync(builtServer) || newerThan(serverSources, builtServer))
  run('server', ['scripts/build-server.mjs']);

await import('../dist/server/server.mjs');
