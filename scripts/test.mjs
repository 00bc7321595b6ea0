// `npm test`: unit and API tests (Vitest), then the browser journeys (Playwright).
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
const unit = run(['node_modules/vitest/vitest.mjs', 'run']);
const e2e = process.env.SKIP_E2E ? 0 : run(['scripts/test-e2e.mjs']);
process.exit(unit || e2e);
