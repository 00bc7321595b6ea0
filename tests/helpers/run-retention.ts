/** A second process running the retention job on the database named in argv (the API test runs it beside its own). */
import { openDatabase } from '../../src/server/db/database';
import { deleteExpiredRegistrations } from '../../src/server/modules/member-data/retention.service';

const [url, days] = process.argv.slice(2);
const handle = openDatabase(url);
deleteExpiredRegistrations(handle.db, Number(days))
  .then(async (n) => {
    process.stdout.write(String(n));
    await handle.close();
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
