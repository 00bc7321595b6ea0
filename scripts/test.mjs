// `npm test`: unit and API tests (Vitest), in a shuffled order, then the browser journeys (Playwright).
// The order changes at every run, so a test file that leans on another's leftovers, or a test on the one before it,
// fails; the seed is printed, and `TEST_SEED=<seed> npm test` (or `npx vitest run --sequence.shuffle
// --sequence.seed=<seed>`) runs that order again.
import { randomInt } from 'node:crypto';
import { spawnSync } from 'node:child_process';

const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
const seed = process.env.TEST_SEED || String(randomInt(1, 2 ** 31));
const replay = `TEST_SEED=${seed} npm test   (or: npx vitest run --sequence.shuffle --sequence.seed=${seed})`;
console.log(`Unit and API tests in a shuffled order, seed ${seed}; to run this order again: ${replay}`);
const unit = run(['node_modules/vitest/vitest.mjs', 'run', '--sequence.shuffle', `--sequence.seed=${seed}`]);
if (unit)
  console.error(`\nThe unit and API tests failed in the order of seed ${seed}; to run it again: ${replay}`);
const e2e = process.env.SKIP_E2E ? 0 : run(['scripts/test-e2e.mjs']);
process.exit(unit || e2e);
