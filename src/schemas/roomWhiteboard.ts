/** The whiteboard's in-room messages (spec 2 §2.2): live strokes, a page asking for the drawing, the drawing, and whether it is shown. */
import type { BoardOp, BoardSurfaces } from '../domain/whiteboard';

declare module './roomMessages' {
  interface RoomMessages {
    /** One edit of the drawing: a stroke begun, more of its points, one removed, a surface cleared. */
    'board.op': BoardOp;
    /** A page (re)joined and asks the other side for the drawing. */
    'board.request': Record<string, never>;
    /** The drawing as this side knows it; the agent also says whether the board is shown. */
    'board.snapshot': { surfaces: BoardSurfaces; visible: boolean | null };
    /** The agent turned the board on or off. */
    'board.visible': { on: boolean };
  }
}

export {};
