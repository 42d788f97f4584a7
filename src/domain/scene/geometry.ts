/** Bounds of what the editor places on the frame (spec 3 §5): sizes 10–60% of the frame, cards 20–60%, kept inside it. */
import { FRAME_HEIGHT, FRAME_WIDTH, type Box } from './types';

export type BoxKind = 'sticker' | 'card';

const SIZE_BOUNDS: Record<BoxKind, { min: number; max: number }> = {
  sticker: { min: 0.1, max: 0.6 },
  card: { min: 0.2, max: 0.6 },
};

/** Style values are kept to 3 decimals. */
export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function sizeBounds(kind: BoxKind) {
  const { min, max } = SIZE_BOUNDS[kind];
  return {
    minWidth: round3(FRAME_WIDTH * min),
    maxWidth: round3(FRAME_WIDTH * max),
    minHeight: round3(FRAME_HEIGHT * min),
    maxHeight: round3(FRAME_HEIGHT * max),
  };
}

/** A box of this kind within its size bounds and inside the frame, rounded. Non-finite numbers fall back to the current box. */
export function boundBox(kind: BoxKind, wanted: Box, current: Box = wanted): Box {
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  const b = sizeBounds(kind);
  const width = round3(clamp(finite(wanted.width, current.width), b.minWidth, b.maxWidth));
  const height = round3(clamp(finite(wanted.height, current.height), b.minHeight, b.maxHeight));
  const x = round3(clamp(finite(wanted.x, current.x), 0, FRAME_WIDTH - width));
  const y = round3(clamp(finite(wanted.y, current.y), 0, FRAME_HEIGHT - height));
  return { x, y, width, height };
}

/** A new element's box: the given share of the frame's width, square, centred. */
export function centredBox(kind: BoxKind, widthShare: number): Box {
  const width = FRAME_WIDTH * widthShare;
  return boundBox(kind, { x: (FRAME_WIDTH - width) / 2, y: (FRAME_HEIGHT - width) / 2, width, height: width });
}
