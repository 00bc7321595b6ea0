import { describe, expect, it } from 'vitest';
import { HashQueue } from './passwords';
import { HttpError } from './http-errors';

describe('the hashing queue', () => {
  it('runs a few at once, queues a bounded number, and refuses the rest with 503 and Retry-After', async () => {
    const q = new HashQueue(1, 2);
    const releases: (() => void)[] = [];
    const job = () => q.run(() => new Promise<number>((resolve) => releases.push(() => resolve(1))));
    const running = [job(), job(), job()];
    await new Promise((r) => setImmediate(r));
    expect(releases).toHaveLength(1);
    const refused = await job().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect(Number((refused as HttpError).headers['Retry-After'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      releases[i]();
    }
    expect(await Promise.all(running)).toEqual([1, 1, 1]);
    // Once the queue has drained, work is taken again.
    const again = job();
    await new Promise((r) => setImmediate(r));
    releases[3]();
    expect(await again).toBe(1);
  });
});
