import { now } from './clock';

/**
 * Counts events per key (an account's e-mail address) in a sliding window, in memory: enough for one server
 * process; several app instances would each keep their own count (noted in the report / decision record).
 */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private live(key: string, at: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > at - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until another attempt is allowed; 0 when one is allowed now. */
  retryAfter(key: string): number {
    const at = now().getTime();
    const list = this.live(key, at);
    if (list.length < this.max) return 0;
    return Math.max(1, Math.ceil((list[list.length - this.max] + this.windowMs - at) / 1000));
  }

  record(key: string) {
    const at = now().getTime();
    const list = this.live(key, at);
    list.push(at);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(at);
  }

  /** Records an attempt when allowed; false when the limit is reached. */
  take(key: string): boolean {
    if (this.retryAfter(key) > 0) return false;
    this.record(key);
    return true;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private prune(at: number) {
    for (const key of [...this.hits.keys()]) this.live(key, at);
  }
}
