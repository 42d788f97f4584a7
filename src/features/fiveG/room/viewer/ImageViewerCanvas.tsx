/**
 * The viewer's canvas (konva), loaded on its own when an image is first shown so konva stays out of the
 * room's main bundle. It draws the view of src/domain/imageViewer.ts and hands drags back to it.
 */
import type { KonvaEventObject } from 'konva/lib/Node';
import { Image as KonvaImage, Layer, Rect, Stage } from 'react-konva';
import { drawnImage, VIEWER_HEIGHT, VIEWER_WIDTH, type ViewerView } from '../../../../domain/imageViewer';

export interface ImageViewerCanvasProps {
  image: HTMLImageElement | null;
  view: ViewerView;
  onMove(x: number, y: number): void;
}

export default function ImageViewerCanvas({ image, view, onMove }: ImageViewerCanvasProps) {
  const drawn = image ? drawnImage(view, { width: image.naturalWidth, height: image.naturalHeight }) : null;
  const dragEnd = (event: KonvaEventObject<DragEvent>) => {
    if (!drawn) return;
    // The drag moved the image's top-left corner; the view keeps the offset from the fitted place.
    onMove(view.x + event.target.x() - drawn.x, view.y + event.target.y() - drawn.y);
  };
  return (
    <Stage
      width={VIEWER_WIDTH}
      height={VIEWER_HEIGHT}
      style={{ cursor: view.draggable ? 'grab' : 'default', touchAction: 'none' }}
    >
      <Layer>
        <Rect width={VIEWER_WIDTH} height={VIEWER_HEIGHT} fill="#f0f2f5" listening={false} />
        {image && drawn && (
          <KonvaImage
            image={image}
            x={drawn.x}
            y={drawn.y}
            width={drawn.width}
            height={drawn.height}
            draggable={view.draggable}
            onDragEnd={dragEnd}
          />
        )}
      </Layer>
    </Stage>
  );
}
