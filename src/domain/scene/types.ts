/**
 * The video template's scene (spec 3 §3 "Video template", §5): what the editor draws on its 375x667 phone
 * frame. Everything here is in the editor's units; the stored template doubles coordinates and sizes
 * (stored.ts). Every edit is a pure function returning a new scene or a Chinese refusal.
 */

export const FRAME_WIDTH = 375;
export const FRAME_HEIGHT = 667;

export const MAX_NODES = 5;
export const MAX_STICKERS = 5;
export const TITLE_DEFAULT_Y = 85.4;
export const SUBTITLE_DEFAULT_Y = 541.6;
export const DEFAULT_TITLE = '默认标题';
export const DEFAULT_SUBTITLE = '默认副标题';
export const DEFAULT_TEMPLATE_NAME = '新模板';

/** Text sizes offered for the title and subtitle, in editor units (stored doubled: 36, 48, 72). */
export const TEXT_SIZES = [
  { label: '小', value: 18 },
  { label: '中', value: 24 },
  { label: '大', value: 36 },
] as const;

export const sceneTexts = {
  tooManyNodes: '节点不能超过5个',
  lastNode: '至少需要保留一个节点',
  tooManyStickers: '最多只能同时存在5个贴纸元素',
  badCaret: '请选择有效的插入位置！',
  incomplete: '请完成必填项',
  notEdited: '请先编辑模板！',
  notDeletable: '标题和副标题不能删除',
  noSuchNode: '节点不存在',
  noSuchElement: '元素不存在',
  badColour: '颜色格式不正确',
  badFontSize: '字号不正确',
  badSpeed: '语速需在0.5到2之间',
  badVoice: '请选择有效的音色',
  badVariable: '请选择有效的变量',
  tooManyParams: '每张卡片最多5个参数',
  titleOnlyStyle: '标题和副标题只能修改内容、字号和颜色',
  nameRequired: '请输入模板名称',
  nameTooLong: '模板名称不能超过30个字符',
  wordsTooLong: '话术不能超过500个字符',
  pointNameTooLong: '节点名称不能超过20个字符',
} as const;

export const TEMPLATE_NAME_MAX = 30;
export const POINT_NAME_MAX = 20;
export const WORDS_MAX = 500;
export const TEXT_CONTENT_MAX = 50;
export const MAX_CARD_PARAMS = 5;
/** The share of a card's height its heading takes at the top; a card's variables are written below it. */
export const CARD_HEADING_SHARE = 0.25;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextConfig {
  isOpen: boolean;
  content: string;
  x: number;
  y: number;
  fontSize: number;
  fontColor: string;
}

interface Sticker extends Box {
  id: string;
  url: string;
}

/** A variable written on a card (spec 3 "Card parameter"): its key, the value shown when none is filled. */
export interface CardParam {
  _id: string;
  paramsKey: string;
  paramsVal: string;
  defaultVal: string;
  x: number;
  y: number;
  font: number;
  textColor: string;
}

export type MediaType = 'image' | 'video';

export interface Card extends Box {
  mediaType: MediaType;
  _id: string;
  url: string;
  params: CardParam[];
}

/** A node's background; a video one (uploaded) keeps the picture of its first frame, which shows where the video cannot play. */
export type Background =
  | { kind: 'none' }
  | { kind: 'image'; _id: string; url: string }
  | { kind: 'video'; _id: string; url: string; poster: string }
  | { kind: 'color'; color: string }
  | { kind: 'digital'; digitalTemplateId: string };

export interface SceneNode {
  id: string;
  pointName: string;
  words: string;
  background: Background;
  title: TextConfig;
  subTitle: TextConfig;
  stickers: Sticker[];
  card: Card | null;
}

export interface Scene {
  name: string;
  digitalVoiceId: string;
  voiceSpeedRate: number;
  nodes: SceneNode[];
  /** The node shown in the swiper. */
  current: number;
}

/** What an edit answers: the new scene, or why it was refused (a text the user sees). */
export type Outcome<T = Scene> = { ok: true; value: T } | { ok: false; error: string };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = <T = Scene>(error: string): Outcome<T> => ({ ok: false, error });

/** An element of a node the editor can select. */
export type ElementRef = { kind: 'title' } | { kind: 'subTitle' } | { kind: 'card' } | { kind: 'sticker'; id: string };

/** Voices the narration can be spoken with (the speech port maps them onto its engine). */
export const VOICES = [
  { id: 'cmn-female', name: '标准女声' },
  { id: 'cmn-male', name: '标准男声' },
] as const;
export const DEFAULT_VOICE = VOICES[0].id;

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Variables a template's words and cards may hold, filled per recipient ({nameKey}). */
export const TEMPLATE_VARIABLES = [
  { nameKey: 'customerName', name: '客户姓名' },
  { nameKey: 'agentName', name: '顾问姓名' },
  { nameKey: 'companyName', name: '公司名称' },
  { nameKey: 'productName', name: '产品名称' },
] as const;
