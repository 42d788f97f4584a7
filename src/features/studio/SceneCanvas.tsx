/**
 * One node of the scene drawn on the 375x667 phone frame (konva), from the node's picture (nodePicture),
 * which the server's renderer draws too. Stickers and the card are dragged and resized here; where they
 * land is decided by the scene model, which keeps them within their bounds. Loaded on its own, so konva
 * stays out of the other pages' bundles.
 */
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { nodePicture, type BoxPicture, type ShapeSpec } from '../../domain/scene/picture';
import { FRAME_HEIGHT, FRAME_WIDTH, type Box, type ElementRef, type SceneNode } from '../../domain/scene/types';
import { avatarPictureUrl } from '../../schemas/avatar';

export interface SceneCanvasProps {
  node: SceneNode;
  selection: ElementRef | null;
  editable: boolean;
  onSelect(ref: ElementRef | null): void;
  onPlace(ref: ElementRef, box: Partial<Box>): void;
}

function useImage(url: string | null): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    if (!url) return setImage(undefined);
    const element = new window.Image();
    element.onload = () => setImage(element);
    element.src = url;
    return () => {
      element.onload = null;
    };
  }, [url]);
  return image;
}

/** A muted, looping video whose frames the layer redraws while it plays. */
function useVideo(url: string | null, layer: React.RefObject<Konva.Layer | null>): HTMLVideoElement | undefined {
  const [video, setVideo] = useState<HTMLVideoElement>();
  useEffect(() => {
    if (!url) return setVideo(undefined);
    const element = document.createElement('video');
    element.src = url;
    element.muted = true;
    element.loop = true;
    element.playsInline = true;
    let frame = 0;
    const draw = () => {
      layer.current?.batchDraw();
      frame = requestAnimationFrame(draw);
    };
    element.onloadeddata = () => {
      setVideo(element);
      void element.play().catch(() => undefined);
      draw();
    };
    return () => {
      cancelAnimationFrame(frame);
      element.pause();
      element.removeAttribute('src');
    };
  }, [url, layer]);
  return video;
}

function Picture({
  spec,
  layer,
}: {
  spec: Extract<ShapeSpec, { kind: 'image' }>;
  layer: React.RefObject<Konva.Layer | null>;
}) {
  const image = useImage(spec.media === 'image' ? spec.url : (spec.poster ?? null));
  const video = useVideo(spec.media === 'video' ? spec.url : null, layer);
  // A video the browser cannot play (wmv, avi) never loads: its first frame stays.
  const media = video ?? image;
  return media ? (
    <KonvaImage {...spec.config} image={media} listening={spec.config.name !== 'background-image'} />
  ) : null;
}

/** One shape of the picture; a text may be selected. */
function Shape({
  spec,
  layer,
  onSelect,
}: {
  spec: ShapeSpec;
  layer: React.RefObject<Konva.Layer | null>;
  onSelect?: () => void;
}) {
  if (spec.kind === 'rect') return <Rect {...spec.config} />;
  if (spec.kind === 'text') return <Text {...spec.config} onMouseDown={onSelect} onTap={onSelect} />;
  return <Picture spec={spec} layer={layer} />;
}

interface BoxShapeProps {
  kind: 'sticker' | 'card';
  picture: BoxPicture;
  editable: boolean;
  layer: React.RefObject<Konva.Layer | null>;
  onSelect(): void;
  onPlace(box: Partial<Box>): void;
}

/** A draggable, resizable box; its size is read back from the scale the transformer gave it. */
function BoxShape({ kind, picture, editable, layer, onSelect, onPlace }: BoxShapeProps) {
  const { id, box, shapes } = picture;
  return (
    <Group
      id={id}
      name={kind}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      draggable={editable}
      onMouseDown={onSelect}
      onTap={onSelect}
      onDragEnd={(event) => onPlace({ x: event.target.x(), y: event.target.y() })}
      onTransformEnd={(event) => {
        const shape = event.target;
        const width = box.width * shape.scaleX();
        const height = box.height * shape.scaleY();
        shape.scale({ x: 1, y: 1 });
        onPlace({ x: shape.x(), y: shape.y(), width, height });
      }}
    >
      {shapes.map((spec, index) => (
        <Shape key={index} spec={spec} layer={layer} />
      ))}
    </Group>
  );
}

export default function SceneCanvas({ node, selection, editable, onSelect, onPlace }: SceneCanvasProps) {
  const layer = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const stage = layer.current?.getStage();
    const target =
      !editable || !selection
        ? undefined
        : selection.kind === 'card'
          ? stage?.findOne('.card')
          : selection.kind === 'sticker'
            ? stage?.findOne(`#${selection.id}`)
            : undefined;
    transformer.current?.nodes(target ? [target] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selection, editable, node]);
  const picture = nodePicture(node, undefined, avatarPictureUrl);

  return (
    <Stage
      width={FRAME_WIDTH}
      height={FRAME_HEIGHT}
      onMouseDown={(event) => {
        if (
          event.target === event.target.getStage() ||
          event.target.name() === 'background' ||
          event.target.name() === 'background-image'
        )
          onSelect(null);
      }}
    >
      <Layer ref={layer}>
        {picture.background.map((spec, index) => (
          <Shape key={index} spec={spec} layer={layer} />
        ))}
        {picture.title && <Shape spec={picture.title} layer={layer} onSelect={() => onSelect({ kind: 'title' })} />}
        {picture.subTitle && (
          <Shape spec={picture.subTitle} layer={layer} onSelect={() => onSelect({ kind: 'subTitle' })} />
        )}
        {picture.card && (
          <BoxShape
            kind="card"
            picture={picture.card}
            editable={editable}
            layer={layer}
            onSelect={() => onSelect({ kind: 'card' })}
            onPlace={(box) => onPlace({ kind: 'card' }, box)}
          />
        )}
        {picture.stickers.map((sticker) => {
          const ref: ElementRef = { kind: 'sticker', id: sticker.id };
          return (
            <BoxShape
              key={sticker.id}
              kind="sticker"
              picture={sticker}
              editable={editable}
              layer={layer}
              onSelect={() => onSelect(ref)}
              onPlace={(box) => onPlace(ref, box)}
            />
          );
        })}
        <Transformer ref={transformer} rotateEnabled={false} keepRatio={false} ignoreStroke visible={editable} />
      </Layer>
    </Stage>
  );
}
