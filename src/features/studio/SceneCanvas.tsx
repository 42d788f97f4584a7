/**
 * One node of the scene drawn on the 375x667 phone frame (konva). Stickers and the card are dragged and
 * resized here; where they land is decided by the scene model, which keeps them within their bounds.
 * Loaded on its own, so konva stays out of the other pages' bundles.
 */
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { DIGITAL_TEMPLATES } from '../../domain/scene/library';
import { FRAME_HEIGHT, FRAME_WIDTH, type Box, type ElementRef, type SceneNode, type TextConfig } from '../../domain/scene/types';

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

function Background({ node }: { node: SceneNode }) {
  const bg = node.background;
  const url = bg.kind === 'image' ? bg.url : bg.kind === 'digital' ? (DIGITAL_TEMPLATES.find((t) => t.id === bg.digitalTemplateId)?.url ?? null) : null;
  const image = useImage(url);
  return (
    <>
      <Rect name="background" x={0} y={0} width={FRAME_WIDTH} height={FRAME_HEIGHT} fill={bg.kind === 'color' ? bg.color : '#ffffff'} />
      {image && <KonvaImage name="background-image" image={image} x={0} y={0} width={FRAME_WIDTH} height={FRAME_HEIGHT} listening={false} />}
    </>
  );
}

function Caption({ name, text, onSelect }: { name: 'title' | 'subTitle'; text: TextConfig; onSelect(): void }) {
  if (!text.isOpen) return null;
  return <Text name={name} text={text.content} x={0} y={text.y} width={FRAME_WIDTH} align="center" fontSize={text.fontSize} fill={text.fontColor} onMouseDown={onSelect} onTap={onSelect} />;
}

interface BoxShapeProps {
  id: string;
  kind: 'sticker' | 'card';
  box: Box;
  editable: boolean;
  onSelect(): void;
  onPlace(box: Partial<Box>): void;
  children: React.ReactNode;
}

/** A draggable, resizable box; its size is read back from the scale the transformer gave it. */
function BoxShape({ id, kind, box, editable, onSelect, onPlace, children }: BoxShapeProps) {
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
      {children}
    </Group>
  );
}

function StickerImage({ url, box }: { url: string; box: Box }) {
  const image = useImage(url);
  return image ? <KonvaImage image={image} width={box.width} height={box.height} /> : <Rect width={box.width} height={box.height} stroke="#bfbfbf" dash={[4, 4]} />;
}

function CardMedia({ node, layer }: { node: SceneNode; layer: React.RefObject<Konva.Layer | null> }) {
  const card = node.card;
  const image = useImage(card?.mediaType === 'image' ? card.url : null);
  const video = useVideo(card?.mediaType === 'video' ? card.url : null, layer);
  if (!card) return null;
  const media = image ?? video;
  return (
    <>
      <Rect width={card.width} height={card.height} fill="#ffffff" cornerRadius={8} />
      {media && <KonvaImage image={media} width={card.width} height={card.height} />}
      {card.params.map((param) => (
        <Text key={param._id} name="card-param" text={param.paramsVal} x={param.x} y={param.y} fontSize={param.font} fill={param.textColor} />
      ))}
    </>
  );
}

export default function SceneCanvas({ node, selection, editable, onSelect, onPlace }: SceneCanvasProps) {
  const layer = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const stage = layer.current?.getStage();
    const target = !editable || !selection ? undefined : selection.kind === 'card' ? stage?.findOne('.card') : selection.kind === 'sticker' ? stage?.findOne(`#${selection.id}`) : undefined;
    transformer.current?.nodes(target ? [target] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selection, editable, node]);

  return (
    <Stage
      width={FRAME_WIDTH}
      height={FRAME_HEIGHT}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage() || event.target.name() === 'background' || event.target.name() === 'background-image') onSelect(null);
      }}
    >
      <Layer ref={layer}>
        <Background node={node} />
        <Caption name="title" text={node.title} onSelect={() => onSelect({ kind: 'title' })} />
        <Caption name="subTitle" text={node.subTitle} onSelect={() => onSelect({ kind: 'subTitle' })} />
        {node.card && (
          <BoxShape id="card" kind="card" box={node.card} editable={editable} onSelect={() => onSelect({ kind: 'card' })} onPlace={(box) => onPlace({ kind: 'card' }, box)}>
            <CardMedia node={node} layer={layer} />
          </BoxShape>
        )}
        {node.stickers.map((sticker) => {
          const ref: ElementRef = { kind: 'sticker', id: sticker.id };
          return (
            <BoxShape key={sticker.id} id={sticker.id} kind="sticker" box={sticker} editable={editable} onSelect={() => onSelect(ref)} onPlace={(box) => onPlace(ref, box)}>
              <StickerImage url={sticker.url} box={sticker} />
            </BoxShape>
          );
        })}
        <Transformer ref={transformer} rotateEnabled={false} keepRatio={false} ignoreStroke visible={editable} />
      </Layer>
    </Stage>
  );
}
