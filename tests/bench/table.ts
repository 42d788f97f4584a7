import type { Series } from './measure';

export interface ResultRow {
  operation: string;
  db: string;
  ours: Series;
  floor: Series;
}

const ms = (value: number) => value.toFixed(2);
const ratio = (ours: number, floor: number) => `${(ours / floor).toFixed(2)}x`;

/** Fixed-width text columns: text left-aligned, the columns `rightAligned` picks (figures) right-aligned. */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  rightAligned: (column: number) => boolean,
): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((l) => (l[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((c, i) => (rightAligned(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths
    .map((w) => '-'.repeat(w))
    .join('  ')
    .trimEnd();
  return [format(header), rule, ...rows.map(format)];
}

/** A fixed-width text table: one line per operation and database, times in milliseconds. */
export function formatTable(rows: readonly ResultRow[]): string {
  const header = [
    'operation',
    'db',
    'n ours/floor',
    'ours p50',
    'ours p99',
    'floor p50',
    'floor p99',
    'ratio p50',
    'ratio p99',
  ];
  const lines = rows.map((r) => [
    r.operation,
    r.db,
    `${r.ours.samples.length}/${r.floor.samples.length}`,
    ms(r.ours.p50),
    ms(r.ours.p99),
    ms(r.floor.p50),
    ms(r.floor.p99),
    ratio(r.ours.p50, r.floor.p50),
    ratio(r.ours.p99, r.floor.p99),
  ]);
  return textTable(header, lines, (column) => column >= 2).join('\n');
}
