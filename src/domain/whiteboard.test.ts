import { describe, expect, it } from 'vitest';
import {
  applyBoardOp,
  boardSurface,
  EMPTY_BOARD,
  fitBoard,
  lastStrokeOf,
  MAX_POINTS_PER_STROKE,
  mergeBoards,
  normalisePoint,
  PLAIN_SURFACE,
  readBoardOp,
  readBoardSurfaces,
  type BoardOp,
  type BoardSurfaces,
  type Stroke,
} from './whiteboard';

const stroke = (id: string, author = 'agent', points = [0.1, 0.1, 0.2, 0.2]): Stroke => ({
  id,
  author,
  tool: 'pen',
  colour: '#f5222d',
  width: 4,
  points,
});
const run = (ops: BoardOp[], board: BoardSurfaces = EMPTY_BOARD) => ops.reduce(applyBoardOp, board);

describe('whiteboard operations', () => {
  it('draws a stroke as it arrives in batches of points', () => {
    const board = run([
      { kind: 'begin', surface: 'board', stroke: stroke('a', 'agent', [0.1, 0.2]) },
      { kind: 'extend', surface: 'board', id: 'a', points: [0.3, 0.4, 0.5, 0.6] },
    ]);
    expect(board.board?.[0]?.points).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
  });

  it('keeps each surface its own drawing', () => {
    const board = run([
      { kind: 'begin', surface: 'file:f1:1', stroke: stroke('a') },
      { kind: 'begin', surface: 'file:f1:2', stroke: stroke('b') },
      { kind: 'clear', surface: 'file:f1:1' },
    ]);
    expect(board['file:f1:1']).toEqual([]);
    expect(board['file:f1:2']?.map((s) => s.id)).toEqual(['b']);
  });

  it('ignores a stroke heard twice and points of a stroke it never saw begin', () => {
    const once = run([{ kind: 'begin', surface: 'board', stroke: stroke('a') }]);
    expect(run([{ kind: 'begin', surface: 'board', stroke: stroke('a', 'customer') }], once)).toBe(once);
    expect(run([{ kind: 'extend', surface: 'board', id: 'zz', points: [0.5, 0.5] }], once)).toBe(once);
  });

  it('stops a stroke at its point limit', () => {
    const long = Array.from({ length: MAX_POINTS_PER_STROKE }, () => 0.5);
    const board = run([
      { kind: 'begin', surface: 'board', stroke: stroke('a', 'agent', long.slice(0, MAX_POINTS_PER_STROKE - 2)) },
      { kind: 'extend', surface: 'board', id: 'a', points: [0.1, 0.1, 0.2, 0.2] },
    ]);
    expect(board.board?.[0]?.points).toHaveLength(MAX_POINTS_PER_STROKE);
  });

  it("undo finds one's own latest stroke, not the other side's", () => {
    const board = run([
      { kind: 'begin', surface: 'board', stroke: stroke('a1', 'agent') },
      { kind: 'begin', surface: 'board', stroke: stroke('a2', 'agent') },
      { kind: 'begin', surface: 'board', stroke: stroke('c1', 'customer') },
    ]);
    const last = lastStrokeOf(board, 'board', 'agent');
    expect(last?.id).toBe('a2');
    const undone = applyBoardOp(board, { kind: 'remove', surface: 'board', id: last!.id });
    expect(undone.board?.map((s) => s.id)).toEqual(['a1', 'c1']);
    expect(lastStrokeOf(undone, 'board', 'nobody')).toBeNull();
  });
});

describe('joining a board', () => {
  it('adds the strokes the other side knew and keeps the longer version of a shared one', () => {
    const mine = run([{ kind: 'begin', surface: 'board', stroke: stroke('a', 'agent', [0.1, 0.1]) }]);
    const theirs = run([
      { kind: 'begin', surface: 'board', stroke: stroke('a', 'agent', [0.1, 0.1, 0.2, 0.2]) },
      { kind: 'begin', surface: 'board', stroke: stroke('b', 'customer') },
      { kind: 'begin', surface: 'file:x:3', stroke: stroke('c', 'customer') },
    ]);
    const merged = mergeBoards(mine, theirs);
    expect(merged.board?.map((s) => [s.id, s.points.length])).toEqual([
      ['a', 4],
      ['b', 4],
    ]);
    expect(merged['file:x:3']).toHaveLength(1);
  });
});

describe('what the other side sends', () => {
  it('clamps points into the board and refuses malformed operations', () => {
    expect(readBoardOp({ kind: 'extend', surface: 'board', id: 'a', points: [-1, 2] })).toEqual({
      kind: 'extend',
      surface: 'board',
      id: 'a',
      points: [0, 1],
    });
    expect(readBoardOp({ kind: 'extend', surface: 'board', id: 'a', points: [0.1] })).toBeNull();
    expect(readBoardOp({ kind: 'extend', surface: 'board', id: 'a', points: [0.1, Number.NaN] })).toBeNull();
    expect(readBoardOp({ kind: 'begin', surface: 'board', stroke: { ...stroke('a'), colour: 'red;drop' } })).toBeNull();
    expect(readBoardOp({ kind: 'begin', surface: 'board', stroke: { ...stroke('a'), width: 500 } })).toBeNull();
    expect(readBoardOp({ kind: 'explode', surface: 'board' })).toBeNull();
    expect(readBoardOp(null)).toBeNull();
  });

  it('keeps only well-formed strokes of a whole board', () => {
    const board = readBoardSurfaces({ board: [stroke('a'), { id: 'bad' }], 'file:y:1': 'nope' });
    expect(board).toEqual({ board: [stroke('a')] });
  });
});

describe('surfaces and sizes', () => {
  it('draws on a shared file page by its id and page, on the plain board otherwise', () => {
    expect(boardSurface(null)).toBe(PLAIN_SURFACE);
    expect(boardSurface({ kind: 'web', id: 'w1' })).toBe(PLAIN_SURFACE);
    expect(boardSurface({ kind: 'file', id: 'f1' })).toBe('file:f1:1');
    expect(boardSurface({ kind: 'file', id: 'f1', page: 4 })).toBe('file:f1:4');
  });

  it('fits the 375x667 board into the area and normalises points to it', () => {
    expect(fitBoard(750, 2000)).toEqual({ width: 750, height: 1334 });
    expect(fitBoard(1000, 667)).toEqual({ width: 375, height: 667 });
    expect(normalisePoint(375, 100, 750, 1334)).toEqual([0.5, 100 / 1334]);
    expect(normalisePoint(-5, 9999, 750, 1334)).toEqual([0, 1]);
  });
});
