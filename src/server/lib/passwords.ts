import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

// argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash keeps a core busy for ~20 ms. Run at most one fewer than the cores at once, so a burst of logins
// queues here instead of starving the event loop that answers everyone else (measured by the load script).
const MAX_AT_ONCE = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A hash of a random password, so a login for an unknown address costs the same time as a real one.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(`no-such-member-${Math.random()}`);
  return dummyHash;
}
