/**
 * What a node holds on the frame: title and subtitle (content, size and colour only), up to 5 stickers and
 * one card (image or video) with its parameters. Moves and resizes stay within geometry.ts's bounds.
 */
import { boundBox, centredBox, round3, type BoxKind } from './geometry';
import { currentNode, isColour, withCurrentNode } from './nodes';
import {
  CARD_HEADING_SHARE,
  MAX_CARD_PARAMS,
  MAX_STICKERS,
  TEMPLATE_VARIABLES,
  TEXT_CONTENT_MAX,
  TEXT_SIZES,
  done,
  refused,
  sceneTexts,
  type Box,
  type CardParam,
  type ElementRef,
  type MediaType,
  type Outcome,
  type Scene,
  type SceneNode,
  type TextConfig,
} from './types';

type TextKind = 'title' | 'subTitle';
const TEXT_EDITS = ['content', 'fontSize', 'fontColor', 'isOpen'] as const;
type TextEdit = Partial<Pick<TextConfig, (typeof TEXT_EDITS)[number]>>;

/** Edits the title or subtitle; anything but content, size, colour (and showing it) is refused. */
export function editText(scene: Scene, kind: TextKind, edit: TextEdit & Record<string, unknown>): Outcome {
  if (Object.keys(edit).some((key) => !(TEXT_EDITS as readonly string[]).includes(key)))
    return refused(sceneTexts.titleOnlyStyle);
  if (edit.fontColor !== undefined && !isColour(edit.fontColor)) return refused(sceneTexts.badColour);
  if (edit.fontSize !== undefined && !TEXT_SIZES.some((size) => size.value === edit.fontSize))
    return refused(sceneTexts.badFontSize);
  if (edit.content !== undefined && edit.content.length > TEXT_CONTENT_MAX)
    return refused(`内容不能超过${TEXT_CONTENT_MAX}个字符`);
  return withCurrentNode(scene, (node) => done({ ...node, [kind]: { ...node[kind], ...edit } }));
}

export function addSticker(scene: Scene, sticker: { id: string; url: string }): Outcome {
  return withCurrentNode(scene, (node) => {
    if (node.stickers.length >= MAX_STICKERS) return refused(sceneTexts.tooManyStickers);
    const box = centredBox('sticker', 0.2);
    const offset = node.stickers.length * 12;
    return done({
      ...node,
      stickers: [
        ...node.stickers,
        { ...sticker, ...boundBox('sticker', { ...box, x: box.x + offset, y: box.y + offset }) },
      ],
    });
  });
}

/** Puts the node's card (a picture or a video); a card already there keeps its place, size and parameters. */
export function setCard(scene: Scene, media: { mediaType: MediaType; _id: string; url: string }): Outcome {
  return withCurrentNode(scene, (node) =>
    done({ ...node, card: { ...centredBox('card', 0.4), params: [], ...node.card, ...media } }),
  );
}

function boxOf(node: SceneNode, ref: ElementRef): { kind: BoxKind; box: Box } | null {
  if (ref.kind === 'card') return node.card ? { kind: 'card', box: node.card } : null;
  if (ref.kind === 'sticker') {
    const sticker = node.stickers.find((s) => s.id === ref.id);
    return sticker ? { kind: 'sticker', box: sticker } : null;
  }
  return null;
}

function withBox(node: SceneNode, ref: ElementRef, box: Box): SceneNode {
  if (ref.kind === 'card' && node.card) return { ...node, card: { ...node.card, ...box } };
  if (ref.kind === 'sticker')
    return { ...node, stickers: node.stickers.map((s) => (s.id === ref.id ? { ...s, ...box } : s)) };
  return node;
}

/** Places a sticker or the card: its box is kept to its size bounds and inside the frame. Title and subtitle do not move. */
export function placeElement(scene: Scene, ref: ElementRef, wanted: Partial<Box>): Outcome {
  if (ref.kind === 'title' || ref.kind === 'subTitle') return refused(sceneTexts.titleOnlyStyle);
  return withCurrentNode(scene, (node) => {
    const found = boxOf(node, ref);
    if (!found) return refused(sceneTexts.noSuchElement);
    return done(withBox(node, ref, boundBox(found.kind, { ...found.box, ...wanted }, found.box)));
  });
}

/** The keyboard's arrows: 1 unit, 10 with shift. */
export function nudgeElement(scene: Scene, ref: ElementRef, dx: number, dy: number): Outcome {
  if (ref.kind === 'title' || ref.kind === 'subTitle') return refused(sceneTexts.titleOnlyStyle);
  const found = boxOf(currentNode(scene), ref);
  if (!found) return refused(sceneTexts.noSuchElement);
  return placeElement(scene, ref, { x: found.box.x + dx, y: found.box.y + dy });
}

/** Only stickers and the card can be deleted. */
export function removeElement(scene: Scene, ref: ElementRef): Outcome {
  if (ref.kind === 'title' || ref.kind === 'subTitle') return refused(sceneTexts.notDeletable);
  return withCurrentNode(scene, (node) => {
    if (!boxOf(node, ref)) return refused(sceneTexts.noSuchElement);
    if (ref.kind === 'card') return done({ ...node, card: null });
    return done({ ...node, stickers: node.stickers.filter((s) => s.id !== ref.id) });
  });
}

const isVariable = (key: string) => TEMPLATE_VARIABLES.some((variable) => variable.nameKey === key);

/** Writes a variable on the card: its key, the value shown when none is filled, placed inside the card. */
export function addCardParam(scene: Scene, param: Pick<CardParam, '_id' | 'paramsKey' | 'defaultVal'>): Outcome {
  if (!isVariable(param.paramsKey)) return refused(sceneTexts.badVariable);
  return withCurrentNode(scene, (node) => {
    if (!node.card) return refused(sceneTexts.noSuchElement);
    if (node.card.params.length >= MAX_CARD_PARAMS) return refused(sceneTexts.tooManyParams);
    // A card keeps its heading in its top quarter (as the library's cards do); variables are written below it,
    // spaced so that the most a card may carry all fit inside it.
    const heading = node.card.height * CARD_HEADING_SHARE + 4;
    const step = (node.card.height - heading) / MAX_CARD_PARAMS;
    const y = round3(heading + node.card.params.length * step);
    const added: CardParam = { ...param, paramsVal: `{${param.paramsKey}}`, x: 12, y, font: 16, textColor: '#333333' };
    return done({ ...node, card: { ...node.card, params: [...node.card.params, added] } });
  });
}

export function editCardParam(
  scene: Scene,
  id: string,
  edit: Partial<Pick<CardParam, 'defaultVal' | 'textColor' | 'font' | 'x' | 'y'>>,
): Outcome {
  if (edit.textColor !== undefined && !isColour(edit.textColor)) return refused(sceneTexts.badColour);
  return withCurrentNode(scene, (node) => {
    const card = node.card;
    if (!card || !card.params.some((p) => p._id === id)) return refused(sceneTexts.noSuchElement);
    const inside = (value: number | undefined, max: number) =>
      value === undefined || !Number.isFinite(value) ? undefined : round3(Math.min(Math.max(value, 0), max));
    const params = card.params.map((p) => {
      if (p._id !== id) return p;
      const x = inside(edit.x, card.width);
      const y = inside(edit.y, card.height);
      const font = inside(edit.font, 48);
      return { ...p, ...edit, x: x ?? p.x, y: y ?? p.y, font: font === undefined ? p.font : Math.max(font, 10) };
    });
    return done({ ...node, card: { ...card, params } });
  });
}

export function removeCardParam(scene: Scene, id: string): Outcome {
  return withCurrentNode(scene, (node) => {
    if (!node.card || !node.card.params.some((p) => p._id === id)) return refused(sceneTexts.noSuchElement);
    return done({ ...node, card: { ...node.card, params: node.card.params.filter((p) => p._id !== id) } });
  });
}
