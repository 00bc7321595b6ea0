import type { MeetingResult } from '@shared/schemas/results';

export interface DecadeGroup {
  decade: number;
  label: string;
  years: number[];
}

/** Decades present in the results, newest first, each with its years newest first (spec §4). */
export function decadesOf(results: Pick<MeetingResult, 'decade' | 'year'>[]): DecadeGroup[] {
  const byDecade = new Map<number, Set<number>>();
  for (const r of results) {
    if (!byDecade.has(r.decade)) byDecade.set(r.decade, new Set());
    byDecade.get(r.decade)!.add(r.year);
  }
  return [...byDecade.entries()]
    .sort(([a], [b]) => b - a)
    .map(([decade, years]) => ({
      decade,
      label: `${decade}s`,
      years: [...years].sort((a, b) => b - a),
    }));
}
