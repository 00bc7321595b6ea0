import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { HttpError } from './http-errors';

// argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Seconds a client is asked to wait when the queue is full (a full queue drains in about a second). */
const BUSY_RETRY_AFTER_S = 2;

/**
 * Runs at most `maxAtOnce` hashes at once and keeps at most `maxWaiting` waiting; past that it refuses at once with
 * 503 and Retry-After, so a burst of password attempts cannot make every login wait for seconds.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxAtOnce: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxAtOnce) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(
          503,
          { '': ['The server is busy, please try again in a few seconds'] },
          { 'Retry-After': String(BUSY_RETRY_AFTER_S) },
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

// Each hash keeps a core busy for ~20 ms. Run at most one fewer than the cores at once, so a burst of logins
// queues here instead of starving the event loop that answers everyone else (measured by the load script); keep
// at most about a second of work waiting (50 hashes a core).
const MAX_AT_ONCE = Math.max(1, availableParallelism() - 1);
const queue = new HashQueue(MAX_AT_ONCE, 50 * MAX_AT_ONCE);

export const hashPassword = (password: string) => queue.run(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await queue.run(() => verify(passwordHash, password));
  } catch (err) {
    // A full queue (503) is passed on; a malformed hash is a wrong password.
    if (err instanceof HttpError) throw err;
    return false;
  }
}

// A hash of a random password, so a login for an unknown address costs the same time as a real one.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(`no-such-member-${Math.random()}`);
  // A refused first attempt (queue full) must not leave a rejected promise behind for every later login.
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash;
}
