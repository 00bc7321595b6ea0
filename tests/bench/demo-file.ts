// The demo data in a fresh SQLite file, for the sections that then write their own rows straight into it.
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';

/** Migrates the file and seeds the demo data; answers what the seed made. */
export async function demoFile(file: string) {
  const h = openDatabase(file);
  await migrateToLatest(h);
  const demo = await seedDemoData(h);
  await h.close();
  return demo;
}
