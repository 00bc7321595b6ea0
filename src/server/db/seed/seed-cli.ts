// `npm run db:seed`: migrates, then loads the demo data into an empty database, never in production
// (src/server/cli/run-seed.ts). It reads the environment as it is, without .env, as it always has.
import { processIo } from '../../cli/command-line';
import { runSeed } from '../../cli/run-seed';

process.exit(await runSeed(processIo()));
