// `npm start`: builds the client when it is missing or older than its sources, then runs the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const built = 'dist/client/index.html';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(newestMtime('src/client'), newestMtime('src/shared'), newestMtime('public')) >
  statSync(built).mtimeMs;

if (!existsSync(built) || (process.env.NODE_ENV !== 'production' && sourcesChanged())) {
  console.log('Building the client…');
  const res = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

register();
await import('../src/server/server.ts');
