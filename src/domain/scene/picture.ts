/**
 * What a node looks like, as konva shapes' configs: the one description the editor's SceneCanvas (react-konva)
 * and the server's renderer (konva in Node) both draw, so a rendered video shows what the editor showed.
 * Pictures (background, stickers, the card's image or video) are named by URL; each drawer loads them.
 */
import { DIGITAL_TEMPLATES } from './library';
import { FRAME_HEIGHT, FRAME_WIDTH, type Box, type SceneNode, type TextConfig } from './types';

export type ShapeSpec =
  | {
      kind: 'rect';
      config: {
        name?: string;
        x?: number;
        y?: number;
        width: number;
        height: number;
        fill?: string;
        stroke?: string;
        dash?: number[];
        cornerRadius?: number;
      };
    }
  | {
      kind: 'text';
      config: {
        name: string;
        text: string;
        x: number;
        y: number;
        width?: number;
        align?: string;
        fontSize: number;
        fill: string;
        fontFamily: string;
      };
    }
  | {
      kind: 'image';
      url: string;
      media: 'image' | 'video';
      poster?: string;
      config: { name?: string; x?: number; y?: number; width: number; height: number };
    };

/** A box (the card, a sticker) and what is drawn inside it, placed relative to the box. */
export interface BoxPicture {
  id: string;
  box: Box;
  shapes: ShapeSpec[];
}

export interface NodePicture {
  background: ShapeSpec[];
  title: ShapeSpec | null;
  subTitle: ShapeSpec | null;
  card: BoxPicture | null;
  stickers: BoxPicture[];
}

/** The same face everywhere: CJK text is drawn with Noto Sans CJK where installed, else the system's sans. */
const SCENE_FONT = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/** {nameKey} replaced by its value; a variable without one keeps its braces. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The address of a digital template's picture that is not built in (an avatar's), or null when there is none. */
export type DigitalPictures = (digitalTemplateId: string) => string | null;

/** The background's picture over the frame: an image, a video (shown by its first frame where it cannot play), a digital human. */
function backgroundPicture(node: SceneNode, digitalPictures: DigitalPictures): ShapeSpec | null {
  const bg = node.background;
  const config = { name: 'background-image', x: 0, y: 0, width: FRAME_WIDTH, height: FRAME_HEIGHT };
  if (bg.kind === 'image') return { kind: 'image', url: bg.url, media: 'image', config };
  if (bg.kind === 'video') return { kind: 'image', url: bg.url, media: 'video', poster: bg.poster, config };
  if (bg.kind !== 'digital') return null;
  const url =
    DIGITAL_TEMPLATES.find((t) => t.id === bg.digitalTemplateId)?.url ?? digitalPictures(bg.digitalTemplateId);
  return url ? { kind: 'image', url, media: 'image', config } : null;
}

function caption(name: 'title' | 'subTitle', text: TextConfig): ShapeSpec | null {
  if (!text.isOpen) return null;
  return {
    kind: 'text',
    config: {
      name,
      text: text.content,
      x: 0,
      y: text.y,
      width: FRAME_WIDTH,
      align: 'center',
      fontSize: text.fontSize,
      fill: text.fontColor,
      fontFamily: SCENE_FONT,
    },
  };
}

/**
 * The node's picture. `values` fills the card's variables (a value for its key, else its default); without
 * values the card shows what the editor wrote on it. `digitalPictures` gives the picture of a digital template
 * that is not built in (an avatar).
 */
export function nodePicture(
  node: SceneNode,
  values?: Readonly<Record<string, string>>,
  digitalPictures: DigitalPictures = () => null,
): NodePicture {
  const bg = node.background;
  const picture = backgroundPicture(node, digitalPictures);
  const background: ShapeSpec[] = [
    {
      kind: 'rect',
      config: {
        name: 'background',
        x: 0,
        y: 0,
        width: FRAME_WIDTH,
        height: FRAME_HEIGHT,
        fill: bg.kind === 'color' ? bg.color : '#ffffff',
      },
    },
  ];
  if (picture) background.push(picture);
  const card = node.card;
  return {
    background,
    title: caption('title', node.title),
    subTitle: caption('subTitle', node.subTitle),
    card: card && {
      id: 'card',
      box: card,
      shapes: [
        { kind: 'rect', config: { width: card.width, height: card.height, fill: '#ffffff', cornerRadius: 8 } },
        { kind: 'image', url: card.url, media: card.mediaType, config: { width: card.width, height: card.height } },
        ...card.params.map((param): ShapeSpec => {
          const text = values ? values[param.paramsKey] || param.defaultVal || param.paramsVal : param.paramsVal;
          return {
            kind: 'text',
            config: {
              name: 'card-param',
              text,
              x: param.x,
              y: param.y,
              fontSize: param.font,
              fill: param.textColor,
              fontFamily: SCENE_FONT,
            },
          };
        }),
      ],
    },
    stickers: node.stickers.map((sticker) => ({
      id: sticker.id,
      box: sticker,
      shapes: [
        { kind: 'image', url: sticker.url, media: 'image', config: { width: sticker.width, height: sticker.height } },
      ],
    })),
  };
}
