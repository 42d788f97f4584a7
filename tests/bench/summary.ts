import { withinLimit, type Limit } from './limits';
import { textTable } from './table';

/** One figure of a part, beside its floor's and the limit of the issue. */
export interface SummaryRow {
  part: string;
  /** What is measured, e.g. 'login p99, pglite'. */
  figure: string;
  ours: number;
  /** The floor's figure in the same unit; null where the limit alone judges (a budget). */
  floor: number | null;
  unit: string;
  /** The limit; {} for a figure shown for context only. */
  limit: Limit;
}

/** What a part gives the run: the lines of its own section, its summary rows, and what it left out and why. */
export interface PartReport {
  lines: string[];
  summary: SummaryRow[];
  skipped?: string[];
}

/** The summary's account of a part that gave no figures: skipped (a note says why) or failed (the error). */
export interface PartOutcome {
  part: string;
  state: 'skipped' | 'failed';
  reason: string;
}

const amount = (value: number, unit: string) => {
  if (!Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  const digits = size >= 100 ? 0 : size >= 10 ? 1 : size >= 1 ? 2 : 3;
  return `${value.toFixed(digits)} ${unit}`;
};

function limitText(limit: Limit, unit: string): string {
  const bounds = [
    ...(limit.maxRatio === undefined ? [] : [`≤ ${limit.maxRatio.toFixed(2)}x`]),
    ...(limit.minRatio === undefined ? [] : [`≥ ${limit.minRatio.toFixed(2)}x`]),
    ...(limit.maxValue === undefined ? [] : [`≤ ${amount(limit.maxValue, unit)}`]),
  ];
  return bounds.join(' and ');
}

const hasBounds = (limit: Limit) =>
  limit.maxRatio !== undefined || limit.minRatio !== undefined || limit.maxValue !== undefined;

function mark(row: SummaryRow): string {
  if (!hasBounds(row.limit)) return '';
  const within = withinLimit(row.limit, row.ours, row.floor);
  return within === null ? 'no figure' : within ? 'ok' : 'OVER';
}

function ratioText(row: SummaryRow): string {
  const ratio = row.floor === null ? Number.NaN : row.ours / row.floor;
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '—';
}

const FIGURE_HEADER = ['figure', 'ours', 'floor', 'ratio', 'limit', ''];

/** A row's cells under FIGURE_HEADER: the figure, ours, the floor's, the ratio, the limit and its mark. */
function figureCells(row: SummaryRow): string[] {
  const floor = row.floor === null ? '—' : amount(row.floor, row.unit);
  return [row.figure, amount(row.ours, row.unit), floor, ratioText(row), limitText(row.limit, row.unit), mark(row)];
}

/** A part's own table of figures, each beside the floor's and its limit where it has one. */
export function formatFigures(rows: readonly SummaryRow[]): string[] {
  return textTable(FIGURE_HEADER, rows.map(figureCells), (column) => column >= 1 && column <= 3);
}

/**
 * The one table of every part at the end of a run: each figure, its floor, the ratio, the limit and
 * a mark, OVER where the figure is past its limit; then every part that was skipped or failed.
 */
export function formatSummary(rows: readonly SummaryRow[], outcomes: readonly PartOutcome[]): string[] {
  const over = rows.filter((r) => withinLimit(r.limit, r.ours, r.floor) === false).length;
  const cells = rows.map((r) => [r.part, ...figureCells(r)]);
  return [
    'Summary: every part, ratio = ours / floor, beside the limit of issue 29 (tests/bench/limits.ts).',
    '',
    ...textTable(['part', ...FIGURE_HEADER], cells, (column) => column >= 2 && column <= 4),
    ...outcomes.map((o) => `${o.part}: ${o.state}, ${o.reason}`),
    '',
    `${rows.length} figures, ${over} over their limit` +
      (outcomes.length > 0 ? `; ${outcomes.length} parts or sides skipped or failed.` : '.'),
  ];
}
