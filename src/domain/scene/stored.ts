/**
 * The template as it is saved and sent (spec 3 §3): coordinates and sizes doubled, one interactionInfo
 * entry per node; and the rules of saving and submitting it (spec 3 §5).
 */
import { boundBox, round3, sizeBounds, type BoxKind } from './geometry';
import { isColour } from './nodes';
import { variablesIn } from './words';
import {
  MAX_CARD_PARAMS,
  MAX_NODES,
  MAX_STICKERS,
  POINT_NAME_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_VARIABLES,
  TEXT_CONTENT_MAX,
  TEXT_SIZES,
  VOICES,
  WORDS_MAX,
  SPEED_MAX,
  SPEED_MIN,
  done,
  refused,
  sceneTexts,
  type Background,
  type Box,
  type Card,
  type CardParam,
  type Outcome,
  type Scene,
  type SceneNode,
  type TextConfig,
} from './types';

interface StoredBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface StoredText {
  isOpen: boolean;
  content: string;
  x: number;
  y: number;
  fontSize: number;
  fontColor: string;
}
interface StoredNode {
  id: string;
  pointName: string;
  words: string;
  title: string;
  titleConfig: StoredText;
  subTitleConfig: StoredText;
  sticker: (StoredBox & { id: string; url: string })[];
  cardParams: CardParam[];
  image: (StoredBox & { _id: string; url: string }) | null;
  video: (StoredBox & { _id: string; url: string }) | null;
  /** An image background, or (type 'video') a video one with the picture of its first frame. */
  backgroundCard: { _id: string; url: string; type?: 'image' | 'video'; poster?: string } | null;
  backgroundCardColor: string | null;
  digitalTemplateId: string | null;
}
export interface StoredTemplate {
  name: string;
  type: 'common';
  digitalVoiceId: string;
  voiceSpeedRate: number;
  nodeLength: number;
  interactionInfo: StoredNode[];
}

const twice = (value: number) => round3(value * 2);
const half = (value: number) => round3(value / 2);
const doubledBox = (box: Box): StoredBox => ({
  x: twice(box.x),
  y: twice(box.y),
  width: twice(box.width),
  height: twice(box.height),
});
const halvedBox = (box: StoredBox): Box => ({
  x: half(box.x),
  y: half(box.y),
  width: half(box.width),
  height: half(box.height),
});
const doubledText = (text: TextConfig): StoredText => ({
  ...text,
  x: twice(text.x),
  y: twice(text.y),
  fontSize: twice(text.fontSize),
});
const halvedText = (text: StoredText): TextConfig => ({
  ...text,
  x: half(text.x),
  y: half(text.y),
  fontSize: half(text.fontSize),
});
const scaledParam = (param: CardParam, scale: (n: number) => number): CardParam => ({
  ...param,
  x: scale(param.x),
  y: scale(param.y),
  font: scale(param.font),
});

function storedNode(node: SceneNode): StoredNode {
  const card = node.card;
  const media = card ? { _id: card._id, url: card.url, ...doubledBox(card) } : null;
  const bg = node.background;
  return {
    id: node.id,
    pointName: node.pointName,
    words: node.words,
    title: node.title.content,
    titleConfig: doubledText(node.title),
    subTitleConfig: doubledText(node.subTitle),
    sticker: node.stickers.map((s) => ({ id: s.id, url: s.url, ...doubledBox(s) })),
    cardParams: card ? card.params.map((p) => scaledParam(p, twice)) : [],
    image: card?.mediaType === 'image' ? media : null,
    video: card?.mediaType === 'video' ? media : null,
    backgroundCard:
      bg.kind === 'image'
        ? { _id: bg._id, url: bg.url }
        : bg.kind === 'video'
          ? { _id: bg._id, url: bg.url, type: 'video', poster: bg.poster }
          : null,
    backgroundCardColor: bg.kind === 'color' ? bg.color : null,
    digitalTemplateId: bg.kind === 'digital' ? bg.digitalTemplateId : null,
  };
}

export function toStored(scene: Scene): StoredTemplate {
  return {
    name: scene.name,
    type: 'common',
    digitalVoiceId: scene.digitalVoiceId,
    voiceSpeedRate: scene.voiceSpeedRate,
    nodeLength: scene.nodes.length,
    interactionInfo: scene.nodes.map(storedNode),
  };
}

/** A box read back must already lie within its bounds (a margin of a rounding step allowed). */
function withinBounds(kind: BoxKind, box: Box): boolean {
  const b = sizeBounds(kind);
  const e = 0.01;
  const bounded = boundBox(kind, box);
  return (
    box.width >= b.minWidth - e &&
    box.width <= b.maxWidth + e &&
    box.height >= b.minHeight - e &&
    box.height <= b.maxHeight + e &&
    Math.abs(bounded.x - box.x) <= e &&
    Math.abs(bounded.y - box.y) <= e
  );
}

function backgroundOf(node: StoredNode): Outcome<Background> {
  const set = [node.backgroundCard, node.backgroundCardColor, node.digitalTemplateId].filter(
    (v) => v !== null && v !== '',
  );
  if (set.length > 1) return refused('背景图片、背景颜色和数字人模板只能选择一种');
  const card = node.backgroundCard;
  if (card?.type === 'video')
    return card.poster
      ? done({ kind: 'video', _id: card._id, url: card.url, poster: card.poster })
      : refused('背景视频缺少封面');
  if (card) return done({ kind: 'image', _id: card._id, url: card.url });
  if (node.backgroundCardColor)
    return isColour(node.backgroundCardColor)
      ? done({ kind: 'color', color: node.backgroundCardColor })
      : refused(sceneTexts.badColour);
  if (node.digitalTemplateId) return done({ kind: 'digital', digitalTemplateId: node.digitalTemplateId });
  return done({ kind: 'none' });
}

function textOf(text: StoredText): Outcome<TextConfig> {
  const read = halvedText(text);
  if (!isColour(read.fontColor)) return refused(sceneTexts.badColour);
  if (!TEXT_SIZES.some((size) => size.value === read.fontSize)) return refused(sceneTexts.badFontSize);
  if (read.content.length > TEXT_CONTENT_MAX) return refused(`内容不能超过${TEXT_CONTENT_MAX}个字符`);
  return done(read);
}

function nodeOf(stored: StoredNode, index: number): Outcome<SceneNode> {
  const where = `第${index + 1}个节点：`;
  const fail = (error: string) => refused<SceneNode>(where + error);
  if (stored.pointName.length > POINT_NAME_MAX) return fail(sceneTexts.pointNameTooLong);
  if (stored.words.length > WORDS_MAX) return fail(sceneTexts.wordsTooLong);
  const background = backgroundOf(stored);
  if (!background.ok) return fail(background.error);
  const title = textOf({ ...stored.titleConfig, content: stored.title });
  const subTitle = textOf(stored.subTitleConfig);
  if (!title.ok) return fail(title.error);
  if (!subTitle.ok) return fail(subTitle.error);
  if (stored.sticker.length > MAX_STICKERS) return fail(sceneTexts.tooManyStickers);
  const stickers = stored.sticker.map((s) => ({ id: s.id, url: s.url, ...halvedBox(s) }));
  if (stickers.some((s) => !withinBounds('sticker', s))) return fail('贴纸的位置或大小超出范围');
  if (stored.image && stored.video) return fail('卡片只能是图片或视频之一');
  const media = stored.image ?? stored.video;
  let card: Card | null = null;
  if (media) {
    card = {
      mediaType: stored.image ? 'image' : 'video',
      _id: media._id,
      url: media.url,
      ...halvedBox(media),
      params: stored.cardParams.map((p) => scaledParam(p, half)),
    };
    if (!withinBounds('card', card)) return fail('卡片的位置或大小超出范围');
    if (card.params.length > MAX_CARD_PARAMS) return fail(sceneTexts.tooManyParams);
    if (card.params.some((p) => !TEMPLATE_VARIABLES.some((v) => v.nameKey === p.paramsKey)))
      return fail(sceneTexts.badVariable);
    if (card.params.some((p) => !isColour(p.textColor))) return fail(sceneTexts.badColour);
  } else if (stored.cardParams.length > 0) return fail('没有卡片的节点不能设置卡片参数');
  return done({
    id: stored.id,
    pointName: stored.pointName,
    words: stored.words,
    background: background.value,
    title: title.value,
    subTitle: subTitle.value,
    stickers,
    card,
  });
}

/** Reads a stored template back into the editor's scene, refusing what the editor could not have made. */
export function fromStored(stored: StoredTemplate): Outcome {
  if (stored.name.trim() === '') return refused(sceneTexts.nameRequired);
  if (stored.name.length > TEMPLATE_NAME_MAX) return refused(sceneTexts.nameTooLong);
  if (stored.interactionInfo.length > MAX_NODES) return refused(sceneTexts.tooManyNodes);
  if (stored.interactionInfo.length < 1) return refused(sceneTexts.lastNode);
  if (!VOICES.some((voice) => voice.id === stored.digitalVoiceId)) return refused(sceneTexts.badVoice);
  if (!(stored.voiceSpeedRate >= SPEED_MIN && stored.voiceSpeedRate <= SPEED_MAX)) return refused(sceneTexts.badSpeed);
  const ids = new Set(stored.interactionInfo.map((node) => node.id));
  if (ids.size !== stored.interactionInfo.length) return refused('节点标识重复');
  const nodes: SceneNode[] = [];
  for (const [index, storedNodeValue] of stored.interactionInfo.entries()) {
    const node = nodeOf(storedNodeValue, index);
    if (!node.ok) return node;
    nodes.push(node.value);
  }
  return done({
    name: stored.name,
    digitalVoiceId: stored.digitalVoiceId,
    voiceSpeedRate: stored.voiceSpeedRate,
    nodes,
    current: 0,
  });
}

const filled = (text: string) => text.trim() !== '';

/** Saving needs every node's name and words, and its title when the title shows: '请完成必填项'. */
export function checkSave(scene: Scene): Outcome {
  const missing = scene.nodes.findIndex(
    (node) => !filled(node.pointName) || !filled(node.words) || (node.title.isOpen && !filled(node.title.content)),
  );
  return missing === -1 ? done(scene) : refused(sceneTexts.incomplete);
}

/** Submitting a common template needs every node's name and words: '请先编辑模板！'. */
export function checkSubmit(scene: Scene): Outcome {
  return scene.nodes.every((node) => filled(node.pointName) && filled(node.words))
    ? done(scene)
    : refused(sceneTexts.notEdited);
}

/** The known variables a template fills (in its nodes' words, then on their cards), in order, once each. */
export function templateVariables(stored: Pick<StoredTemplate, 'interactionInfo'>): string[] {
  const named = stored.interactionInfo.flatMap((node) => [
    ...variablesIn(node.words),
    ...node.cardParams.map((param) => param.paramsKey),
  ]);
  return [...new Set(named)].filter((key) => TEMPLATE_VARIABLES.some((variable) => variable.nameKey === key));
}
