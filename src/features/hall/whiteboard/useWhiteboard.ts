import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyBoardOp,
  EMPTY_BOARD,
  lastStrokeOf,
  mergeBoards,
  readBoardOp,
  readBoardSurfaces,
  type BoardOp,
  type BoardSurfaces,
  type Stroke,
} from '../../../domain/whiteboard';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import type { RtcRole } from '../../../realtime/rtc/RtcClient';
import '../../../schemas/roomWhiteboard';

/** Points of a stroke being drawn go out in batches this often, so the other side sees it grow live. */
const BATCH_EVERY_MS = 50;

export interface WhiteboardBoard {
  surfaces: BoardSurfaces;
  /** Who this page draws as: one undoes only one's own strokes. */
  author: RtcRole;
  begin(surface: string, stroke: Omit<Stroke, 'author'>): void;
  extend(surface: string, id: string, points: number[]): void;
  /** The stroke is finished: what is left of its points goes out now. */
  end(): void;
  undo(surface: string): void;
  clear(surface: string): void;
}

interface WhiteboardOptions {
  channel: RoomChannel | null;
  role: RtcRole;
  visible: boolean;
  setVisible(on: boolean): void;
}

/**
 * The room's drawing on this page: edits are applied here at once and sent to the other side; a page
 * that (re)joins asks for the drawing. The agent decides whether the board is shown, the customer's page follows.
 */
export function useWhiteboard({ channel, role, visible, setVisible }: WhiteboardOptions): WhiteboardBoard {
  const [surfaces, setSurfaces] = useState<BoardSurfaces>(EMPTY_BOARD);
  const current = useRef(surfaces);
  const visibleNow = useRef(visible);
  const pending = useRef<{ surface: string; id: string; points: number[] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  visibleNow.current = visible;

  const change = useCallback((next: (board: BoardSurfaces) => BoardSurfaces) => {
    current.current = next(current.current);
    setSurfaces(current.current);
  }, []);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const batch = pending.current;
    pending.current = null;
    if (batch && batch.points.length > 0) channel?.send('board.op', { kind: 'extend', ...batch });
  }, [channel]);

  const local = useCallback(
    (op: BoardOp) => {
      flush();
      change((board) => applyBoardOp(board, op));
      channel?.send('board.op', op);
    },
    [channel, change, flush],
  );

  useEffect(() => {
    if (!channel) return;
    const stops = [
      channel.on('board.op', (payload) => {
        const op = readBoardOp(payload);
        if (op) change((board) => applyBoardOp(board, op));
      }),
      channel.on('board.request', () =>
        channel.send('board.snapshot', {
          surfaces: current.current,
          visible: role === 'agent' ? visibleNow.current : null,
        }),
      ),
      channel.on('board.snapshot', (payload, from) => {
        change((board) => mergeBoards(board, readBoardSurfaces(payload.surfaces)));
        if (role === 'customer' && from.role === 'agent' && typeof payload.visible === 'boolean')
          setVisible(payload.visible);
      }),
      channel.on('board.visible', (payload, from) => {
        if (role === 'customer' && from.role === 'agent' && typeof payload.on === 'boolean') setVisible(payload.on);
      }),
    ];
    channel.send('board.request', {});
    return () => {
      for (const stop of stops) stop();
    };
  }, [channel, role, change, setVisible]);

  useEffect(() => {
    if (role === 'agent') channel?.send('board.visible', { on: visible });
  }, [channel, role, visible]);

  useEffect(() => () => flush(), [flush]);

  return {
    surfaces,
    author: role,
    begin: (surface, stroke) => local({ kind: 'begin', surface, stroke: { ...stroke, author: role } }),
    extend(surface, id, points) {
      change((board) => applyBoardOp(board, { kind: 'extend', surface, id, points }));
      if (pending.current && (pending.current.id !== id || pending.current.surface !== surface)) flush();
      pending.current = { surface, id, points: [...(pending.current?.points ?? []), ...points] };
      timer.current ??= setTimeout(flush, BATCH_EVERY_MS);
    },
    end: flush,
    undo(surface) {
      const last = lastStrokeOf(current.current, surface, role);
      if (last) local({ kind: 'remove', surface, id: last.id });
    },
    clear: (surface) => local({ kind: 'clear', surface }),
  };
}
