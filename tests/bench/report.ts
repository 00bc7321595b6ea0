// Prints the bench's figures as aligned tables, each figure with its budget and PASS / MISS.
import type { Line } from './budgets';

export function table(title: string, head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  console.log(`\n${title}`);
  for (const [n, r] of cells.entries()) {
    console.log(
      '  ' +
        r
          .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
          .join('  ')
          .trimEnd(),
    );
    if (n === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

export function budgetTable(title: string, lines: Line[]) {
  table(
    title,
    ['figure', 'value', 'budget', ''],
    lines.map((l) => [l.figure, l.value, l.budget, l.verdict]),
  );
}

export const ms = (n: number) => `${Math.round(n)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const pct = (x: number) => `${Math.round(x * 100)} %`;
