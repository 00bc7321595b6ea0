// `npm start`: builds the client and the server when they are missing or older than their sources, then runs the
// built server (dist/server/server.mjs, see scripts/build-server.mjs) in this process. The client and the page
// renderer are always React's production build, whatever NODE_ENV says (scripts/build-client.mjs); NODE_ENV only
// chooses how the site runs (development: demo data and the development mailbox).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildClient, whyRebuildClient } from './build-client.mjs';

const builtClient = 'dist/client/index.html';
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

// The client, with the renderer of the public pages (decision 0009): built when missing or not a production
// build, and rebuilt outside production when its sources changed.
const why =
  whyRebuildClient('dist/client') ??
  (process.env.NODE_ENV !== 'production' &&
  newerThan(['src/client', 'src/shared', 'public', 'vite.config.ts'], builtClient)
    ? 'its sources changed'
    : undefined);
if (why) {
  console.log(`Building the client and the page renderer for production (${why})…`);
  try {
    buildClient('dist/client');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
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
