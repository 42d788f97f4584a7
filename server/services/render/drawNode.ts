import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import Konva from 'konva';
import { nodePicture, type ShapeSpec } from '../../../src/domain/scene/picture';
import { avatarPictureUrl } from '../../../src/schemas/avatar';
import { FRAME_HEIGHT, FRAME_WIDTH, type SceneNode } from '../../../src/domain/scene/types';

// Konva in Node draws on @napi-rs/canvas: the canvases it makes for stages, layers and hit tests.
Konva.Util.createCanvasElement = () =>
  Object.assign(createCanvas(FRAME_WIDTH, FRAME_HEIGHT), { style: {} }) as unknown as HTMLCanvasElement;

/** A picture's bytes by URL (an image, or a frame of a video), or null when it cannot be had. */
export type MediaSource = (url: string, media: 'image' | 'video') => Promise<Buffer | null>;

/** The name of the background's picture on the stage: a digital human's avatar, which a speaking render moves. */
export const BACKGROUND_PICTURE = 'background-image';

async function shape(spec: ShapeSpec, source: MediaSource): Promise<Konva.Shape | null> {
  if (spec.kind === 'rect') return new Konva.Rect(spec.config);
  if (spec.kind === 'text') return new Konva.Text(spec.config);
  const bytes = await source(spec.url, spec.media);
  if (!bytes) return null;
  const image: Image = await loadImage(bytes);
  return new Konva.Image({ ...spec.config, image: image as unknown as HTMLImageElement });
}

async function add(container: Konva.Container, specs: readonly ShapeSpec[], source: MediaSource) {
  for (const spec of specs) {
    const made = await shape(spec, source);
    if (made) container.add(made);
  }
}

/**
 * The node as a konva stage, laid out exactly as the editor's SceneCanvas lays it out on the 375x667
 * frame; the caller draws it (toCanvas) and destroys it.
 */
export async function nodeStage(
  node: SceneNode,
  values: Readonly<Record<string, string>>,
  source: MediaSource,
): Promise<{ stage: Konva.Stage; layer: Konva.Layer }> {
  const picture = nodePicture(node, values, avatarPictureUrl);
  const stage = new Konva.Stage({ width: FRAME_WIDTH, height: FRAME_HEIGHT } as Konva.StageConfig);
  try {
    const layer = new Konva.Layer();
    stage.add(layer);
    await add(layer, picture.background, source);
    await add(
      layer,
      [picture.title, picture.subTitle].filter((s) => s !== null),
      source,
    );
    for (const box of [...(picture.card ? [picture.card] : []), ...picture.stickers]) {
      const group = new Konva.Group({ x: box.box.x, y: box.box.y, width: box.box.width, height: box.box.height });
      layer.add(group);
      await add(group, box.shapes, source);
    }
    return { stage, layer };
  } catch (error) {
    stage.destroy();
    throw error;
  }
}

/** The node drawn by konva at `pixelRatio` times the 375x667 frame. */
export async function drawNode(
  node: SceneNode,
  values: Readonly<Record<string, string>>,
  source: MediaSource,
  pixelRatio: number,
): Promise<Canvas> {
  const { stage } = await nodeStage(node, values, source);
  try {
    return stage.toCanvas({ pixelRatio }) as unknown as Canvas;
  } finally {
    stage.destroy();
  }
}
