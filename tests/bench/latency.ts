// Request times summed up the one way the bench reports them.

export interface Timing {
  name: string;
  samples: number;
  p50: number;
  p99: number;
}

/** The value at quantile `q` (0 to 1) of times sorted in ascending order. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** The median and p99 of the times (in any order). */
export const timing = (name: string, times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, samples: times.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};
