import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { now } from './clock';
import { bucketOf, countHit } from './rate-limits.repository';

/**
 * @fastify/rate-limit's store, counting in the database (`rate_limits`) instead of each process's memory, so that a
 * route's limit per client address holds across every server process (decision 0052). Each route counts apart.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const at = now().getTime();
      countHit(db, bucketOf(`route ${this.route}`, key), timeWindow, at).then(
        (count) => callback(null, { current: count.hits, ttl: Math.max(0, count.windowEnds - at) }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** The store of one route: @fastify/rate-limit gives the route's merged options, `routeInfo` among them. */
    child(routeOptions: object) {
      const { routeInfo: info = {} } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
      };
      return new DatabaseStore(`${[info.method].flat().join(',')} ${info.url ?? ''}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
