// `npm run build`: the client and the page renderer (scripts/build-client.mjs), always for production, then the
// server (scripts/build-server.mjs). A running site keeps working until it is restarted on the new build.
import { spawnSync } from 'node:child_process';
import { buildClient } from './build-client.mjs';

try {
  buildClient();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const res = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
process.exit(res.status ?? 1);
