/**
 * Many ids or rows go to the database a slice at a time: a long IN list is slow on both databases and limited on
 * SQLite, and a few hundred rows at most per insert keep PostgreSQL's and SQLite's parameter limits far away.
 * `each` runs for one slice after another (never at once, so a transaction's one connection serves them all);
 * answers the rows they answered, in order.
 */
export async function inSlices<I, T = unknown>(
  items: readonly I[],
  size: number,
  each: (slice: I[]) => Promise<readonly T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < items.length; i += size) rows.push(...(await each(items.slice(i, i + size))));
  return rows;
}
