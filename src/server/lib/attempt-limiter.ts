import type { Db } from '../db/database';
import { now } from './clock';
import { bucketOf, clearCount, countHit, readCount } from './rate-limits.repository';

/**
 * Counts events per key (an account's e-mail address, a session...) in a window that starts at the first of them,
 * in the database (`rate_limits`), so that every server process counts together (decision 0052). Each method takes
 * the transaction it runs in when its caller holds one (SQLite has one connection: a query outside the
 * transaction would wait for it).
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Db,
    /** The limit's name: two limiters with the same key never share a count. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private bucket(key: string) {
    return bucketOf(this.name, key);
  }

  /** Seconds until another attempt is allowed; 0 when one is allowed now. */
  async retryAfter(key: string, db: Db = this.db): Promise<number> {
    const at = now().getTime();
    const count = await readCount(db, this.bucket(key), at);
    if (!count || count.hits < this.max) return 0;
    return Math.max(1, Math.ceil((count.windowEnds - at) / 1000));
  }

  /** Counts an event whatever the count. */
  async record(key: string, db: Db = this.db): Promise<void> {
    await countHit(db, this.bucket(key), this.windowMs, now().getTime());
  }

  /**
   * Counts an attempt; false when the limit was already reached. One statement: attempts made at the same moment,
   * on any process, are each counted.
   */
  async take(key: string, db: Db = this.db): Promise<boolean> {
    const count = await countHit(db, this.bucket(key), this.windowMs, now().getTime());
    return count.hits <= this.max;
  }

  /** Starts the count again (a success). */
  async reset(key: string, db: Db = this.db): Promise<void> {
    await clearCount(db, this.bucket(key));
  }
}
