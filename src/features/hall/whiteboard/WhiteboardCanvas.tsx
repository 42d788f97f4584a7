/**
 * The drawn board (konva). Loaded on its own when a board is first shown, so konva stays out of the
 * pages' main bundles.
 */
import type { KonvaEventObject } from 'konva/lib/Node';
import { useRef } from 'react';
import { Layer, Line, Stage } from 'react-konva';
import { BOARD_WIDTH, ERASER_WIDTH, normalisePoint, type Stroke } from '../../../domain/whiteboard';
import type { BoardPen } from './BoardToolbar';

export interface WhiteboardCanvasProps {
  width: number;
  height: number;
  strokes: readonly Stroke[];
  pen: BoardPen;
  onBegin(stroke: Omit<Stroke, 'author'>): void;
  onExtend(id: string, points: number[]): void;
  onEnd(): void;
}

const newStrokeId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export default function WhiteboardCanvas({
  width,
  height,
  strokes,
  pen,
  onBegin,
  onExtend,
  onEnd,
}: WhiteboardCanvasProps) {
  const drawing = useRef<string | null>(null);
  const scale = width / BOARD_WIDTH;

  const pointOf = (event: KonvaEventObject<PointerEvent>) => {
    const position = event.target.getStage()?.getPointerPosition();
    return position ? normalisePoint(position.x, position.y, width, height) : null;
  };
  const down = (event: KonvaEventObject<PointerEvent>) => {
    const point = pointOf(event);
    if (!point) return;
    const id = newStrokeId();
    drawing.current = id;
    onBegin({
      id,
      tool: pen.tool,
      colour: pen.colour,
      width: pen.tool === 'eraser' ? ERASER_WIDTH : pen.width,
      points: point,
    });
  };
  const move = (event: KonvaEventObject<PointerEvent>) => {
    const point = drawing.current && pointOf(event);
    if (drawing.current && point) onExtend(drawing.current, point);
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = null;
    onEnd();
  };

  return (
    <Stage
      width={width}
      height={height}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerLeave={up}
      style={{ touchAction: 'none', cursor: 'crosshair' }}
    >
      <Layer>
        {strokes.map((stroke) => (
          <Line
            key={stroke.id}
            // A single point still shows as a dot.
            points={(stroke.points.length === 2 ? [...stroke.points, ...stroke.points] : stroke.points).map((n, i) =>
              i % 2 === 0 ? n * width : n * height,
            )}
            stroke={stroke.tool === 'eraser' ? '#000000' : stroke.colour}
            strokeWidth={stroke.width * scale}
            lineCap="round"
            lineJoin="round"
            globalCompositeOperation={stroke.tool === 'eraser' ? 'destination-out' : 'source-over'}
            listening={false}
          />
        ))}
      </Layer>
    </Stage>
  );
}
