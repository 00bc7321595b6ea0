import type { Db, Dialect } from '../../db/database';
import { pingDatabase } from './health.repository';

/** Whether the database answers, and whether it takes writes (a site that cannot write is not healthy). */
export const databaseState = (db: Db, dialect: Dialect) => pingDatabase(db, dialect);
