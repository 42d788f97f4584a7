/**
 * The whiteboard's model (spec 2 §2.2, §9 "hall canvas 375x667"): strokes kept per surface (the plain
 * board, or one page of a shared file), in coordinates normalised to the board (0..1 on each axis) so
 * boards of different sizes show the same drawing. Every edit is an operation `(state, op) → state`,
 * applied alike to one's own strokes and to those heard from the other side.
 */

/** The board's size in the spec's units: widths are in these units, scaled to the drawn board. */
export const BOARD_WIDTH = 375;
const BOARD_HEIGHT = 667;
export const PLAIN_SURFACE = 'board';

export const BOARD_COLOURS = ['#f5222d', '#1677ff', '#52c41a', '#000000'] as const;
export const BOARD_WIDTHS = [2, 4, 8] as const;
export const ERASER_WIDTH = 20;

/** Bounds a page holds to whatever the other side sends. */
const MAX_STROKES_PER_SURFACE = 2000;
export const MAX_POINTS_PER_STROKE = 4000;
const MAX_SURFACES = 300;
const MAX_ID = 64;

export type BoardTool = 'pen' | 'eraser';

export interface Stroke {
  id: string;
  /** Who drew it ('agent' or 'customer'): one undoes only one's own strokes. */
  author: string;
  tool: BoardTool;
  colour: string;
  /** In board units (of 375). */
  width: number;
  /** x0, y0, x1, y1 … each 0..1. */
  points: number[];
}

export type BoardSurfaces = Readonly<Record<string, readonly Stroke[]>>;

export type BoardOp =
  | { kind: 'begin'; surface: string; stroke: Stroke }
  | { kind: 'extend'; surface: string; id: string; points: number[] }
  | { kind: 'remove'; surface: string; id: string }
  | { kind: 'clear'; surface: string };

export const EMPTY_BOARD: BoardSurfaces = {};

/** The surface a drawing belongs to: a shared file's page, or the plain board for anything else. */
export function boardSurface(share: { kind: string; id: string; page?: number } | null): string {
  if (share?.kind !== 'file') return PLAIN_SURFACE;
  return `file:${share.id}:${share.page ?? 1}`;
}

export function applyBoardOp(board: BoardSurfaces, op: BoardOp): BoardSurfaces {
  const strokes = board[op.surface] ?? [];
  switch (op.kind) {
    case 'begin': {
      if (strokes.some((stroke) => stroke.id === op.stroke.id)) return board;
      if (strokes.length >= MAX_STROKES_PER_SURFACE) return board;
      if (!(op.surface in board) && Object.keys(board).length >= MAX_SURFACES) return board;
      return { ...board, [op.surface]: [...strokes, op.stroke] };
    }
    case 'extend': {
      const index = strokes.findIndex((stroke) => stroke.id === op.id);
      const stroke = strokes[index];
      if (!stroke || stroke.points.length >= MAX_POINTS_PER_STROKE) return board;
      const points = [...stroke.points, ...op.points].slice(0, MAX_POINTS_PER_STROKE);
      return { ...board, [op.surface]: strokes.map((s, i) => (i === index ? { ...s, points } : s)) };
    }
    case 'remove':
      return strokes.some((stroke) => stroke.id === op.id)
        ? { ...board, [op.surface]: strokes.filter((stroke) => stroke.id !== op.id) }
        : board;
    case 'clear':
      return strokes.length === 0 ? board : { ...board, [op.surface]: [] };
  }
}

/** The latest stroke of one author on a surface: what their undo removes. */
export function lastStrokeOf(board: BoardSurfaces, surface: string, author: string): Stroke | null {
  const strokes = board[surface] ?? [];
  for (let i = strokes.length - 1; i >= 0; i--) {
    const stroke = strokes[i];
    if (stroke?.author === author) return stroke;
  }
  return null;
}

/**
 * What the other side knew, joined with what this side has: strokes are added by id, a stroke both know
 * keeps the longer list of points (one side may have heard fewer batches), and this side's order comes first.
 */
export function mergeBoards(mine: BoardSurfaces, theirs: BoardSurfaces): BoardSurfaces {
  const merged: Record<string, readonly Stroke[]> = { ...mine };
  for (const [surface, strokes] of Object.entries(theirs)) {
    const own = merged[surface] ?? [];
    const byId = new Map(strokes.map((stroke) => [stroke.id, stroke]));
    const kept = own.map((stroke) => {
      const other = byId.get(stroke.id);
      return other && other.points.length > stroke.points.length ? other : stroke;
    });
    const known = new Set(own.map((stroke) => stroke.id));
    merged[surface] = [...kept, ...strokes.filter((stroke) => !known.has(stroke.id))].slice(0, MAX_STROKES_PER_SURFACE);
  }
  return merged;
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const isSurface = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/** Points as sent: pairs of finite numbers, clamped into the board; anything else is not points. */
function cleanPoints(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length % 2 !== 0 || value.length > MAX_POINTS_PER_STROKE) return null;
  const points: number[] = [];
  for (const n of value) {
    if (typeof n !== 'number' || !Number.isFinite(n)) return null;
    points.push(Math.min(1, Math.max(0, n)));
  }
  return points;
}

function cleanStroke(value: unknown): Stroke | null {
  const s = value as Partial<Stroke> | null;
  if (typeof s !== 'object' || s === null || !isId(s.id) || !isId(s.author)) return null;
  if ((s.tool !== 'pen' && s.tool !== 'eraser') || typeof s.colour !== 'string' || !COLOUR.test(s.colour)) return null;
  if (typeof s.width !== 'number' || !(s.width >= 1 && s.width <= 40)) return null;
  const points = cleanPoints(s.points);
  return points && { id: s.id, author: s.author, tool: s.tool, colour: s.colour, width: s.width, points };
}

/** An operation heard from the other side, checked and clamped; null when it is not one. */
export function readBoardOp(value: unknown): BoardOp | null {
  const op = value as { kind?: unknown; surface?: unknown; id?: unknown; points?: unknown; stroke?: unknown } | null;
  if (typeof op !== 'object' || op === null || !isSurface(op.surface)) return null;
  const surface = op.surface;
  if (op.kind === 'begin') {
    const stroke = cleanStroke(op.stroke);
    return stroke && { kind: 'begin', surface, stroke };
  }
  if (op.kind === 'extend') {
    const points = cleanPoints(op.points);
    return isId(op.id) && points ? { kind: 'extend', surface, id: op.id, points } : null;
  }
  if (op.kind === 'remove') return isId(op.id) ? { kind: 'remove', surface, id: op.id } : null;
  if (op.kind === 'clear') return { kind: 'clear', surface };
  return null;
}

/** A whole board heard from the other side, keeping only well-formed strokes. */
export function readBoardSurfaces(value: unknown): BoardSurfaces {
  if (typeof value !== 'object' || value === null) return EMPTY_BOARD;
  const board: Record<string, Stroke[]> = {};
  for (const [surface, strokes] of Object.entries(value).slice(0, MAX_SURFACES)) {
    if (!isSurface(surface) || !Array.isArray(strokes)) continue;
    board[surface] = strokes.slice(0, MAX_STROKES_PER_SURFACE).flatMap((stroke) => cleanStroke(stroke) ?? []);
  }
  return board;
}

/** A point of the drawn board (pixels) in board coordinates, clamped inside it. */
export function normalisePoint(x: number, y: number, width: number, height: number): [number, number] {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return [clamp(width > 0 ? x / width : 0), clamp(height > 0 ? y / height : 0)];
}

/** The largest board of the spec's proportions that fits the area. */
export function fitBoard(areaWidth: number, areaHeight: number): { width: number; height: number } {
  const scale = Math.max(0, Math.min(areaWidth / BOARD_WIDTH, areaHeight / BOARD_HEIGHT));
  return { width: Math.floor(BOARD_WIDTH * scale), height: Math.floor(BOARD_HEIGHT * scale) };
}
