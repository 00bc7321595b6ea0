import { decadeOfYear } from '@shared/year-lists';

export interface DecadeGroup {
  decade: number;
  label: string;
  years: number[];
}

/** Decades of the given years, newest first, each with its years newest first (spec §4). */
export function decadesOf(years: { year: number }[]): DecadeGroup[] {
  const byDecade = new Map<number, Set<number>>();
  for (const { year } of years) {
    const decade = decadeOfYear(year);
    if (!byDecade.has(decade)) byDecade.set(decade, new Set());
    byDecade.get(decade)!.add(year);
  }
  return [...byDecade.entries()]
    .sort(([a], [b]) => b - a)
    .map(([decade, set]) => ({
      decade,
      label: `${decade}s`,
      years: [...set].sort((a, b) => b - a),
    }));
}
